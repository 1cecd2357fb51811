import type { SessionTokens } from '../../contracts/user';
import type { UserRow } from '../db/schema';
import type { LoginActions } from '../users/login-action';
import { toLoginUser } from '../users/users';
import type { AccessTokenIssuer } from './access-token';
import type { RefreshTokens } from './refresh-tokens';

/** The token pair the web keeps in its cookie session, with the user it belongs to. */
export function createSessions(tokens: AccessTokenIssuer, refreshTokens: RefreshTokens, loginActions: LoginActions) {
  async function resume(user: UserRow, familyId: string, refreshToken: string): Promise<SessionTokens> {
    const access = await tokens.issue({ sub: user.id, sid: familyId });
    return { user: toLoginUser(user, await loginActions.of(user)), ...access, refreshToken };
  }
  return {
    /**
     * A new sign-in: a new refresh-token family. `recentCheck`: the sign-in itself counts as the
     * recent sign-in check for 10 minutes (a member without a password, signed in by a provider).
     */
    async start(user: UserRow, { recentCheck = false }: { recentCheck?: boolean } = {}): Promise<SessionTokens> {
      const { familyId, refreshToken } = await refreshTokens.issue(user.id, recentCheck);
      return resume(user, familyId, refreshToken);
    },
    resume,
  };
}

export type Sessions = ReturnType<typeof createSessions>;
