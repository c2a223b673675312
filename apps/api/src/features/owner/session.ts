import { createHash, randomBytes } from 'node:crypto';
import { SHOP_OWNER_NAME, type StaffRole } from '@vitrine/contracts';
import type { Response } from 'express';
import { sql } from 'kysely';
import type { Db } from '../../db/prisma.js';
import { withTransaction } from '../../db/transaction.js';

// Sessions are rows of PostgreSQL, so every instance of the shop knows them and a sign-out ends the
// session everywhere. The cookie holds a random token; the table holds only its sha256.

/** A session ends after this long without a request… */
export const OWNER_SESSION_IDLE_HOURS = 12;
/** …and this long after its sign-in however much it is used, so a stolen cookie does not last forever. */
export const OWNER_SESSION_MAX_DAYS = 30;

const TOKEN_FORMAT = /^[\w-]{43}$/;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** The session's name in PostgreSQL (and in the notice that it ended): the sha256 of its token. */
export const sessionTokenHash = digest;

const IDLE_SINCE = sql<Date>`now() - make_interval(hours => ${OWNER_SESSION_IDLE_HOURS})`;
const OPENED_SINCE = sql<Date>`now() - make_interval(days => ${OWNER_SESSION_MAX_DAYS})`;

/** A session token as the cookie carries it, or undefined when the value cannot be one. */
export function sessionToken(cookie: unknown): string | undefined {
  return typeof cookie === 'string' && TOKEN_FORMAT.test(cookie) ? cookie : undefined;
}

/**
 * Who a session is: a team account (its id), or the shop's owner signed in with the shop's own
 * password (id null). Read from PostgreSQL at each request, so a new role applies at once.
 */
export interface SignedIn {
  id: number | null;
  nom: string;
  role: StaffRole;
}

/** The shop's own password signs in as this: the first owner, who needs no account. */
export const SHOP_OWNER: SignedIn = { id: null, nom: SHOP_OWNER_NAME, role: 'proprietaire' };

/**
 * Opens a session of the account (null: the shop's owner) and returns its token; sessions idle or
 * open for too long are swept at the same time.
 */
export async function openOwnerSession(db: Db, staffId: number | null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await withTransaction(db.kysely, async (trx) => {
    await trx
      .deleteFrom('owner_sessions')
      .where((eb) => eb.or([eb('last_seen_at', '<=', IDLE_SINCE), eb('created_at', '<=', OPENED_SINCE)]))
      .execute();
    await trx
      .insertInto('owner_sessions')
      .values({ token_hash: digest(token), staff_id: staffId })
      .execute();
  });
  return token;
}

/**
 * Who the token's live session is, or undefined; a live session's last use moves to now (at most once
 * a minute, so a burst of requests writes one row once). One statement for both. A disabled account
 * has no session left (see team/repository.ts), and the account's `actif` is checked here all the same.
 */
export async function touchOwnerSession(db: Db, token: string): Promise<SignedIn | undefined> {
  const row = await db.kysely
    .with('live', (q) =>
      q
        .selectFrom('owner_sessions as s')
        .leftJoin('staff_accounts as a', 'a.id', 's.staff_id')
        .select(['s.token_hash', 's.last_seen_at', 's.staff_id', 'a.nom', 'a.role'])
        .where('s.token_hash', '=', digest(token))
        .where('s.last_seen_at', '>', IDLE_SINCE)
        .where('s.created_at', '>', OPENED_SINCE)
        .where((eb) => eb.or([eb('s.staff_id', 'is', null), eb('a.actif', '=', true)])),
    )
    .with('touched', (q) =>
      q
        .updateTable('owner_sessions as s')
        .from('live')
        .set({ last_seen_at: sql`now()` })
        .whereRef('s.token_hash', '=', 'live.token_hash')
        .where('live.last_seen_at', '<', sql<Date>`now() - interval '1 minute'`)
        .returning('s.token_hash'),
    )
    .selectFrom('live')
    .select(['live.staff_id', 'live.nom', 'live.role'])
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.staff_id === null) return SHOP_OWNER;
  return { id: row.staff_id, nom: row.nom as string, role: row.role as StaffRole };
}

/** Whether the token still names a live session, without counting this as the owner's use of it. */
export async function ownerSessionIsLive(db: Db, token: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('owner_sessions')
    .select('token_hash')
    .where('token_hash', '=', digest(token))
    .where('last_seen_at', '>', IDLE_SINCE)
    .where('created_at', '>', OPENED_SINCE)
    .executeTakeFirst();
  return row !== undefined;
}

export async function closeOwnerSession(db: Db, token: string): Promise<void> {
  await db.kysely.deleteFrom('owner_sessions').where('token_hash', '=', digest(token)).execute();
}

/** Who signed in, as the guard left it for the request (routes behind the guard only). */
export function signedInOf(res: Response): SignedIn {
  return res.locals.signedIn as SignedIn;
}
