import {
  type OwnerStats,
  type OwnerStatsQuery,
  STATS_DEFAULT_DAYS,
  STATS_MAX_DAYS,
  STATS_MESSAGES,
} from '@vitrine/contracts';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import { readStats } from './repository.js';

const DAY_MS = 86_400_000;
const tunisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Tunis' });

/** Today in Tunis, `YYYY-MM-DD`. */
const today = () => tunisDay.format(new Date());
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysFrom = (du: string, au: string) => (Date.parse(au) - Date.parse(du)) / DAY_MS + 1;

const refuse = (message: string) => AppError.invalid({ message, errors: { au: [message] } });

/** The shop's figures over a period: by default the last 30 days (Tunis time), today included. */
export async function getStats(db: Db, query: OwnerStatsQuery): Promise<OwnerStats> {
  const au = query.au ?? today();
  const du = query.du ?? addDays(au, 1 - STATS_DEFAULT_DAYS);
  if (du > au) throw refuse(STATS_MESSAGES.rangeInvalid);
  if (daysFrom(du, au) > STATS_MAX_DAYS) throw refuse(STATS_MESSAGES.rangeTooLong);
  return { du, au, ...(await readStats(db.kysely, du, au)) };
}
