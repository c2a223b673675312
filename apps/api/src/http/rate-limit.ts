import { MESSAGES } from '@vitrine/contracts';
import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Config } from '../config.js';
import { AppError } from './errors.js';

export type RateLimitedRoute =
  | 'order'
  | 'promo'
  | 'contact'
  | 'newsletter'
  | 'tracking'
  | 'ownerSignIn'
  | 'codeReminder';

export interface RateLimitSettings {
  windowMs: number;
  /** Requests per client address per window; 0 turns the limit off. */
  limits: Record<RateLimitedRoute, number>;
}

/**
 * A per-address limit on one write route (counted in this process): 429 in French once exceeded.
 * `countSuccesses: false` counts only the requests answered with an error (failed sign-ins); `keyOf`
 * counts by something else than the client address (the e-mail a mail is sent to).
 */
export function rateLimiter(
  route: RateLimitedRoute,
  settings: RateLimitSettings,
  { countSuccesses = true, keyOf }: { countSuccesses?: boolean; keyOf?: (req: Request) => string } = {},
): RequestHandler {
  const limit = settings.limits[route];
  if (limit === 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: settings.windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: route,
    skipSuccessfulRequests: !countSuccesses,
    ...(keyOf ? { keyGenerator: keyOf, identifier: `${route}-by-key` } : {}),
    handler: (_req, _res, next) => next(new AppError('rate_limited', MESSAGES.rateLimited)),
  });
}

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
    },
  };
}
