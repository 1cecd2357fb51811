import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type oauthCompleteBodySchema,
  type OAuthProvider,
  type OAuthSignIn,
  PROVIDER_LABELS,
  type SignInMethods,
} from '../../contracts/oauth';
import { companyFieldsSchema, type SessionTokens } from '../../contracts/user';
import type { LoginThrottle } from '../auth/login-throttle';
import type { Sessions } from '../auth/sessions';
import type { SignIn, SignIns } from '../auth/sign-ins';
import { isPostgres } from '../db/dialect';
import type { Database, UserRow } from '../db/schema';
import { SUSPENDED_MESSAGE } from '../http/auth';
import { ApiError, conflict, forbidden, notFound } from '../http/errors';
import type { Accounts } from '../users/accounts';
import { sameAddress } from '../users/users';
import type { CompletionTickets, TicketClaims } from './completion-tickets';
import { type Identities, toIdentity } from './identities';
import type { ProviderAccounts, ProviderPerson } from './provider-accounts';
import { suggestUserId } from './user-id-suggestion';

interface SocialSignInDeps {
  db: Kysely<Database>;
  accounts: Accounts;
  sessions: Sessions;
  signIns: SignIns;
  throttle: LoginThrottle;
  providers: ProviderAccounts;
  tickets: CompletionTickets;
  identities: Identities;
}

/** What a refused provider token counts as in the login throttle: no login id can look like it. */
const throttleKey = (provider: OAuthProvider) => `@${provider}`;

const hasPassword = (user: UserRow) => Boolean(user.password_hash);

const identityTaken = (provider: OAuthProvider) =>
  conflict(`이미 다른 회원에게 연결된 ${PROVIDER_LABELS[provider]} 계정입니다.`, 'IDENTITY_TAKEN');

/**
 * Signing in with 카카오 or 네이버, and the member's ways in. The person is always who the
 * provider says the access token belongs to; a linked provider account signs its member in, any
 * other is offered a sign-up (a ticket, signed here, carries the provider account to it).
 */
