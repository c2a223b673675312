import { DRAFT_KEPT_DAYS, type DraftCommand } from '@vitrine/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/kysely.js';
import { isoTime } from '../orders/read-model.js';

type Db = Kysely<DB>;

const keptSince = sql<Date>`now() - make_interval(days => ${DRAFT_KEPT_DAYS})`;

/** Keeps the visitor's one draft: created at its first save, replaced by each later one. */
export async function upsertDraft(db: Db, visitor: string, draft: DraftCommand): Promise<void> {
  const row = {
    telephone: draft.telephone,
    prenom: draft.prenom ?? null,
    articles: JSON.stringify(draft.articles),
  };
  await db
    .insertInto('brouillons')
    .values({ visiteur: visitor, ...row })
    .onConflict((conflict) => conflict.column('visiteur').doUpdateSet({ ...row, updated_at: sql`now()` }))
    .execute();
}

/**
 * The drafts changed in the last DRAFT_KEPT_DAYS days whose phone has placed no order since, newest
 * first. An order's insert already deletes its phone's drafts (trigger); the rule is kept whole here
 * too, so that what the console reads never depends on how rows came to be (a restore, a bulk load).
 */
export function readRecentDrafts(db: Db) {
  return db
    .selectFrom('brouillons as b')
    .select((eb) => [
      'b.telephone',
      'b.prenom',
      'b.articles',
      isoTime(eb.ref('b.updated_at')).as('mis_a_jour'),
    ])
    .where('b.updated_at', '>', keptSince)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('commandes as o')
            .select(sql`1`.as('one'))
            .whereRef('o.numero_telephone', '=', 'b.telephone')
            .whereRef('o.created_at', '>=', 'b.updated_at'),
        ),
      ),
    )
    .orderBy('b.updated_at', 'desc')
    .orderBy('b.id', 'desc')
    .execute();
}

/** Today's price of the given articles: their name, price and promo. */
export function readArticlePrices(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('articles').select(['id', 'nom', 'prix', 'promo']).where('id', 'in', ids).execute();
}

/** Forgets the drafts untouched for DRAFT_KEPT_DAYS days; returns how many. */
export async function pruneDrafts(db: Db): Promise<number> {
  const result = await db.deleteFrom('brouillons').where('updated_at', '<=', keptSince).executeTakeFirst();
  return Number(result.numDeletedRows);
}
