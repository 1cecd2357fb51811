import { type OAuthProvider, PROVIDER_LABELS } from '../../contracts/oauth';
import { normalizePhone } from '../../contracts/phone';
import { z } from '../../contracts/zod';
import type { OAuthApiBases } from '../config';
import { ApiError } from '../http/errors';
import type { Logger } from '../logger';

/** Who a provider's access token belongs to, as the provider itself said. */
export interface ProviderPerson {
  provider: OAuthProvider;
  /** the provider's id for the person, as text */
  subject: string;
  email: string | null;
  /** the provider said the address is the person's, checked */
  emailVerified: boolean;
  /** the name, else the nickname, when the person agreed to give it */
  username: string | null;
  /** 010-1234-5678 */
  phone: string | null;
}

/** A user-info call that hangs must not hold the person's sign-in for long. */
const TIMEOUT_MS = 5_000;

export const tokenRefused = (provider: OAuthProvider) =>
  new ApiError(401, 'OAUTH_TOKEN_REFUSED', `${PROVIDER_LABELS[provider]} 로그인이 만료되었습니다. 다시 시도해주세요.`);

const unavailable = (provider: OAuthProvider) =>
  new ApiError(
    502,
    'OAUTH_PROVIDER_UNAVAILABLE',
    `${PROVIDER_LABELS[provider]}에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.`,
  );

const text = z.string().trim().min(1).optional().catch(undefined);

/** 카카오's GET /v2/user/me: only what the api reads; anything else it sends is ignored. */
const kakaoUserSchema = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
  properties: z.object({ nickname: text }).partial().optional().catch(undefined),
  kakao_account: z
    .object({
      name: text,
      profile: z.object({ nickname: text }).partial().optional().catch(undefined),
      email: text,
      is_email_valid: z.boolean().optional().catch(undefined),
      is_email_verified: z.boolean().optional().catch(undefined),
      phone_number: text,
    })
    .partial()
    .optional()
    .catch(undefined),
});

/** 네이버's GET /v1/nid/me: its `{ resultcode, message, response }` envelope. */
const naverEnvelopeSchema = z.object({ resultcode: z.string(), message: z.string().optional() });
const naverUserSchema = z.object({
  resultcode: z.literal('00'),
  response: z.object({ id: z.string().min(1), email: text, name: text, nickname: text, mobile: text }),
});

/** 카카오 writes numbers as `+82 10-1234-5678`; 네이버 as `010-1234-5678`. */
export function domesticPhone(value: string | undefined): string | null {
  if (!value) return null;
  const domestic = value.trim().replace(/^\+82[\s-]*0?/, '0');
  return normalizePhone(domestic);
}

function fromKakao(body: z.infer<typeof kakaoUserSchema>): ProviderPerson {
  const account = body.kakao_account ?? {};
  // an address 카카오 calls invalid (the mailbox is gone) is no address at all
  const email = account.is_email_valid === true ? (account.email ?? null) : null;
  return {
    provider: 'kakao',
    subject: String(body.id),
    email,
    emailVerified: email !== null && account.is_email_verified === true,
    username: account.name ?? account.profile?.nickname ?? body.properties?.nickname ?? null,
    phone: domesticPhone(account.phone_number),
  };
}

function fromNaver(body: z.infer<typeof naverUserSchema>): ProviderPerson {
  const { id, email, name, nickname, mobile } = body.response;
  return {
    provider: 'naver',
    subject: id,
    email: email ?? null,
    // 네이버 says nothing of whether the address was checked
    emailVerified: false,
    username: name ?? nickname ?? null,
    phone: domesticPhone(mobile),
  };
}

/** The person in a user-info answer, or null when the answer is not the provider's documented shape. */
function personOf(provider: OAuthProvider, body: unknown): ProviderPerson | null {
  if (provider === 'kakao') {
    const kakao = kakaoUserSchema.safeParse(body);
    return kakao.success ? fromKakao(kakao.data) : null;
  }
  const naver = naverUserSchema.safeParse(body);
  return naver.success ? fromNaver(naver.data) : null;
}

const USER_INFO_PATHS: Record<OAuthProvider, string> = { kakao: '/v2/user/me', naver: '/v1/nid/me' };

/**
 * The providers' user-info endpoints, asked with the access token the web received: the api
 * believes only what the provider answers. A refused token is the person's 401; a provider that
 * cannot be reached, answers 5xx or answers something unreadable is a 502, never a 500.
 */
export function createProviderAccounts(bases: OAuthApiBases, logger: Logger, fetchImpl: typeof fetch = fetch) {
  async function call(provider: OAuthProvider, accessToken: string): Promise<{ status: number; body: unknown }> {
    try {
      const response = await fetchImpl(`${bases[provider]}${USER_INFO_PATHS[provider]}`, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    } catch (error) {
      logger.warn({ err: error, provider }, 'oauth user info unreachable');
      throw unavailable(provider);
    }
  }

  return {
    async whoIs(provider: OAuthProvider, accessToken: string): Promise<ProviderPerson> {
      const { status, body } = await call(provider, accessToken);
      if (status >= 500) {
        logger.warn({ provider, status }, 'oauth user info failed');
        throw unavailable(provider);
      }
      // 네이버 answers a refused token with a non-00 resultcode (with 401, or even 200)
      const envelope = provider === 'naver' ? naverEnvelopeSchema.safeParse(body) : undefined;
      if (status >= 400 || (envelope?.success && envelope.data.resultcode !== '00')) throw tokenRefused(provider);
      const parsed = personOf(provider, body);
      if (!parsed) {
        logger.warn({ provider, status }, 'oauth user info unreadable');
        throw unavailable(provider);
      }
      return parsed;
    },
  };
}

export type ProviderAccounts = ReturnType<typeof createProviderAccounts>;
