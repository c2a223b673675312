-- A deep listing page finds its dozen ids in narrow index entries instead of reading and dropping
-- every article before it (apps/api/src/features/articles/article-json.ts, listingStatement): each sort's index carries the sort key,
-- the id that breaks ties and the columns the filters test, so the count and the walk to the page are
-- index-only scans, and only the page's rows are read from the table.
--   price sorts (asc from the front, desc from the back) and price ranges;
DROP INDEX "articles_prix_final_id_idx";
CREATE INDEX "articles_listing_price_idx" ON "articles"("prix_final", "id", "sub_category_id", "sex_id", "collection_id");
--   newest first, in both directions (the last pages are read from the oldest);
DROP INDEX "articles_created_at_id_idx";
CREATE INDEX "articles_listing_recent_idx" ON "articles"("created_at" DESC, "id" DESC, "prix_final", "sub_category_id", "sex_id", "collection_id");
--   a category or sub-category: its articles with both sort keys (and the similar articles' walk by
--   price within a sub-category);
DROP INDEX "articles_sub_category_id_prix_final_idx";
CREATE INDEX "articles_listing_sub_category_idx" ON "articles"("sub_category_id", "prix_final", "id", "created_at");
--   a colour: its articles' ids without visiting the link table's rows. Prisma's implicit relation table
--   cannot declare it in schema.prisma: a `prisma migrate diff` would offer to drop it; keep it.
CREATE INDEX "_ArticleColors_B_A_idx" ON "_ArticleColors"("B", "A");
