import {
  type Collection,
  type CollectionDetail,
  type CollectionsPage,
  type CollectionsPageQuery,
  MESSAGES,
  priceOrder,
  toDinars,
  toMillimes,
  totalPagesFor,
} from '@vitrine/contracts';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import * as repository from './repository.js';

export function listCollections(db: Db): Promise<Collection[]> {
  return repository.findCollections(db);
}

/** A collection with its articles and the price of buying one of each. */
export async function getCollection(db: Db, id: number): Promise<CollectionDetail> {
  const row = await repository.findCollectionWithArticles(db, id);
  if (!row) throw new AppError('not_found', MESSAGES.collectionNotFound);
  const { articles } = row;
  const { subtotalMillimes } = priceOrder(
    articles.map((article) => ({ unitMillimes: toMillimes(article.prix_final), quantite: 1 })),
  );
  return { collection: { ...row, articles }, total_price: toDinars(subtotalMillimes) };
}

export async function listCollectionPage(db: Db, query: CollectionsPageQuery): Promise<CollectionsPage> {
  const rows = await repository.findCollectionPage(db, query);
  const total =
    rows[0]?.total ??
    (query.page > 1
      ? ((await repository.findCollectionPage(db, { ...query, page: 1, page_size: 1 }))[0]?.total ?? 0n)
      : 0n);
  const previews = await repository.findPreviewImages(
    db,
    rows.map((row) => row.id),
  );
  return {
    collections: rows.map(({ total: _total, total_price, articles_count, ...collection }) => ({
      ...collection,
      total_price: total_price.toNumber(),
      articles_count: Number(articles_count),
      preview_images: previews.get(collection.id) ?? [],
    })),
    totalPages: totalPagesFor(Number(total), query.page_size),
    currentPage: query.page,
    total: Number(total),
  };
}
