import {
  type Collection,
  type CollectionDetail,
  type CollectionsPage,
  type CollectionsPageQuery,
  MESSAGES,
  totalPagesFor,
} from '@vitrine/contracts';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import type { JsonText } from '../articles/article-json.js';
import * as repository from './repository.js';

export function listCollections(db: Db): Promise<Collection[]> {
  return repository.findCollections(db);
}

/** A collection with its articles and the price of buying one of each. */
export async function getCollection(db: Db, id: number): Promise<JsonText<CollectionDetail>> {
  const detail = await repository.findCollectionDetail(db, id);
  if (!detail) throw new AppError('not_found', MESSAGES.collectionNotFound);
  return detail;
}

export async function listCollectionPage(db: Db, query: CollectionsPageQuery): Promise<CollectionsPage> {
  const rows = await repository.findCollectionPage(db, query);
  // Past the last page there is no row to say how many there are.
  const total =
    rows[0]?.total ??
    (query.page > 1
      ? ((await repository.findCollectionPage(db, { ...query, page: 1, page_size: 1 }))[0]?.total ?? 0)
      : 0);
  return {
    collections: rows.map(({ total: _total, ...collection }) => collection),
    totalPages: totalPagesFor(total, query.page_size),
    currentPage: query.page,
    total,
  };
}
