import type { Db } from '../src/db/prisma.js';

/**
 * The first article under 150 DT (the order pays shipping, so every price the browser sends is
 * checked) that needs no size: a line for an article sold in several sizes must name one. Its one
 * variant (if any: a one-size article's pieces are taken from it, as every order does) is stocked for
 * every order the bench may place, so that none is refused for want of pieces.
 */
export async function firstArticleWithoutSizes(db: Db) {
  const [article] = await db.$queryRaw<Array<{ id: number; prix: string; promo: number }>>`
    SELECT a.id, a.prix::text AS prix, a.promo FROM articles a
    WHERE a.prix_final < 150
      AND (SELECT count(*) FROM article_details d WHERE d.article_id = a.id) <= 1
    ORDER BY a.id LIMIT 1`;
  if (!article) throw new Error('the demo catalogue has no article under 150 DT sold without sizes');
  await db.$executeRaw`UPDATE article_details SET stock = 100000000 WHERE article_id = ${article.id}`;
  return article;
}
