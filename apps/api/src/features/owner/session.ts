import { createHash, randomBytes } from 'node:crypto';
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

/** Opens a session and returns its token; sessions idle or open for too long are swept at the same time. */
export async function openOwnerSession(db: Db): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await withTransaction(db.kysely, async (trx) => {
    await trx
      .deleteFrom('owner_sessions')
      .where((eb) => eb.or([eb('last_seen_at', '<=', IDLE_SINCE), eb('created_at', '<=', OPENED_SINCE)]))
      .execute();
    await trx
      .insertInto('owner_sessions')
      .values({ token_hash: digest(token) })
      .execute();
  });
  return token;
}

/**
 * Whether the token names a live session; a live session's last use moves to now (at most once a
 * minute, so a burst of requests writes one row once). One statement for both.
 */
export async function touchOwnerSession(db: Db, token: string): Promise<boolean> {
  const row = await db.kysely
    .with('live', (q) =>
      q
        .selectFrom('owner_sessions')
        .select(['token_hash', 'last_seen_at'])
        .where('token_hash', '=', digest(token))
        .where('last_seen_at', '>', IDLE_SINCE)
        .where('created_at', '>', OPENED_SINCE),
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
    .selectNoFrom((eb) => eb.exists(eb.selectFrom('live').select('live.token_hash')).as('live'))
    .executeTakeFirst();
  return row?.live === true;
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
