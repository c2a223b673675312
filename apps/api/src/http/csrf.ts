import { randomBytes } from 'node:crypto';
import { MESSAGES, XSRF_COOKIE, XSRF_HEADER } from '@vitrine/contracts';
import { doubleCsrf } from 'csrf-csrf';
import type { CookieOptions, Request, RequestHandler } from 'express';
import { AppError } from '../app-error.js';

// Signed double-submit: the GETs that hand out the token (TOKEN_GETS) make sure the visitor holds an
// XSRF-TOKEN cookie (readable by the storefront's script), and every other method must echo it in
// X-XSRF-TOKEN. The token is an HMAC over a random visitor id kept in an httpOnly cookie, so a token
// planted from elsewhere is useless. Other GETs (the catalogue's answers, most of the traffic) need no
// token: they neither check nor set one, and cost no HMAC or cookie.

export const VISITOR_COOKIE = 'vitrine_visitor';

/** Node lower-cases the names of incoming headers. */
const TOKEN_HEADER = XSRF_HEADER.toLowerCase();
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * The GETs under /api that hand out the token (paths within /api, lower-cased: Express routes ignore
 * case): /Sex, which the storefront reads before its first write (apps/web/src/lib/api-client.ts,
 * ensureXsrfToken), and /health, which the tests, the benches and the resilience suite read.
 */
const TOKEN_GETS = new Set(['/sex', '/health']);
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

export function antiForgery(secret: string): RequestHandler {
  const { generateCsrfToken, validateRequest } = doubleCsrf({
    getSecret: () => secret,
    getSessionIdentifier: (req) => visitorId(req) ?? '',
    cookieName: XSRF_COOKIE,
    cookieOptions: { sameSite: 'strict', path: '/', httpOnly: false },
    getCsrfTokenFromRequest: (req) => headerValue(req.headers[TOKEN_HEADER]),
  });

  /** The cookie is reusable only if it was signed for this visitor with the current secret. */
  const cookieTokenIsValid = (req: Request): boolean => {
    const token = req.cookies?.[XSRF_COOKIE];
    if (typeof token !== 'string' || token === '') return false;
    const probe = Object.create(req, { headers: { value: { [TOKEN_HEADER]: token } } }) as Request;
    return validateRequest(probe);
  };

  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) {
      if (req.method === 'GET' && handsOutToken(req)) {
        const cookie = cookieOptions(req);
        if (!visitorId(req)) {
          const id = randomBytes(18).toString('base64url');
          res.cookie(VISITOR_COOKIE, id, { ...cookie, httpOnly: true, maxAge: ONE_YEAR_MS });
          req.cookies = { ...req.cookies, [VISITOR_COOKIE]: id };
        }
        if (!cookieTokenIsValid(req)) generateCsrfToken(req, res, { overwrite: true, cookieOptions: cookie });
      }
      next();
      return;
    }
    if (!fromOurOrigin(req)) throw new AppError('forbidden', MESSAGES.crossOrigin);
    if (!validateRequest(req)) throw new AppError('forbidden', MESSAGES.csrfInvalid);
    next();
  };
}

function handsOutToken(req: Request): boolean {
  const path = req.path.toLowerCase();
  return TOKEN_GETS.has(path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
}

/** Browsers say where a request comes from; clients that are not browsers cannot be forged into one. */
export function fromOurOrigin(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = req.get('origin');
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false;
  }
}

// `secure` follows the request, so plain-HTTP localhost works and HTTPS (behind TRUST_PROXY) is strict.
function cookieOptions(req: Request): CookieOptions {
  return { sameSite: 'strict', path: '/', secure: req.secure, httpOnly: false };
}

/** The visitor id of the httpOnly cookie, when well formed. */
export function visitorId(req: Request): string | undefined {
  const id = req.cookies?.[VISITOR_COOKIE];
  return typeof id === 'string' && /^[\w-]{16,64}$/.test(id) ? id : undefined;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
