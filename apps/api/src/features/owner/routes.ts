import { API_ROUTES, MESSAGES, OWNER_COOKIE, type StaffRole } from '@vitrine/contracts';
import { type CookieOptions, type Request, type RequestHandler, Router } from 'express';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import { mount } from '../../http/mount.js';
import { type RateLimitSettings, rateLimiter } from '../../http/rate-limit.js';
import type { MailSettings } from '../../mail/outbox.js';
import { parsePasswordHash, type ScryptHash, verifyPassword } from '../../password.js';
import { FolderStorage } from '../../storage/folder-storage.js';
import type { PhotoStorage } from '../../storage/photo-storage.js';
import { ownerClientRoutes } from '../customers/routes.js';
import { ownerDraftRoutes } from '../drafts/routes.js';
import { journalWrites } from '../journal/recorder.js';
import { ownerJournalRoutes } from '../journal/routes.js';
import { ownerOrderRoutes } from '../orders/owner-routes.js';
import { ownerArticleRoutes } from '../owner-articles/routes.js';
import type { OwnerEventHub } from '../owner-events/hub.js';
import { ownerEventRoutes } from '../owner-events/routes.js';
import { ownerPhotoRoutes } from '../owner-photos/routes.js';
import { packingSlipRoutes } from '../packing-slips/routes.js';
import { ownerPromoRoutes } from '../promos/owner-routes.js';
import { ownerStatsRoutes } from '../stats/routes.js';
import { findActiveStaff } from '../team/repository.js';
import { ownerTeamRoutes } from '../team/routes.js';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE_MS, KnownDevices } from './known-device.js';
import { ownerMessageRoutes } from './message-routes.js';
import {
  closeOwnerSession,
  openOwnerSession,
  SHOP_OWNER,
  type SignedIn,
  sessionToken,
  signedInOf,
  touchOwnerSession,
} from './session.js';
import { claimAccountTry, claimKnownDeviceTry, forgetSignInFailures } from './sign-in-failures.js';

/** Where the known-device cookie is sent: the sign-in alone needs it. */
const OWNER_SIGN_IN_PATH = API_ROUTES.signIn.path;

/** The console's routes, under /api (as every API router): `/owner/…`. */
const OWNER = '/owner';

export interface OwnerDependencies {
  db: Db;
  /** The owner's password (see password-setting.ts). */
  password: ScryptHash;
  /** The secret every instance shares (CSRF_SECRET): signs the owner's known-device cookies. */
  secret: string;
  rateLimits: RateLimitSettings;
  /** The folder served at /storage (product photos). */
  storageDir: string;
  /** Where product photos go; the storage folder when absent. */
  photos?: PhotoStorage;
  /** The console's live events heard by this instance (GET /owner/events). */
  events: OwnerEventHub;
  /** The shop's phone (SHOP_PHONE), printed on the packing slips. */
  shopPhone: string;
  /** The shop's address and low-stock threshold: an order changed during a call may run a size low. */
  mail: MailSettings;
}

/**
 * /api/owner: the owner console's API. Only `POST /session` is open; everything mounted after the
 * guard answers 401 without a live session, before reading or writing anything.
 */
