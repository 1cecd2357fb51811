import { newAccountFields, passwordSchema, requireCompanyFields, sessionTokensSchema } from './user';
import { z } from './zod';

/**
 * Signing in with 카카오 or 네이버. The web runs the authorization code flow and hands the provider's
 * access token to the api, which asks the provider itself who the person is: it believes nothing the
 * web says about them.
 */
export const OAUTH_PROVIDERS = ['kakao', 'naver'] as const;
export const oauthProviderSchema = z.enum(OAUTH_PROVIDERS, { error: '지원하지 않는 로그인 방법입니다.' });
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;

export const PROVIDER_LABELS: Record<OAuthProvider, string> = { kakao: '카카오', naver: '네이버' };

/** The provider's access token, as the web received it from the provider's token endpoint. */
export const oauthTokenBodySchema = z.object({
  accessToken: z
    .string({ error: '로그인 정보가 없습니다. 다시 시도해주세요.' })
    .min(1, { error: '로그인 정보가 없습니다. 다시 시도해주세요.' })
    .max(4096, { error: '로그인 정보가 올바르지 않습니다. 다시 시도해주세요.' }),
});
export type OAuthTokenBody = z.infer<typeof oauthTokenBodySchema>;

/** What the provider told the api about a person not yet a member, to prefill the completion page. */
export const oauthCompletionSchema = z.object({
  provider: oauthProviderSchema,
  /** signed by the api, for 30 minutes: the provider account the completed sign-up links */
  ticket: z.string(),
  email: z.string().nullable(),
  /** the provider said the address is verified: the account starts with it verified */
  emailVerified: z.boolean(),
  /** the name (or nickname) the provider gave, when it gave one */
  username: z.string().nullable(),
  phone: z.string().nullable(),
  /** a free login id to offer (영문 소문자와 숫자) */
  userIdSuggestion: z.string(),
});
export type OAuthCompletion = z.infer<typeof oauthCompletionSchema>;

/** `POST /oauth/{provider}`: a linked member is signed in; anyone else completes an account first. */
export const oauthSignInSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), tokens: sessionTokensSchema }),
  z.object({ status: z.literal('needs_completion'), completion: oauthCompletionSchema }),
]);
export type OAuthSignIn = z.infer<typeof oauthSignInSchema>;

export const oauthTicketSchema = z
  .string({ error: '가입 정보가 만료되었습니다. 처음부터 다시 시도해주세요.' })
  .min(1, { error: '가입 정보가 만료되었습니다. 처음부터 다시 시도해주세요.' })
  .max(2048, { error: '가입 정보가 올바르지 않습니다. 처음부터 다시 시도해주세요.' });

/** `POST /oauth/complete`: the sign-up's fields without a password, and the ticket. */
export const oauthCompleteBodySchema = z
  .object({ ...newAccountFields, ticket: oauthTicketSchema })
  .superRefine(requireCompanyFields);
export type OAuthCompleteBody = z.input<typeof oauthCompleteBodySchema>;

/** A provider account linked to the member. */
export const identitySchema = z.object({
  provider: oauthProviderSchema,
  /** the provider's address for the person, when it gave one */
  email: z.string().nullable(),
  linkedAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type Identity = z.infer<typeof identitySchema>;

/** `GET /my/sign-in-methods`: the member's ways in (no recent check needed: the check page asks it). */
export const signInMethodsSchema = z.object({
  hasPassword: z.boolean(),
  identities: z.array(identitySchema),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

/** `PUT /set-password`: a first password for a member who signed up with a provider. */
export const setPasswordBodySchema = z.object({ newPassword: passwordSchema });
