import { MESSAGES } from '@vitrine/contracts';
import type { Request, RequestHandler, Response } from 'express';
import { type ClientRateLimitInfo, type Options, rateLimit, type Store } from 'express-rate-limit';
import type pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { AppError } from '../app-error.js';
import type { Config } from '../config.js';

export type RateLimitedRoute =
  | 'order'
  | 'promo'
  | 'contact'
  | 'newsletter'
  | 'tracking'
  | 'ownerSignIn'
  | 'codeReminder'
  | 'draft';

export interface RateLimitSettings {
  windowMs: number;
  /** Requests per client address per window; 0 turns the limit off. */
  limits: Record<RateLimitedRoute, number>;
  /**
   * Orders placed with one delivery phone in 24 h, from any address; 0 turns the limit off. Counted
   * from the orders themselves in the order's transaction (features/orders/place.ts), not per request
   * here: an order's phone may be its client code's, known only once the code is read, and only an
   * order actually placed uses the budget.
   */
  ordersPerPhone: number;
}

/**
 * express-rate-limit's counts kept in PostgreSQL (rate-limiter-flexible's table, `rate_limits`, made
 * by our migrations), so every copy of the shop on the database counts against one budget per client.
 */
class PostgresCounts implements Store {
  readonly localKeys = false;
  #counts: RateLimiterPostgres | undefined;

  constructor(
    private readonly pool: pg.Pool,
    readonly prefix: string,
  ) {}

  init(options: Options) {
    this.#counts = new RateLimiterPostgres({
      storeClient: this.pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: this.prefix,
      // Only counted here: express-rate-limit compares the count with the limit.
      points: Number.MAX_SAFE_INTEGER,
      duration: Math.ceil(options.windowMs / 1000),
    });
  }

  private get counts(): RateLimiterPostgres {
    if (!this.#counts) throw new Error('PostgresCounts used before express-rate-limit initialised it');
    return this.#counts;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const counted = await this.counts.penalty(key, 1);
    return { totalHits: counted.consumedPoints, resetTime: new Date(Date.now() + counted.msBeforeNext) };
  }

  async decrement(key: string) {
    await this.counts.reward(key, 1);
  }

  async resetKey(key: string) {
    await this.counts.delete(key);
  }
}

/**
 * A per-client limit on one write route, counted in PostgreSQL across the shop's instances: 429 in
 * French once exceeded. The database away, the request is refused (503) rather than let through
 * uncounted: every limited route writes, and a guess let through is the harm the limit prevents.
 * `counted` says which answers count (failed sign-ins, an order's 409), all by default; `keyOf` counts
 * by something else than the client address (the e-mail a mail is sent to), and leaves the requests
 * for which it has no key alone; `exempt` lets a request through uncounted (the owner's known device).
 */
export function rateLimiter(
  route: RateLimitedRoute,
  settings: RateLimitSettings,
  pool: pg.Pool,
  {
    counted,
    keyOf,
    exempt,
  }: {
    counted?: (res: Response) => boolean;
    keyOf?: (req: Request) => string | undefined;
    exempt?: (req: Request, res: Response) => boolean;
  } = {},
): RequestHandler {
  const limit = settings.limits[route];
  if (limit === 0) return (_req, _res, next) => next();
  const identifier = keyOf ? `${route}-by-key` : route;
  return rateLimit({
    windowMs: settings.windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier,
    store: new PostgresCounts(pool, `${identifier}:`),
    passOnStoreError: false,
    // Every request is counted on arrival; the answers that do not count are taken back once sent.
    ...(counted ? { skipSuccessfulRequests: true, requestWasSuccessful: (_req, res) => !counted(res) } : {}),
    ...(keyOf ? { keyGenerator: (req) => keyOf(req) ?? '' } : {}),
    skip: (req, res) => (keyOf !== undefined && keyOf(req) === undefined) || (exempt?.(req, res) ?? false),
    handler: (_req, _res, next) => next(new AppError('rate_limited', MESSAGES.rateLimited)),
  });
}

/**
 * The keys « Code client oublié ? » and a new client's order answered 409 are counted under, with
 * `rateLimiter('codeReminder', …)`: both tell whether a client has this e-mail (or phone), so they
 * share one budget per e-mail and one per phone.
 */
export const CLIENT_CONTACT_KEYS = {
  email: (email: string) => `email:${email}`,
  phone: (phone: string) => `phone:${phone}`,
};

/** The limits set by RATE_LIMIT_* (see config.ts). */
export function rateLimitsFromConfig(
  config: Pick<
    Config,
    | 'RATE_LIMIT_WINDOW_S'
    | 'RATE_LIMIT_ORDER'
    | 'RATE_LIMIT_PROMO'
    | 'RATE_LIMIT_CONTACT'
    | 'RATE_LIMIT_NEWSLETTER'
    | 'RATE_LIMIT_TRACKING'
    | 'RATE_LIMIT_OWNER_SIGN_IN'
    | 'RATE_LIMIT_CODE_REMINDER'
    | 'RATE_LIMIT_DRAFT'
    | 'RATE_LIMIT_ORDERS_PER_PHONE'
  >,
): RateLimitSettings {
  return {
    windowMs: config.RATE_LIMIT_WINDOW_S * 1000,
    limits: {
      order: config.RATE_LIMIT_ORDER,
      promo: config.RATE_LIMIT_PROMO,
      contact: config.RATE_LIMIT_CONTACT,
      newsletter: config.RATE_LIMIT_NEWSLETTER,
      tracking: config.RATE_LIMIT_TRACKING,
      ownerSignIn: config.RATE_LIMIT_OWNER_SIGN_IN,
      codeReminder: config.RATE_LIMIT_CODE_REMINDER,
      draft: config.RATE_LIMIT_DRAFT,
    },
    ordersPerPhone: config.RATE_LIMIT_ORDERS_PER_PHONE,
  };
}
