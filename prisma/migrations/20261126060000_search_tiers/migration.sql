-- The search reads its rank tiers (name, labels, words) each through its own index when the tier is
-- small: a rare word's tier is found by its GIN index rather than by reading articles in id order.
CREATE INDEX "article_search_name_word_ids_idx" ON "article_search" USING GIN ("name_word_ids");
CREATE INDEX "article_search_label_word_ids_idx" ON "article_search" USING GIN ("label_word_ids");
-- A search reads a few hundred rows of it at most: starting parallel workers (planned for tiers the
-- statement then skips) cost more than the whole search.
ALTER TABLE "article_search" SET (parallel_workers = 0);