export function ownerRoutes(deps: OwnerDependencies): Router {
  const router = Router();
  router.use(OWNER, privateAnswers);
  router.use(OWNER, journalWrites(deps.db));
  const devices = new KnownDevices(deps.secret);
  mount(
    router,
    'signIn',
    async ({ body: { identifiant, mot_de_passe: password } }, req, res) => {
      const device = res.locals.knownDevice as string | undefined;
      if (res.locals.exemptDevice !== true) {
        const account = await claimAccountTry(deps.db);
        if (!account.allowed) {
          req.log.warn(
            { owner: { signIn: 'slowed', ip: req.ip } },
            `Owner sign-in refused: too many wrong passwords in a row, next try in ${account.retryAfterS} s (from ${req.ip})`,
          );
          res.set('Retry-After', String(account.retryAfterS));
          throw new AppError('rate_limited', MESSAGES.ownerSignInSlowed(Math.ceil(account.retryAfterS / 60)));
        }
      }
      const signedIn = await checkCredentials(deps, identifiant, password);
      if (!signedIn) {
        // A warning: one is a typo, many someone guessing (counted per address, account and device).
        req.log.warn(
          { owner: { signIn: 'refused', ip: req.ip, knownDevice: device !== undefined, identifiant } },
          `Owner sign-in refused: wrong ${identifiant ? 'identifiant or ' : ''}password (from ${req.ip})`,
        );
        throw new AppError(
          'unauthorized',
          identifiant ? MESSAGES.staffSignInWrong : MESSAGES.ownerPasswordWrong,
        );
      }
      await forgetSignInFailures(deps.db, device);
      const previous = sessionToken(req.cookies?.[OWNER_COOKIE]);
      if (previous) await closeOwnerSession(deps.db, previous);
      res.cookie(OWNER_COOKIE, await openOwnerSession(deps.db, signedIn.id), cookieOptions(req));
      res.cookie(KNOWN_DEVICE_COOKIE, devices.cookie(device ?? devices.newId()), {
        ...cookieOptions(req),
        path: OWNER_SIGN_IN_PATH,
        maxAge: KNOWN_DEVICE_MAX_AGE_MS,
      });
      req.log.info(
        { owner: { signIn: 'accepted', ip: req.ip, identifiant } },
        `Owner signed in${identifiant ? ` as ${identifiant}` : ''} (from ${req.ip})`,
      );
      res.locals.signedIn = signedIn;
      res.status(204).end();
    },
    {
      before: [
        recognizeKnownDevice(deps.db, devices),
        rateLimiter('ownerSignIn', deps.rateLimits, deps.db.pool, {
          counted: (res) => res.statusCode >= 400,
          exempt: (_req, res) => res.locals.exemptDevice === true,
        }),
      ],
    },
  );

  router.use(OWNER, requireOwnerSession(deps.db));
  // ---- Everything below needs a live session. ----

  mount(router, 'getOwnerSession', (_input, _req, res) => {
    res.json(signedInOf(res));
  });
  mount(router, 'signOut', async (_input, req, res) => {
    await closeOwnerSession(deps.db, res.locals.ownerSession as string);
    res.clearCookie(OWNER_COOKIE, cookieOptions(req));
    res.status(204).end();
  });

  router.use(ownerOrderRoutes(deps.db, deps.mail));
  router.use(ownerClientRoutes(deps.db));
  router.use(ownerDraftRoutes(deps.db));
  router.use(ownerMessageRoutes(deps.db));
  router.use(ownerEventRoutes({ db: deps.db, hub: deps.events }));
  router.use(ownerStatsRoutes(deps.db));
  router.use(ownerTeamRoutes(deps.db));
  router.use(ownerJournalRoutes(deps.db));
  router.use(ownerPromoRoutes(deps.db));
  router.use(packingSlipRoutes({ db: deps.db, shopPhone: deps.shopPhone }));
  // Other owner features mount here, behind the guard: router.use(xxxRoutes(deps)).
  router.use(ownerPhotoRoutes({ db: deps.db, photos: deps.photos ?? new FolderStorage(deps.storageDir) }));
  router.use(ownerArticleRoutes(deps.db));
  return router;
}

/** The console's answers are the owner's alone: never stored by a cache, never indexed. */
const privateAnswers: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  res.set('X-Robots-Tag', 'noindex, nofollow');
  next();
};

/**
 * Reads the known-device cookie of a sign-in: a device this shop signed is left in res.locals.knownDevice,
 * and while it is within its cap of failures res.locals.exemptDevice is true (see sign-in-failures.ts).
 */
function recognizeKnownDevice(db: Db, devices: KnownDevices): RequestHandler {
  return async (req, res, next) => {
    const device = devices.idOf(req.cookies?.[KNOWN_DEVICE_COOKIE]);
    if (device) {
      res.locals.knownDevice = device;
      res.locals.exemptDevice = await claimKnownDeviceTry(db, device);
    }
    next();
  };
}

/**
 * Who the identifiant and password are (the shop's owner for the shop's password alone), or undefined.
 * An unknown identifiant costs a hash all the same: the answer's time does not tell which ones exist.
 */
async function checkCredentials(
  deps: OwnerDependencies,
  identifiant: string | undefined,
  password: string,
): Promise<SignedIn | undefined> {
  if (identifiant === undefined)
    return (await verifyPassword(password, deps.password)) ? SHOP_OWNER : undefined;
  const account = await findActiveStaff(deps.db, identifiant);
  const hash = (account && parsePasswordHash(account.password_hash)) ?? deps.password;
  const matches = await verifyPassword(password, hash);
  if (!account || !matches) return undefined;
  return { id: account.id, nom: account.nom, role: account.role as StaffRole };
}

/**
 * 401 without a live session; the session's token is left in res.locals.ownerSession, who signed in
 * in res.locals.signedIn (each route's role check reads it, see http/mount.ts).
 */
function requireOwnerSession(db: Db): RequestHandler {
  return async (req, res, next) => {
    const cookie = req.cookies?.[OWNER_COOKIE];
    const token = sessionToken(cookie);
    const signedIn = token && (await touchOwnerSession(db, token));
    if (signedIn) {
      res.locals.ownerSession = token;
      res.locals.signedIn = signedIn;
      next();
      return;
    }
    // A stale cookie would only make the console believe it is still signed in.
    if (cookie !== undefined) res.clearCookie(OWNER_COOKIE, cookieOptions(req));
    throw new AppError('unauthorized', MESSAGES.ownerSignInRequired);
  };
}

// No Max-Age: the server alone decides when a session ends (12 h idle, 30 days at most), and the
// browser forgets the cookie when it closes. `secure` follows the request, so HTTPS (behind TRUST_PROXY) gets a Secure cookie.
function cookieOptions(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/' };
}
