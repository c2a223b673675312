import { type ArticleFilters, toDecimalString, toMillimes } from '@vitrine/contracts';
import type { Expression, SqlBool } from 'kysely';
import { type ArticleExpressions, SHOWN_IN_SHOP } from './article-json.js';

/** A JSON number of dinars as exact DECIMAL text: 89.9 must compare equal to a price of 89.900. */
export function exactDinars(dinars: number): string {
  return toDecimalString(toMillimes(dinars));
}

/**
 * Conditions on `articles a`: shown in the shop, then one per filter given. Sub-selects with IN (rather than joins or EXISTS
 * per row) let PostgreSQL read each filter's index once, which keeps counts fast at 100k articles.
 */
function articleConditionList(eb: ArticleExpressions, filters: ArticleFilters): Expression<SqlBool>[] {
  const { category_id, sub_category_id, collection_id, sex_id, color_id, size_id, minValue, maxValue } =
    filters;
  const conditions: Expression<SqlBool>[] = [SHOWN_IN_SHOP];
  if (category_id)
    conditions.push(
      eb(
        'a.sub_category_id',
        'in',
        eb.selectFrom('sub_categories').select('id').where('category_id', '=', category_id),
      ),
    );
  if (sub_category_id) conditions.push(eb('a.sub_category_id', '=', sub_category_id));
  if (collection_id) conditions.push(eb('a.collection_id', '=', collection_id));
  if (sex_id) conditions.push(eb('a.sex_id', '=', sex_id));
  if (color_id)
    conditions.push(eb('a.id', 'in', eb.selectFrom('_ArticleColors').select('A').where('B', '=', color_id)));
  if (size_id)
    conditions.push(
      eb('a.id', 'in', eb.selectFrom('article_details').select('article_id').where('size_id', '=', size_id)),
    );
  if (minValue != null) conditions.push(eb('a.prix_final', '>=', exactDinars(minValue)));
  if (maxValue != null) conditions.push(eb('a.prix_final', '<=', exactDinars(maxValue)));
  return conditions;
}

/** All the filters' conditions on `articles a`, as one (the articles shown, without filters). */
export function articleConditions(filters: ArticleFilters) {
  return (eb: ArticleExpressions): Expression<SqlBool> => eb.and(articleConditionList(eb, filters));
}

/** Whether a filter reads another table than the articles' (see listingStatement's `joined`). */
export function filtersJoin(filters: ArticleFilters): boolean {
  return Boolean(filters.color_id || filters.size_id);
}
