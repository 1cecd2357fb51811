import { z } from 'zod';
import { concurrencySetting, defaultConcurrency } from '../runtime/cluster';
import { PRODUCTION_PASSWORD_COST, type PasswordCost } from './auth/passwords';
import { isInMemoryDatabase } from './db/connect';

const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-in-production';
/** the demo's 무통장입금 account: buyers of a real site must never be told to transfer to it */
const DEMO_BANK_ACCOUNT = '국민은행|123456-01-234567|(주)빵잡';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    DATABASE_URL: z.string().default('file:./data/app.db'),
    /** how many api processes serve (src/cluster.ts) */
    API_CONCURRENCY: concurrencySetting,
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').default(DEV_JWT_SECRET),
    API_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(1800).default(1800),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
    REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    /** comma-separated addresses whose X-Forwarded-For is believed (the web tier) */
    TRUSTED_PROXIES: z.string().default('127.0.0.1,::1,::ffff:127.0.0.1'),
    /** sign-ups one client address may make in an hour (the e2e servers, all on a few addresses, take more) */
    SIGN_UPS_PER_HOUR: z.coerce.number().int().min(1).default(10),
    /** argon2id's cost of a new password hash (auth/passwords.ts); only tests lower it, production refuses less */
    PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(8).default(PRODUCTION_PASSWORD_COST.memoryKib),
    PASSWORD_HASH_PASSES: z.coerce.number().int().min(1).default(PRODUCTION_PASSWORD_COST.passes),
    SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
    /** how long the api keeps an anonymous public answer (0: off; see http/public-cache.ts) */
    PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).optional(),
    /** how often each api process writes the views it gathered (insights/view-counter.ts): what a killed process loses */
    VIEW_FLUSH_SECONDS: z.coerce.number().min(0.1).max(300).default(5),
    /** tests only: GET /_view/counts/{id} reads a posting's counts of today (the e2e api's database is in memory) */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** the test card stand-in is off in production unless this says true */
    PAYMENTS_ALLOW_TEST: z.enum(['true', 'false']).optional(),
    /** 무통장입금 account: bank|number|holder */
    BANK_ACCOUNT: z
      .string()
      .regex(/^[^|]+\|[^|]+\|[^|]+$/, 'BANK_ACCOUNT must read bank|number|holder')
      .default(DEMO_BANK_ACCOUNT),
    /** Toss Payments is offered when both keys are set */
    TOSS_SECRET_KEY: z.string().optional(),
    TOSS_CLIENT_KEY: z.string().optional(),
    TOSS_API_BASE: z.string().url().default('https://api.tosspayments.com'),
    /** where the api asks 카카오 and 네이버 who a sign-in's person is (user info); overridden by tests and staging */
    KAKAO_API_BASE: z.url({ protocol: /^https?$/ }).default('https://kapi.kakao.com'),
    NAVER_API_BASE: z.url({ protocol: /^https?$/ }).default('https://openapi.naver.com'),
    /** where mail goes out, e.g. smtp://user:pass@smtp.example.com:587; without it mail stays in the outbox */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('빵잡 <no-reply@bbangjob.kr>'),
    /** the web's address as people know it: every link in a mail starts with it */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** the web's port, for PUBLIC_URL's development default */
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** where pictures are kept when no S3 bucket is set */
    IMAGE_DIR: z.string().min(1).default('data/uploads'),
    /** pictures go to this S3-compatible bucket instead of IMAGE_DIR, shared by every api machine */
    S3_BUCKET: z.string().min(1).optional(),
    /** a service other than AWS (MinIO, Cloudflare R2, NCP Object Storage), e.g. https://kr.object.ncloudstorage.com */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('ap-northeast-2'),
    /** without the pair, the AWS SDK's own chain (instance role, ~/.aws) is used */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** bucket in the path (endpoint/bucket/name) rather than the host name, as most S3-compatible services want */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    /**
     * comma-separated purge addresses of the caching proxies in front, e.g. http://127.0.0.1:8081
     * (deploy/nginx.conf): a removed picture is evicted there too
     */
    IMAGE_CACHE_PURGE_URLS: z
      .string()
      .default('')
      .transform((value) => value.split(',').map((url) => url.trim().replace(/\/+$/, '')))
      .pipe(z.array(z.union([z.literal(''), z.url({ protocol: /^https?$/ })])))
      .transform((urls) => urls.filter(Boolean)),
    /** web push's VAPID pair (base64url, as `npx web-push generate-vapid-keys` prints); push is off without it */
    VAPID_PUBLIC_KEY: z
      .string()
      .refine(
        (key) => base64urlBytes(key) === 65 && key.startsWith('B'),
        'VAPID_PUBLIC_KEY must be a P-256 public key in base64url (87 characters)',
      )
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .refine(
        (key) => base64urlBytes(key) === 32,
        'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)',
      )
      .optional(),
    /** who the push services may contact about our pushes: a mailto: or https: URL */
    VAPID_SUBJECT: z
      .url({ protocol: /^(mailto|https)$/, error: 'VAPID_SUBJECT must be a mailto: or https: URL' })
      .optional(),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET !== DEV_JWT_SECRET, {
    message: 'JWT_SECRET must be set in production',
    path: ['JWT_SECRET'],
  })
  .refine(
    (env) =>
      env.NODE_ENV !== 'production' ||
      (env.PASSWORD_HASH_MEMORY_KIB >= PRODUCTION_PASSWORD_COST.memoryKib &&
        env.PASSWORD_HASH_PASSES >= PRODUCTION_PASSWORD_COST.passes),
    {
      message: `PASSWORD_HASH_MEMORY_KIB and PASSWORD_HASH_PASSES may not be below ${PRODUCTION_PASSWORD_COST.memoryKib} and ${PRODUCTION_PASSWORD_COST.passes} in production`,
      path: ['PASSWORD_HASH_MEMORY_KIB'],
    },
  )
  .refine((env) => env.NODE_ENV !== 'production' || env.BANK_ACCOUNT !== DEMO_BANK_ACCOUNT, {
    message: 'BANK_ACCOUNT must be set in production: the account buyers transfer to, as bank|number|holder',
    path: ['BANK_ACCOUNT'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL, {
    message: 'PUBLIC_URL must be set in production (e.g. https://bbangjob.kr)',
    path: ['PUBLIC_URL'],
  })
  .refine((env) => !(isInMemoryDatabase(env.DATABASE_URL) && (env.API_CONCURRENCY ?? 1) > 1), {
    message:
      "DATABASE_URL=file::memory: is one process's own database, which other processes cannot see: " +
      'set API_CONCURRENCY=1, or use a database file (file:./data/app.db) or PostgreSQL',
    path: ['API_CONCURRENCY'],
  })
  .refine((env) => !env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY, {
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    path: ['VAPID_PRIVATE_KEY'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.VAPID_PUBLIC_KEY, {
    message:
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set in production (npx web-push generate-vapid-keys makes a pair)',
    path: ['VAPID_PUBLIC_KEY'],
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    path: ['S3_SECRET_ACCESS_KEY'],
  });

/** How many bytes a base64url string holds; -1 when it is not base64url. */
function base64urlBytes(value: string): number {
  return /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : -1;
}

/** The address of a From header (`빵잡 <no-reply@bbangjob.kr>` → `no-reply@bbangjob.kr`), if it has one. */
function addressOf(from: string): string | null {
  return /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? (/^[^<>\s]+@[^<>\s]+$/.test(from.trim()) ? from.trim() : null);
}

export interface ApiConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  databaseUrl: string;
  /** how many processes serve requests: 1 is one process, more a cluster of that many workers */
  concurrency: number;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  refreshGraceSeconds: number;
  trustedProxies: string[];
  /** sign-ups one client address may make in an hour */
  signUpsPerHour: number;
  /** argon2id's cost of a new password hash */
  passwordCost: PasswordCost;
  /** whether an empty database gets the demo accounts on start */
  seedDemoData: boolean;
  logLevel: string;
  /** seconds an anonymous public answer is reused; 0 (off) under tests unless asked for */
  publicCacheSeconds: number;
  /** seconds between two writes of the views a process gathered */
  viewFlushSeconds: number;
  payments: PaymentsConfig;
  mail: MailConfig;
  images: ImageStorageConfig;
  push: PushConfig;
  /** the user-info hosts of 카카오 and 네이버, without a trailing slash */
  oauthApiBases: OAuthApiBases;
}

export interface PushConfig {
  /** null: push is off (no key to subscribe with, nothing sent) */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  /**
   * Whether a subscription may name a push service over plain http on a loopback host (a test push
   * service such as web-push-testing): never in production, where every push service is https.
   */
  loopbackHttp: boolean;
}

export interface OAuthApiBases {
  kakao: string;
  naver: string;
}

export interface ImageStorageConfig {
  /** the folder of the local-disk storage (used when `s3` is null) */
  dir: string;
  s3: S3Config | null;
  /** the caching proxies' purge addresses (none: nothing to evict) */
  cachePurgeUrls: string[];
}

export interface S3Config {
  bucket: string;
  region: string;
  /** null: AWS itself */
  endpoint: string | null;
  /** null: the AWS SDK's default credential chain */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
}

export interface MailConfig {
  /** null: mail is kept in the outbox (and logged), read at /admin/mail */
  smtpUrl: string | null;
  from: string;
  /** the web's origin without a trailing slash, e.g. https://bbangjob.kr */
  publicUrl: string;
}

export interface PaymentsConfig {
  testEnabled: boolean;
  bankAccount: { bank: string; number: string; holder: string };
  /** null when Toss Payments is not configured */
  toss: { secretKey: string; clientKey: string; apiBase: string } | null;
}

/** The sender's address as a mailto: URL, else the site's https address, else the board's own. */
function vapidSubject(mailFrom: string, publicUrl: string | undefined): string {
  const address = addressOf(mailFrom);
  if (address) return `mailto:${address}`;
  return publicUrl?.startsWith('https:') ? new URL(publicUrl).origin : 'mailto:no-reply@bbangjob.kr';
}

/** Reads and checks the environment once at start-up; a bad value stops the process with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid api environment:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.API_PORT,
    databaseUrl: e.DATABASE_URL,
    // an in-memory database is one process's: it stays one process unless told otherwise (refused above)
    concurrency: e.API_CONCURRENCY ?? (isInMemoryDatabase(e.DATABASE_URL) ? 1 : defaultConcurrency(e.NODE_ENV)),
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.API_ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    refreshGraceSeconds: e.REFRESH_GRACE_SECONDS,
    trustedProxies: e.TRUSTED_PROXIES.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    signUpsPerHour: e.SIGN_UPS_PER_HOUR,
    passwordCost: { memoryKib: e.PASSWORD_HASH_MEMORY_KIB, passes: e.PASSWORD_HASH_PASSES },
    seedDemoData: e.SEED_DEMO_DATA ? e.SEED_DEMO_DATA === 'true' : e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 10),
    viewFlushSeconds: e.VIEW_FLUSH_SECONDS,
    payments: {
      testEnabled: e.PAYMENTS_ALLOW_TEST ? e.PAYMENTS_ALLOW_TEST === 'true' : e.NODE_ENV !== 'production',
      bankAccount: (([bank, number, holder]) => ({ bank: bank!, number: number!, holder: holder! }))(
        e.BANK_ACCOUNT.split('|').map((part) => part.trim()),
      ),
      toss:
        e.TOSS_SECRET_KEY && e.TOSS_CLIENT_KEY
          ? { secretKey: e.TOSS_SECRET_KEY, clientKey: e.TOSS_CLIENT_KEY, apiBase: e.TOSS_API_BASE.replace(/\/$/, '') }
          : null,
    },
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
    },
    images: {
      dir: e.IMAGE_DIR,
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT ?? null,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : null,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : null,
      cachePurgeUrls: e.IMAGE_CACHE_PURGE_URLS,
    },
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? {
              publicKey: e.VAPID_PUBLIC_KEY,
              privateKey: e.VAPID_PRIVATE_KEY,
              subject: e.VAPID_SUBJECT ?? vapidSubject(e.MAIL_FROM, e.PUBLIC_URL),
            }
          : null,
      loopbackHttp: e.NODE_ENV !== 'production',
    },
    oauthApiBases: { kakao: e.KAKAO_API_BASE.replace(/\/+$/, ''), naver: e.NAVER_API_BASE.replace(/\/+$/, '') },
  };
}
