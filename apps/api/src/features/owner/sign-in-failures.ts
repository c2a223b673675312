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

/** Counts a try from a known device; true while the device is within its cap (exempt from the limits). */
export async function claimKnownDeviceTry(db: Db, deviceId: string): Promise<boolean> {
  const [row] = await db.$queryRaw<Array<{ failures: number }>>`
    INSERT INTO owner_sign_in_failures AS f (subject, failures) VALUES (${deviceId}, 1)
    ON CONFLICT (subject) DO UPDATE SET failures = f.failures + 1
    RETURNING f.failures`;
  return (row?.failures ?? Number.POSITIVE_INFINITY) <= KNOWN_DEVICE_FAILURES;
}

export type AccountTry = { allowed: true } | { allowed: false; retryAfterS: number };

/**
 * Counts a try at the account from an unknown device, unless the account is being slowed and its next
 * try is not due: then how many seconds until it is.
 */
export async function claimAccountTry(db: Db): Promise<AccountTry> {
  const claimed = await db.$queryRaw<unknown[]>`
    INSERT INTO owner_sign_in_failures AS f (subject, failures) VALUES (${ACCOUNT}, 1)
    ON CONFLICT (subject) DO UPDATE SET
      failures = f.failures + 1,
      retry_at = CASE WHEN f.failures + 1 >= ${ACCOUNT_FREE_FAILURES}::int THEN now() + make_interval(
        secs => least(
          ${FIRST_DELAY_S}::float8 * power(2, least(f.failures + 1 - ${ACCOUNT_FREE_FAILURES}::int, 20)),
          ${MAX_DELAY_S}::float8))
      END
    WHERE f.retry_at IS NULL OR f.retry_at <= now()
    RETURNING 1`;
  if (claimed.length > 0) return { allowed: true };
  const [due] = await db.$queryRaw<Array<{ seconds: number }>>`
    SELECT greatest(1, ceil(extract(epoch FROM retry_at - now())))::int AS seconds
    FROM owner_sign_in_failures WHERE subject = ${ACCOUNT}`;
  return { allowed: false, retryAfterS: due?.seconds ?? 1 };
}

/** After a successful sign-in: the account's failures, and the device's, start again from none. */
export async function forgetSignInFailures(db: Db, deviceId: string | undefined): Promise<void> {
  const subjects = deviceId ? [ACCOUNT, deviceId] : [ACCOUNT];
  await db.ownerSignInFailures.deleteMany({ where: { subject: { in: subjects } } });
}
