import { createHash } from 'node:crypto';
import {
  type DraftCommand,
  DraftLineSchema,
  type OwnerDraft,
  priceOrder,
  promoPriceMillimes,
  toMillimes,
} from '@vitrine/contracts';
import { z } from 'zod';
import type { Db } from '../../db/prisma.js';
import { readArticlePrices, readRecentDrafts, upsertDraft } from './repository.js';

/**
 * Keeps the visitor's draft as it is now. The visitor is the anti-forgery visitor id, stored hashed
 * (the table never holds a cookie value): see routes.ts for why it is the key.
 */
export async function saveDraft(db: Db, visitor: string, draft: DraftCommand): Promise<void> {
  await upsertDraft(db.kysely, createHash('sha256').update(`visitor:${visitor}`).digest('hex'), draft);
}

const StoredLinesSchema = z.array(DraftLineSchema);

/** The console's drafts, each line at today's price, the value by the shop's pricing function. */
export async function listDrafts(db: Db): Promise<OwnerDraft[]> {
  const drafts = (await readRecentDrafts(db.kysely)).map((draft) => ({
    ...draft,
    lines: StoredLinesSchema.parse(draft.articles),
  }));
  const ids = [...new Set(drafts.flatMap((draft) => draft.lines.map((line) => line.id)))];
  const articles = new Map((await readArticlePrices(db.kysely, ids)).map((article) => [article.id, article]));
  return drafts.map(({ telephone, prenom, mis_a_jour, lines }) => {
    // An article withdrawn since is no longer offered: its line is left out.
    const priced = lines.flatMap(({ id, quantite }) => {
      const article = articles.get(id);
      if (!article) return [];
      const unitMillimes = promoPriceMillimes(toMillimes(article.prix), article.promo);
      return [{ id, nom: article.nom, quantite, unitMillimes }];
    });
    const { lines: totals, subtotalMillimes } = priceOrder(priced);
    return {
      telephone,
      prenom,
      articles: totals.map(({ id, nom, quantite, unitMillimes }) => ({
        id,
        nom,
        quantite,
        prix: unitMillimes,
      })),
      valeur: subtotalMillimes,
      mis_a_jour,
    };
  });
}
