import type { SignIn } from '../auth/sign-ins';
import type { UserRow } from '../db/schema';

/** What middleware leaves on the request for handlers. */
export interface ApiEnv {
  Variables: {
    requestId: string;
    /** set by `requireUser` */
    user: UserRow;
    /** set by `requireUser`: the sign-in (refresh-token family) the access token belongs to */
    signIn: SignIn;
  };
}
