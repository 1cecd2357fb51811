import type { UserRow } from '../db/schema';

/** What middleware leaves on the request for handlers. */
export interface ApiEnv {
  Variables: {
    requestId: string;
    /** set by `requireUser` */
    user: UserRow;
    /** the refresh-token family (sign-in) the access token belongs to */
    sessionFamilyId: string;
  };
}
