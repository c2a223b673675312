import {
  MESSAGES,
  type OwnerArticle,
  type OwnerArticleChange,
  type OwnerArticleCreate,
  type OwnerArticleSizes,
  type OwnerStock,
  toDecimalString,
  toMillimes,
} from '@vitrine/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../app-error.js';
import type { DB } from '../../db/kysely.js';
import type { Db } from '../../db/prisma.js';
import { withTransaction } from '../../db/transaction.js';
import {
  type ArticleColumns,
  type ArticleReferences,
  findLowStock,
  findOwnerArticle,
  findSizes,
  insertArticle,
  type ReferenceField,
  replaceSizes,
  setColors,
  unknownReferences,
  updateArticle,
} from './repository.js';

// Every write goes to the tables the storefront reads: their statement triggers announce it on
// "catalogue_changed", which drops the cached answers, as an edit in Prisma Studio does.

const articleNotFound = () => new AppError('not_found', MESSAGES.articleNotFound);

const UNKNOWN: Record<ReferenceField, string> = {
  sub_category_id: MESSAGES.subCategoryUnknown,
  sex_id: MESSAGES.sexUnknown,
  collection_id: MESSAGES.collectionUnknown,
  color_ids: MESSAGES.colorUnknown,
  size_ids: MESSAGES.sizeUnknown,
};

/**
 * Refuses, as the contract's own refusals are (422 by field), the references that name nothing. Checked
 * in the transaction that writes them: a foreign key refusing later would be a 500.
 */
async function checkReferences(db: Kysely<DB>, refs: ArticleReferences): Promise<void> {
  const unknown = await unknownReferences(db, refs);
  if (unknown.length === 0) return;
  throw AppError.invalid({
    message: MESSAGES.validationFailed,
    errors: Object.fromEntries(unknown.map((field) => [field, [UNKNOWN[field]]])),
  });
}

function columnsOf({ prix, color_ids: _colors, ...fields }: OwnerArticleChange): ArticleColumns {
  return { ...fields, ...(prix === undefined ? {} : { prix: toDecimalString(toMillimes(prix)) }) };
}

export async function createArticle(db: Db, article: OwnerArticleCreate): Promise<{ id: number }> {
  return withTransaction(db.kysely, async (trx) => {
    await checkReferences(trx, article);
    const { color_ids, ...fields } = article;
    const id = await insertArticle(trx, {
      ...fields,
      prix: toDecimalString(toMillimes(article.prix)),
      sex_id: article.sex_id ?? null,
      collection_id: article.collection_id ?? null,
    });
    await setColors(trx, id, color_ids);
    return { id };
  });
}

export async function getArticle(db: Db, id: number): Promise<OwnerArticle> {
  const article = await findOwnerArticle(db.kysely, id);
  if (!article) throw articleNotFound();
  return article;
}

/** Writes the fields given (`visible: true` puts a hidden article back in the shop). */
export async function changeArticle(db: Db, id: number, change: OwnerArticleChange): Promise<OwnerArticle> {
  return withTransaction(db.kysely, async (trx) => {
    await checkReferences(trx, change);
    if (!(await updateArticle(trx, id, columnsOf(change)))) throw articleNotFound();
    if (change.color_ids) await setColors(trx, id, change.color_ids);
    return (await findOwnerArticle(trx, id)) as OwnerArticle;
  });
}

/** Takes the article off the shop: hidden, never erased (the orders that hold it keep it). */
export async function hideArticle(db: Db, id: number): Promise<void> {
  if (!(await updateArticle(db.kysely, id, { visible: false }))) throw articleNotFound();
}

/** The article's sizes become the ones given, with their stock. */
export async function setSizes(
  db: Db,
  id: number,
  sizes: OwnerArticleSizes,
): Promise<OwnerArticle['tailles']> {
  return withTransaction(db.kysely, async (trx) => {
    await checkReferences(trx, {
      size_ids: sizes.map((size) => size.size_id),
      color_ids: sizes.flatMap((size) => (size.color_id == null ? [] : [size.color_id])),
    });
    // Locks the article: two saves of its sizes go one after the other.
    if (!(await updateArticle(trx, id, {}))) throw articleNotFound();
    await replaceSizes(trx, id, sizes);
    return findSizes(trx, id);
  });
}

export async function lowStock(db: Db, threshold: number): Promise<OwnerStock> {
  return { lignes: await findLowStock(db.kysely, threshold) };
}
