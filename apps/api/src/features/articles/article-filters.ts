import { type ArticleFilters, toDecimalString, toMillimes } from '@vitrine/contracts';
import { Prisma } from '../../generated/prisma/client.js';

/** A JSON number of dinars as exact DECIMAL text: 89.9 must compare equal to a price of 89.900. */
export function exactDinars(dinars: number): string {
  return toDecimalString(toMillimes(dinars));
}

/**
 * SQL conditions on `articles a`, one per filter given. Sub-selects with IN (rather than joins or EXISTS per row) let
 * PostgreSQL read each filter's index once, which keeps counts fast at 100k articles.
 */
export function articleConditionList(filters: ArticleFilters): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (filters.category_id) {
    conditions.push(
      Prisma.sql`a.sub_category_id IN (SELECT id FROM sub_categories WHERE category_id = ${filters.category_id})`,
    );
  }
  if (filters.sub_category_id) conditions.push(Prisma.sql`a.sub_category_id = ${filters.sub_category_id}`);
  if (filters.collection_id) conditions.push(Prisma.sql`a.collection_id = ${filters.collection_id}`);
  if (filters.sex_id) conditions.push(Prisma.sql`a.sex_id = ${filters.sex_id}`);
  if (filters.color_id)
    conditions.push(Prisma.sql`a.id IN (SELECT "A" FROM "_ArticleColors" WHERE "B" = ${filters.color_id})`);
  if (filters.size_id)
    conditions.push(
      Prisma.sql`a.id IN (SELECT article_id FROM article_details WHERE size_id = ${filters.size_id})`,
    );
  if (filters.minValue != null)
    conditions.push(Prisma.sql`a.prix_final >= ${exactDinars(filters.minValue)}::numeric`);
  if (filters.maxValue != null)
    conditions.push(Prisma.sql`a.prix_final <= ${exactDinars(filters.maxValue)}::numeric`);
  return conditions;
}

/** All the filters' conditions on `articles a`, as one (TRUE without filters). */
export function articleConditions(filters: ArticleFilters): Prisma.Sql {
  const conditions = articleConditionList(filters);
  return conditions.length ? Prisma.join(conditions, ' AND ') : Prisma.sql`TRUE`;
}
