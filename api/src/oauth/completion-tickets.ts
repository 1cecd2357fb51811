import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { oauthProviderSchema } from '../../contracts/oauth';
import { z } from '../../contracts/zod';
import type { Clock } from '../clock';
import { ApiError } from '../http/errors';
import type { ProviderPerson } from './provider-accounts';

/** How long the completion page may take: the provider is not asked again when it is sent. */
export const TICKET_TTL_SECONDS = 30 * 60;

/** What a completed sign-up links: the provider account the api was told about, nothing the web chose. */
export type TicketClaims = Pick<ProviderPerson, 'provider' | 'subject' | 'email' | 'emailVerified'>;

const AUDIENCE = 'bbangjob-oauth-completion';

const claimsSchema = z.object({
  provider: oauthProviderSchema,
  sub: z.string().min(1),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
});

export const ticketRefused = () =>
  new ApiError(400, 'OAUTH_TICKET_INVALID', '가입 정보가 만료되었습니다. 처음부터 다시 시도해주세요.');

/**
 * The ticket of `needs_completion`: a JWT signed with a key of its own derived from JWT_SECRET (an
 * access token can never pass for one, nor one for an access token), for 30 minutes.
 */
export function createCompletionTickets(secret: string, clock: Clock) {
  const key = createHash('sha256').update(`oauth-completion:${secret}`).digest();
  return {
    async issue(claims: TicketClaims): Promise<string> {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ provider: claims.provider, email: claims.email, emailVerified: claims.emailVerified })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.subject)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TICKET_TTL_SECONDS)
        .sign(key);
    },

    /** The claims of a ticket we signed that has not expired; a 400 for anything else. */
    async read(ticket: string): Promise<TicketClaims> {
      try {
        const { payload } = await jwtVerify(ticket, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          currentDate: clock.now(),
        });
        const claims = claimsSchema.parse(payload);
        return {
          provider: claims.provider,
          subject: claims.sub,
          email: claims.email,
          emailVerified: claims.emailVerified,
        };
      } catch {
        throw ticketRefused();
      }
    },
  };
}

export type CompletionTickets = ReturnType<typeof createCompletionTickets>;