export function createSocialSignIn({
  db,
  accounts,
  sessions,
  signIns,
  throttle,
  providers,
  tickets,
  identities,
}: SocialSignInDeps) {
  /** The provider's person; a refused token counts as a failed sign-in of the address. */
  async function whoIs(provider: OAuthProvider, accessToken: string, ip: string | null): Promise<ProviderPerson> {
    await throttle.admitAddress(ip);
    try {
      return await providers.whoIs(provider, accessToken);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'OAUTH_TOKEN_REFUSED') {
        await throttle.recordFailure(throttleKey(provider), ip);
      }
      throw error;
    }
  }

  async function methodsOf(user: UserRow, executor: Kysely<Database> = db): Promise<SignInMethods> {
    const rows = await identities.listOf(user.id, executor);
    return { hasPassword: hasPassword(user), identities: rows.map(toIdentity) };
  }

  /** Inside `trx`: the member's row held, so two changes to one member's ways in go one after the other. */
  async function holdMember(trx: Kysely<Database>, user: UserRow): Promise<UserRow> {
    // SQLite's transactions take the write lock as they begin (connect.ts); PostgreSQL locks the row
    const query = trx.selectFrom('users').selectAll().where('id', '=', user.id);
    return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirstOrThrow();
  }

  /** Links, or the 409 that says why not; inside `trx`. */
  async function link(trx: Kysely<Database>, userId: number, account: TicketClaims): Promise<void> {
    if (await identities.link(trx, userId, account)) return;
    const linked = await identities.findLinked(account.provider, account.subject, trx);
    if (linked && linked.user.id !== userId) throw identityTaken(account.provider);
    throw conflict(
      `이미 ${PROVIDER_LABELS[account.provider]} 계정이 연결되어 있습니다. 다른 계정을 연결하려면 먼저 연결을 해제해주세요.`,
      'IDENTITY_ALREADY_LINKED',
    );
  }

  return {
    /** POST /oauth/{provider}: the linked member signed in, or what the completion page needs. */
    async signIn(provider: OAuthProvider, accessToken: string, ip: string | null): Promise<OAuthSignIn> {
      const person = await whoIs(provider, accessToken, ip);
      const linked = await identities.findLinked(provider, person.subject);
      if (linked && !linked.user.deleted_at) {
        if (linked.user.suspended_at) throw forbidden(SUSPENDED_MESSAGE);
        await identities.recordSignIn(linked.identity.id);
        // without a password, the provider is how this member proves who they are
        const tokens = await sessions.start(linked.user, { recentCheck: !hasPassword(linked.user) });
        return { status: 'signed_in', tokens };
      }
      return {
        status: 'needs_completion',
        completion: {
          provider,
          ticket: await tickets.issue(person),
          email: person.email,
          emailVerified: person.emailVerified,
          username: person.username,
          phone: person.phone,
          userIdSuggestion: await suggestUserId(db, person),
        },
      };
    },

    /**
     * POST /oauth/complete: the account, without a password, linked to the ticket's provider account
     * in the sign-up's transaction (a provider account linked meanwhile: 409 and no account). The
     * address starts verified only when it is the one the provider vouched for.
     */
    async complete(body: z.output<typeof oauthCompleteBodySchema>, ip: string | null): Promise<SessionTokens> {
      const account = await tickets.read(body.ticket);
      const linked = await identities.findLinked(account.provider, account.subject);
      if (linked && !linked.user.deleted_at) throw identityTaken(account.provider);
      const company = body.role === 'company' ? companyFieldsSchema.parse(body) : null;
      const user = await accounts.signUp(
        {
          userId: body.userId,
          password: null,
          username: body.username,
          email: body.email,
          phone: body.phone,
          role: body.role,
          company,
          agreeMarketing: body.agreeMarketing,
        },
        ip,
        {
          emailVerified: account.emailVerified && sameAddress(body.email, account.email),
          alsoInTransaction: (trx, created) => link(trx, created.id, account),
        },
      );
      return sessions.start(user, { recentCheck: true });
    },

    methods: (user: UserRow) => methodsOf(user),

    /** POST /my/identities/{provider}: another way in for the signed-in member. */
    async link(user: UserRow, provider: OAuthProvider, accessToken: string, ip: string | null) {
      const person = await whoIs(provider, accessToken, ip);
      return db.transaction().execute(async (trx) => {
        const member = await holdMember(trx, user);
        await link(trx, member.id, person);
        return methodsOf(member, trx);
      });
    },

    /** DELETE /my/identities/{provider}: never the last way in. */
    async unlink(user: UserRow, provider: OAuthProvider): Promise<SignInMethods> {
      return db.transaction().execute(async (trx) => {
        const member = await holdMember(trx, user);
        const linked = await identities.listOf(member.id, trx);
        if (!linked.some((each) => each.provider === provider)) {
          throw notFound(`연결된 ${PROVIDER_LABELS[provider]} 계정이 없습니다.`);
        }
        if (!hasPassword(member) && linked.length === 1) {
          throw conflict(
            '마지막 로그인 방법은 해제할 수 없습니다. 비밀번호를 먼저 설정해주세요.',
            'LAST_SIGN_IN_METHOD',
          );
        }
        await identities.unlink(trx, member.id, provider);
        return methodsOf(member, trx);
      });
    },

    /**
     * POST /oauth/{provider}/confirm: the recent sign-in check of a member without a password — the
     * provider asked again must name the member's own linked account.
     */
    async confirm(user: UserRow, signIn: SignIn, provider: OAuthProvider, accessToken: string, ip: string | null) {
      if (hasPassword(user)) {
        throw forbidden('비밀번호가 있는 회원은 비밀번호로 확인해주세요.');
      }
      const person = await whoIs(provider, accessToken, ip);
      const linked = await identities.findLinked(provider, person.subject);
      if (linked?.user.id !== user.id) {
        throw new ApiError(
          403,
          'IDENTITY_MISMATCH',
          `이 회원에게 연결된 ${PROVIDER_LABELS[provider]} 계정이 아닙니다. 연결된 계정으로 다시 시도해주세요.`,
        );
      }
      await identities.recordSignIn(linked.identity.id);
      await signIns.recordSignInCheck(signIn.familyId);
    },
  };
}

export type SocialSignIn = ReturnType<typeof createSocialSignIn>;
