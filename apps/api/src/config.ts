import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_VAT_PERCENT,
  normalisePhone,
  OWNER_EVENT_HEARTBEAT_MS,
  toMillimes,
} from '@vitrine/contracts';
import { z } from 'zod';
import { isPasswordHash } from './password.js';
import { REPO_ROOT, WEB_DIST_DIR } from './paths.js';

/** The boutique's phone, as the storefront's header and footer show it. */
export const DEFAULT_SHOP_PHONE = '+216 71 000 000';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** PostgreSQL server to use; without it the shop runs an embedded PostgreSQL under DATA_DIR. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data')),
    /** Uploaded and generated images, served at /storage. Defaults to DATA_DIR/storage. */
    STORAGE_DIR: z.string().optional(),
    /** An S3-compatible bucket for the owner's photos instead of STORAGE_DIR (several instances). */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    /** The S3-compatible server (MinIO, R2, Scaleway…); AWS S3 itself when unset. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().default('us-east-1'),
    /** Both or neither: without them the SDK's own chain applies (instance role, AWS_* variables). */
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (most self-hosted servers). */
    S3_FORCE_PATH_STYLE: flag.default(false),
    WEB_DIST_DIR: z.string().default(WEB_DIST_DIR),
    /**
     * The shop's public origin (`https://www.vitrine.tn`): every absolute address it writes (canonical
     * links, previews, structured data, sitemap) starts with it, never with a request's Host.
     */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/ })
      .refine((url) => /^https?:\/\/[^/?#]+\/?$/.test(url), {
        message: 'an origin only, scheme and host (the shop is served at the root): https://www.vitrine.tn',
      })
      .optional(),
    SEED_DEMO_DATA: flag.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `auto`: one readable line per event on a terminal, JSON lines otherwise (a file, a pipe, a collector). */
    LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** How long a query waits for a database connection; past it the request is answered 503. */
    DATABASE_CONNECT_TIMEOUT_S: z.coerce.number().int().min(1).max(60).default(5),
    /** A statement running longer than this is cancelled and the request answered 503 (0: no limit). */
    DATABASE_STATEMENT_TIMEOUT_S: z.coerce.number().int().min(0).max(600).default(5),
    /** A statement waiting longer than this for a lock (a table locked elsewhere) gives up: 503 (0: no limit). */
    DATABASE_LOCK_TIMEOUT_S: z.coerce.number().int().min(0).max(600).default(2),
    /** Catalogue answers kept in memory until PostgreSQL announces a change (false: always read). */
    CATALOGUE_CACHE: flag.default(true),
    /** Memory the cached catalogue answers and rendered pages may take, in MB (a quarter for pages). */
    CATALOGUE_CACHE_MB: z.coerce.number().positive().default(64),
    /** Port of Prisma Studio (`pnpm db:studio`). */
    STUDIO_PORT: z.coerce.number().int().min(1).max(65_535).default(5555),

    /** Slow clients are dropped: all request headers must arrive within this many seconds… */
    HTTP_HEADERS_TIMEOUT_S: z.coerce.number().int().min(1).max(300).default(10),
    /** …and the whole request, body included, within this many. */
    HTTP_REQUEST_TIMEOUT_S: z.coerce.number().int().min(1).max(300).default(30),
    /** An idle keep-alive connection is closed after this many seconds (above a proxy's own idle timeout). */
    HTTP_KEEP_ALIVE_TIMEOUT_S: z.coerce.number().int().min(1).max(300).default(5),
    /** On SIGTERM, requests in flight get this many seconds to finish before their connections are closed. */
    SHUTDOWN_GRACE_S: z.coerce.number().int().min(0).max(120).default(8),
    /**
     * On SIGTERM, /api/health/ready answers 503 at once, and the shop goes on serving this many seconds
     * before it stops accepting connections (behind a load balancer: its probe interval × failures).
     */
    SHUTDOWN_DELAY_S: z.coerce.number().int().min(0).max(120).default(0),

    /** SMTP server for the shop's e-mails; without it they are written as .eml files to MAIL_OUTBOX_DIR. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** Where e-mails go without SMTP_URL. Defaults to DATA_DIR/outbox. */
    MAIL_OUTBOX_DIR: z.string().optional(),
    MAIL_FROM: z.string().min(3).default('Vitrine <no-reply@vitrine.tn>'),
    /** Receives new orders and contact messages. */
    SHOP_EMAIL: z.email().default('boutique@vitrine.tn'),
    /** A size's stock at which the shop receives one mail (« Stock bas »), until it is restocked above. */
    LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(1000).default(2),
    /**
     * The shop's phone, given to a shopper whose order it cannot take online (a blocked number): a
     * Tunisian number, 8 digits with or without +216, written back as `+216 71 000 000`.
     */
    SHOP_PHONE: z
      .string()
      .transform(normalisePhone)
      .pipe(
        z.string().regex(/^\d{8}$/, { message: 'a Tunisian phone number: 8 digits, with or without +216' }),
      )
      .transform((digits) => `+216 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`)
      .default(DEFAULT_SHOP_PHONE),
    /** VAT rate of the shop's tax-included prices, in percent (invoices show it): 19 by default. */
    TVA_TAUX: z.coerce.number().min(0).max(100).default(DEFAULT_VAT_PERCENT),
    /** Stamp duty added to each invoice, in dinars (`1.000`); 0, the default, prints no such line. */
    DROIT_DE_TIMBRE: z
      .string()
      .regex(/^\d{1,4}(\.\d{1,3})?$/, { message: 'an amount in dinars with at most 3 decimals: 1.000' })
      .transform(toMillimes)
      .default(0),

    /** Signs the anti-forgery tokens; several instances must share it. Generated under DATA_DIR when unset. */
    CSRF_SECRET: z.string().min(32).optional(),
    /** Express's `trust proxy`: the proxies' addresses (`loopback`, `10.0.0.0/8`…), a hop count, or false. */
    TRUST_PROXY: z.string().default('false'),
    /** Rate limits: requests per client address per window on each write route; 0 turns one off. */
    RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(600),
    RATE_LIMIT_ORDER: z.coerce.number().int().min(0).default(30),
    RATE_LIMIT_PROMO: z.coerce.number().int().min(0).default(30),
    RATE_LIMIT_CONTACT: z.coerce.number().int().min(0).default(5),
    RATE_LIMIT_NEWSLETTER: z.coerce.number().int().min(0).default(5),
    /** Order tracking answers only when reference and phone match: few tries, so phones cannot be guessed. */
    RATE_LIMIT_TRACKING: z.coerce.number().int().min(0).default(10),
    /** Failed sign-ins to the owner console per client address per window. */
    RATE_LIMIT_OWNER_SIGN_IN: z.coerce.number().int().min(0).default(10),
    /** « Code client oublié ? »: per client address and per e-mail asked for, so no inbox is flooded. */
    RATE_LIMIT_CODE_REMINDER: z.coerce.number().int().min(0).default(5),
    /** Saves of an abandoned checkout's draft (debounced as the shopper types and changes the cart). */
    RATE_LIMIT_DRAFT: z.coerce.number().int().min(0).default(120),
    /** Orders placed with one delivery phone in 24 h, whatever the address they come from. */
    RATE_LIMIT_ORDERS_PER_PHONE: z.coerce.number().int().min(0).default(5),
    /** The console's event stream sends a comment this often: lower behind a proxy that closes idle links sooner. */
    OWNER_EVENTS_HEARTBEAT_S: z.coerce
      .number()
      .int()
      .min(1)
      .max(300)
      .default(OWNER_EVENT_HEARTBEAT_MS / 1000),

    /** The owner console's password as `pnpm owner:password` prints it (production). */
    OWNER_PASSWORD_HASH: z
      .string()
      .refine(isPasswordHash, {
        message: 'expected a hash printed by `pnpm owner:password` (scrypt$N$r$p$salt$hash)',
      })
      .optional(),
    /** The owner console's password in clear (development, tests). */
    OWNER_PASSWORD: z.string().min(8, { message: 'at least 8 characters' }).max(200).optional(),
  })
  .refine((env) => !(env.OWNER_PASSWORD_HASH && env.OWNER_PASSWORD), {
    message: 'set OWNER_PASSWORD_HASH or OWNER_PASSWORD, not both',
    path: ['OWNER_PASSWORD'],
  })
  // Several instances behind a load balancer must share these: a secret each instance made up for
  // itself would refuse the tokens and the owner's password of the others.
  .refine((env) => env.NODE_ENV !== 'production' || env.CSRF_SECRET !== undefined, {
    message: 'required when NODE_ENV=production (the same for every instance: `openssl rand -hex 32`)',
    path: ['CSRF_SECRET'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.OWNER_PASSWORD_HASH !== undefined, {
    message:
      'required when NODE_ENV=production (the same for every instance: `pnpm owner:password`; OWNER_PASSWORD is for development)',
    path: ['OWNER_PASSWORD_HASH'],
  })
  // `true` believes any X-Forwarded-For: a client reaching the port directly picks its own address,
  // and with it a fresh rate-limit budget for each guess of the owner's password.
  .refine((env) => env.NODE_ENV !== 'production' || env.TRUST_PROXY !== 'true', {
    message:
      "`true` is refused when NODE_ENV=production (a client could pick its own address): give the proxy's addresses instead (e.g. `loopback` or `10.0.0.0/8`)",
    path: ['TRUST_PROXY'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL !== undefined, {
    message: 'required when NODE_ENV=production (the address shoppers type, e.g. https://www.vitrine.tn)',
    path: ['PUBLIC_URL'],
  })
  .refine((env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined), {
    message: 'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    path: ['S3_SECRET_ACCESS_KEY'],
  })
  .refine(
    (env) =>
      env.S3_BUCKET !== undefined ||
      (env.S3_ENDPOINT === undefined && env.S3_ACCESS_KEY_ID === undefined && !env.S3_FORCE_PATH_STYLE),
    {
      message: 'required when other S3_ variables are set (photos go to the folder without it)',
      path: ['S3_BUCKET'],
    },
  )
  .refine((env) => env.HTTP_HEADERS_TIMEOUT_S <= env.HTTP_REQUEST_TIMEOUT_S, {
    // Node refuses a headers timeout longer than the request's.
    message: 'HTTP_HEADERS_TIMEOUT_S must not exceed HTTP_REQUEST_TIMEOUT_S',
    path: ['HTTP_HEADERS_TIMEOUT_S'],
  });

export type Config = Omit<z.infer<typeof EnvSchema>, 'STORAGE_DIR' | 'MAIL_OUTBOX_DIR' | 'PUBLIC_URL'> & {
  STORAGE_DIR: string;
  MAIL_OUTBOX_DIR: string;
  /** An origin, without path or trailing slash. */
  PUBLIC_URL: string;
};

/** Every variable the shop reads (docker-compose.yml's are checked against these). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

/** Reads the environment once, at boot; nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`SMTP_URL=` in a compose file) means "not set", not an invalid value.
  // In English whatever zod's global locale (the contracts set French for shoppers): these messages are
  // read by whoever deploys the shop.
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
    { error: z.locales.en().localeError },
  );
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const config = parsed.data;
  return {
    ...config,
    STORAGE_DIR: config.STORAGE_DIR ?? path.join(config.DATA_DIR, 'storage'),
    MAIL_OUTBOX_DIR: config.MAIL_OUTBOX_DIR ?? path.join(config.DATA_DIR, 'outbox'),
    // In development, the address `pnpm start` prints (`pnpm dev`'s pages name their own, see dev-server.ts).
    PUBLIC_URL: new URL(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).origin,
  };
}

/** CSRF_SECRET, or a random secret kept in DATA_DIR so tokens outlive a restart. */
export function csrfSecret(config: Config): string {
  if (config.CSRF_SECRET) return config.CSRF_SECRET;
  const file = path.join(config.DATA_DIR, 'csrf-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** TRUST_PROXY as Express understands it. */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}
