import { sql } from 'kysely';
import type { Db } from '../../db/prisma.js';
import { isEventName, type LoggedEvent } from './hub.js';

/** How long the log keeps an event: a console away for longer reloads what it shows anyway. */
export const OWNER_EVENTS_KEPT_HOURS = 24;
/** At most this many events are sent to a stream that resumes (the oldest first). */
const RESUME_MAX = 500;

/** The events logged after `afterId` (a stream's Last-Event-ID), oldest first. */
export async function eventsAfter(db: Db, afterId: string): Promise<LoggedEvent[]> {
  const rows = await db.kysely
    .selectFrom('console_evenements')
    .select([sql<string>`id::text`.as('id'), 'evenement', 'donnees'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(RESUME_MAX)
    .execute();
  return rows.flatMap(({ id, evenement, donnees }) =>
    isEventName(evenement) ? [{ id, event: evenement, data: donnees }] : [],
  );
}

/** Forgets the events older than OWNER_EVENTS_KEPT_HOURS; returns how many. */
export async function pruneOwnerEvents(db: Db): Promise<number> {
  const result = await db.kysely
    .deleteFrom('console_evenements')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${OWNER_EVENTS_KEPT_HOURS})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
