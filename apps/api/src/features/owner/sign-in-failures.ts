import { sql } from 'kysely';
import type { Db } from '../../db/prisma.js';

// Failed owner sign-ins counted in PostgreSQL (owner_sign_in_failures), so that every instance of the
// shop shares them. Besides the per-address limit (routes.ts), two counts of consecutive failures:
// - the account's, whatever address the guesses come from (a forged X-Forwarded-For gains nothing):
//   past ACCOUNT_FREE_FAILURES, unknown devices get one try per delay, doubled at each failure;
// - each known device's (known-device.ts): within KNOWN_DEVICE_FAILURES it is exempt from both the
//   address's limit and the account's delay, so guessers cannot keep the owner out of their phone, and
//   a stolen cookie buys a few guesses, not unlimited ones.
// Each try is counted before its password is checked, in one statement: parallel guesses cannot all
// pass a check made before any of them is counted. A successful sign-in forgets both counts.

export const ACCOUNT_FREE_FAILURES = 10;
export const KNOWN_DEVICE_FAILURES = 5;
const FIRST_DELAY_S = 30;
/** The slowest pace: four guesses an hour, and an owner on a new device waits a quarter of an hour at most. */
const MAX_DELAY_S = 15 * 60;

const ACCOUNT = 'account';
/** The row's count before this try, in an ON CONFLICT update. */
const FAILURES = sql.ref('owner_sign_in_failures.failures');

/** Counts a try from a known device; true while the device is within its cap (exempt from the limits). */
export async function claimKnownDeviceTry(db: Db, deviceId: string): Promise<boolean> {
  const row = await db.kysely
    .insertInto('owner_sign_in_failures')
    .values({ subject: deviceId, failures: 1 })
    .onConflict((oc) =>
      oc.column('subject').doUpdateSet((eb) => ({ failures: eb('owner_sign_in_failures.failures', '+', 1) })),
    )
    .returning('owner_sign_in_failures.failures')
    .executeTakeFirst();
  return (row?.failures ?? Number.POSITIVE_INFINITY) <= KNOWN_DEVICE_FAILURES;
}

export type AccountTry = { allowed: true } | { allowed: false; retryAfterS: number };

/**
 * Counts a try at the account from an unknown device, unless the account is being slowed and its next
 * try is not due: then how many seconds until it is.
 */
export async function claimAccountTry(db: Db): Promise<AccountTry> {
  const claimed = await db.kysely
    .insertInto('owner_sign_in_failures')
    .values({ subject: ACCOUNT, failures: 1 })
    .onConflict((oc) =>
      oc
        .column('subject')
        .doUpdateSet((eb) => ({
          failures: eb('owner_sign_in_failures.failures', '+', 1),
          retry_at: sql<Date | null>`CASE WHEN ${FAILURES} + 1 >= ${ACCOUNT_FREE_FAILURES}::int THEN now() + make_interval(
            secs => least(
              ${FIRST_DELAY_S}::float8 * power(2, least(${FAILURES} + 1 - ${ACCOUNT_FREE_FAILURES}::int, 20)),
              ${MAX_DELAY_S}::float8))
          END`,
        }))
        .where((eb) =>
          eb.or([
            eb('owner_sign_in_failures.retry_at', 'is', null),
            eb('owner_sign_in_failures.retry_at', '<=', sql<Date>`now()`),
          ]),
        ),
    )
    .returning('owner_sign_in_failures.subject')
    .executeTakeFirst();
  if (claimed) return { allowed: true };
  const due = await db.kysely
    .selectFrom('owner_sign_in_failures')
    .select(sql<number>`greatest(1, ceil(extract(epoch FROM retry_at - now())))::int`.as('seconds'))
    .where('subject', '=', ACCOUNT)
    .executeTakeFirst();
  return { allowed: false, retryAfterS: due?.seconds ?? 1 };
}

/** After a successful sign-in: the account's failures, and the device's, start again from none. */
export async function forgetSignInFailures(db: Db, deviceId: string | undefined): Promise<void> {
  const subjects = deviceId ? [ACCOUNT, deviceId] : [ACCOUNT];
  await db.kysely.deleteFrom('owner_sign_in_failures').where('subject', 'in', subjects).execute();
}
