import { z } from 'zod';
import { concurrencySetting, defaultConcurrency } from '#runtime/cluster';
import { OAUTH_PROVIDERS, type OAuthProvider } from '#contracts/oauth';
import type { BusinessInfo } from '../features/account/business-info';
import { isTokenPage } from '../features/account/token-pages';

const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** how many web processes serve (api/runtime/cluster.ts); npm start's embedded default sets 1 */
    WEB_CONCURRENCY: concurrencySetting,
    /**
     * Where visitors reach the site, e.g. https://bbangjob.kr: the payment return URLs are built from
     * it, never from the request's Host. npm start sets the local URL; production must set it.
     */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    API_BASE_URL: z.url().default('http://localhost:4000'),
    /** how long a token refresh may take before the page answers 503 (the session stays) */
    API_REFRESH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    SESSION_SECRET: z.string().min(16).default(DEV_SESSION_SECRET),
    /** Secure cookies (HTTPS only); on by default in production */
    COOKIE_SECURE: z.enum(['true', 'false']).optional(),
    GA_MEASUREMENT_ID: z.string().optional(),
    CHANNEL_PLUGIN_KEY: z.string().optional(),
    CHANNEL_SCRIPT_URL: z.url().default('https://cdn.channel.io/plugin/ch-plugin-web.js'),
    BUSINESS_NAME: z.string().default('(주)빵잡'),
    BUSINESS_CEO: z.string().default('홍길동'),
    BUSINESS_REGISTRATION_NUMBER: z.string().default('123-45-67891'),
    BUSINESS_JOB_INFO_REPORT_NUMBER: z.string().default('서울마포-2026-01'),
    BUSINESS_ADDRESS: z.string().default('서울특별시 마포구 양화로 45, 3층'),
    BUSINESS_PHONE: z.string().default('02-000-0000'),
    BUSINESS_EMAIL: z.string().default('help@bbangjob.kr'),
    PRIVACY_POLICY_URL: z.string().default('https://bbangjob.kr/privacy'),
    /** comma-separated addresses whose X-Forwarded-Host/-Proto/-For are believed (as the api's) */
    TRUSTED_PROXIES: z.string().default('127.0.0.1,::1,::ffff:127.0.0.1'),
    /** set with the api's: the pages may then load Toss Payments' checkout script */
    TOSS_CLIENT_KEY: z.string().optional(),
    /** 카카오 sign-in (app/features/oauth): offered only when both are set */
    KAKAO_CLIENT_ID: z.string().min(1).optional(),
    KAKAO_CLIENT_SECRET: z.string().min(1).optional(),
    /** 카카오's authorization server (/oauth/authorize, /oauth/token); another for tests and staging */
    KAKAO_AUTH_BASE: z.url().default('https://kauth.kakao.com'),
    /** 네이버 sign-in: offered only when both are set */
    NAVER_CLIENT_ID: z.string().min(1).optional(),
    NAVER_CLIENT_SECRET: z.string().min(1).optional(),
    /** 네이버's authorization server (/oauth2.0/authorize, /oauth2.0/token) */
    NAVER_AUTH_BASE: z.url().default('https://nid.naver.com'),
    /** tests: the web server's log lines (browser errors among them) are also appended to this file */
    WEB_LOG_FILE: z.string().optional(),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.SESSION_SECRET !== DEV_SESSION_SECRET, {
    message: 'SESSION_SECRET must be set in production',
    path: ['SESSION_SECRET'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL, {
    message: 'PUBLIC_URL must be set in production (e.g. https://bbangjob.kr)',
    path: ['PUBLIC_URL'],
  });

function load() {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web environment:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** The web tier's environment, checked once when the server starts. */
export const env = load();

/** how many processes serve pages: 1 is one process, more a cluster of that many workers */
export const webConcurrency = env.WEB_CONCURRENCY ?? defaultConcurrency(env.NODE_ENV);

export const cookieSecure = env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : env.NODE_ENV === 'production';

/** This site's origin as visitors know it (PUBLIC_URL without a path). */
export const publicOrigin = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin;

/** A path on this site as an absolute URL: what crawlers and link previews are given. */
export const absoluteUrl = (path: string) => new URL(path, publicOrigin).href;

export const trustedProxies = env.TRUSTED_PROXIES.split(',')
  .map((address) => address.trim())
  .filter(Boolean);

/** A provider's app as registered with it, when its keys are set. */
export interface ProviderApp {
  clientId: string;
  clientSecret: string;
  /** the provider's authorization server, without a trailing slash */
  authBase: string;
}

/** The providers people may sign in with: those whose id and secret are both set. */
export const providerApps: Partial<Record<OAuthProvider, ProviderApp>> = Object.fromEntries(
  (
    [
      ['kakao', env.KAKAO_CLIENT_ID, env.KAKAO_CLIENT_SECRET, env.KAKAO_AUTH_BASE],
      ['naver', env.NAVER_CLIENT_ID, env.NAVER_CLIENT_SECRET, env.NAVER_AUTH_BASE],
    ] as const
  ).flatMap(([provider, clientId, clientSecret, authBase]) =>
    clientId && clientSecret ? [[provider, { clientId, clientSecret, authBase: authBase.replace(/\/+$/, '') }]] : [],
  ),
);

export const signInProviders = (): OAuthProvider[] => OAUTH_PROVIDERS.filter((provider) => providerApps[provider]);

/**
 * What the browser may know on the page at `pathname`: sent with the root loader. A mailed link's
 * page gets neither analytics nor the chat widget, whose scripts would read the token in its address.
 */
export function publicEnv(pathname: string) {
  const thirdParties = !isTokenPage(pathname);
  return {
    GA_MEASUREMENT_ID: thirdParties ? (env.GA_MEASUREMENT_ID ?? null) : null,
    CHANNEL_PLUGIN_KEY: thirdParties ? (env.CHANNEL_PLUGIN_KEY ?? null) : null,
    CHANNEL_SCRIPT_URL: env.CHANNEL_SCRIPT_URL,
    /** the 카카오/네이버 buttons shown: the providers whose keys are set */
    SIGN_IN_PROVIDERS: signInProviders(),
  };
}
export type PublicEnv = ReturnType<typeof publicEnv>;

/** The footer's business details (전자상거래법 and 직업안정법 require them on every page). */
export function businessInfo(): BusinessInfo {
  return {
    name: env.BUSINESS_NAME,
    ceo: env.BUSINESS_CEO,
    registrationNumber: env.BUSINESS_REGISTRATION_NUMBER,
    jobInfoReportNumber: env.BUSINESS_JOB_INFO_REPORT_NUMBER,
    address: env.BUSINESS_ADDRESS,
    phone: env.BUSINESS_PHONE,
    email: env.BUSINESS_EMAIL,
    privacyPolicyUrl: env.PRIVACY_POLICY_URL,
  };
}
