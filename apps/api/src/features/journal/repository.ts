import {
  API_CONTRACTS,
  JOURNAL_KEPT_DAYS,
  JOURNAL_PAGE_SIZE,
  type JournalPage,
  type OperationId,
} from '@vitrine/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/prisma.js';

export type JournalTarget = Record<string, string | number | boolean>;

export async function recordJournalEntry(
  db: Db,
  entry: { staffId: number | null; auteur: string; operation: string; cible: JournalTarget },
): Promise<void> {
  await db.kysely
    .insertInto('journal')
    .values({
      staff_id: entry.staffId,
      auteur: entry.auteur,
      operation: entry.operation,
      cible: JSON.stringify(entry.cible),
    })
    .execute();
}

/** What a route did, in French: its summary in the contracts (the route's name if it has none). */
const actionOf = (operation: string): string =>
  (API_CONTRACTS as Record<string, { summary?: string }>)[operation as OperationId]?.summary ?? operation;

/** A page of the log, newest first. */
export async function journalPage(db: Db, page: number): Promise<JournalPage> {
  const [rows, count] = await Promise.all([
    db.kysely
      .selectFrom('journal')
      .select(['id', 'created_at', 'staff_id', 'auteur', 'operation', 'cible'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset((page - 1) * JOURNAL_PAGE_SIZE)
      .limit(JOURNAL_PAGE_SIZE)
      .execute(),
    db.kysely
      .selectFrom('journal')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: count.total,
    entrees: rows.map((row) => ({
      id: Number(row.id),
      created_at: row.created_at.toISOString(),
      auteur: { id: row.staff_id, nom: row.auteur },
      operation: row.operation,
      action: actionOf(row.operation),
      cible: row.cible as JournalTarget,
    })),
  };
}

/** Forgets what is older than JOURNAL_KEPT_DAYS; how many entries went. */
export async function pruneJournal(db: Db): Promise<number> {
  const result = await db.kysely
    .deleteFrom('journal')
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${JOURNAL_KEPT_DAYS})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
