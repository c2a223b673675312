import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/prisma.js';

// Sessions are rows of PostgreSQL, so every instance of the shop knows them and a sign-out ends the
// session everywhere. The cookie holds a random token; the table holds only its sha256.

/** A session ends after this long without a request… */
export const OWNER_SESSION_IDLE_HOURS = 12;
/** …and this long after its sign-in however much it is used, so a stolen cookie does not last forever. */
export const OWNER_SESSION_MAX_DAYS = 30;

const TOKEN_FORMAT = /^[\w-]{43}$/;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A session token as the cookie carries it, or undefined when the value cannot be one. */
export function sessionToken(cookie: unknown): string | undefined {
  return typeof cookie === 'string' && TOKEN_FORMAT.test(cookie) ? cookie : undefined;
}

/** Opens a session and returns its token; sessions idle or open for too long are swept at the same time. */
export async function openOwnerSession(db: Db): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.$transaction([
    db.$executeRaw`DELETE FROM owner_sessions
      WHERE last_seen_at <= now() - make_interval(hours => ${OWNER_SESSION_IDLE_HOURS})
        OR created_at <= now() - make_interval(days => ${OWNER_SESSION_MAX_DAYS})`,
    db.ownerSession.create({ data: { token_hash: digest(token) }, select: { token_hash: true } }),
  ]);
  return token;
}

/**
 * Whether the token names a live session; a live session's last use moves to now (at most once a
 * minute, so a burst of requests writes one row once). One statement for both.
 */
export async function touchOwnerSession(db: Db, token: string): Promise<boolean> {
  const [row] = await db.$queryRaw<Array<{ live: boolean }>>`
    WITH live AS (
      SELECT token_hash, last_seen_at FROM owner_sessions
      WHERE token_hash = ${digest(token)}
        AND last_seen_at > now() - make_interval(hours => ${OWNER_SESSION_IDLE_HOURS})
        AND created_at > now() - make_interval(days => ${OWNER_SESSION_MAX_DAYS})
    ), touched AS (
      UPDATE owner_sessions s SET last_seen_at = now()
      FROM live WHERE s.token_hash = live.token_hash AND live.last_seen_at < now() - interval '1 minute'
    )
    SELECT EXISTS (SELECT 1 FROM live) AS live`;
  return row?.live === true;
}

export async function closeOwnerSession(db: Db, token: string): Promise<void> {
  await db.ownerSession.deleteMany({ where: { token_hash: digest(token) } });
}
