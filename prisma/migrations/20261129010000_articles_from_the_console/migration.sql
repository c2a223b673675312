-- The owner edits the catalogue from the console. An article taken off the shop is hidden, never
-- erased (past orders keep it): `visible`. The shop reads only the visible ones, so the listing's
-- indexes hold only them (partial, WHERE visible): its counts and deep pages stay index-only scans, as
-- the migration 20261126073000_listing_deep_pages made them, and the shop's queries say `a.visible`.
ALTER TABLE "articles" ADD COLUMN "visible" BOOLEAN NOT NULL DEFAULT true;

DROP INDEX "articles_listing_price_idx";
CREATE INDEX "articles_listing_price_idx" ON "articles"("prix_final", "id", "sub_category_id", "sex_id", "collection_id") WHERE "visible";
DROP INDEX "articles_listing_recent_idx";
CREATE INDEX "articles_listing_recent_idx" ON "articles"("created_at" DESC, "id" DESC, "prix_final", "sub_category_id", "sex_id", "collection_id") WHERE "visible";
DROP INDEX "articles_listing_sub_category_idx";
CREATE INDEX "articles_listing_sub_category_idx" ON "articles"("sub_category_id", "prix_final", "id", "created_at") WHERE "visible";

-- The search finds only what the shop shows: a hidden article's words leave article_search, and come
-- back when it is shown again (the trigger on articles now also watches `visible`).
CREATE OR REPLACE FUNCTION "refresh_article_search"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  WITH hidden AS (
    DELETE FROM article_search
    WHERE article_id IN (SELECT a.id FROM articles a WHERE a.id = ANY (ids) AND NOT a.visible)
  ),
  texts AS MATERIALIZED (
    SELECT a.id, search_words_of(a.nom) AS name_words, search_words_of(labels.text) AS label_words,
           search_words_of(concat_ws(' ', labels.text, a.description)) AS words
    FROM (SELECT DISTINCT unnest(ids) AS id) touched
    JOIN articles a ON a.id = touched.id AND a.visible
    JOIN sub_categories s ON s.id = a.sub_category_id
    JOIN categories k ON k.id = s.category_id
    LEFT JOIN collections l ON l.id = a.collection_id
    CROSS JOIN LATERAL (
      SELECT concat_ws(' ', a.nom, k.nom, s.nom, l.nom,
        (SELECT string_agg(c.nom, ' ') FROM "_ArticleColors" ac JOIN colors c ON c.id = ac."B" WHERE ac."A" = a.id)) AS text
    ) labels
  ),
  added AS (
    INSERT INTO search_words (word) SELECT DISTINCT unnest(words) FROM texts
    ON CONFLICT DO NOTHING RETURNING id, word
  ),
  numbered AS (
    SELECT t.id, w.id AS word_id, p.word = ANY (t.name_words) AS in_name, p.word = ANY (t.label_words) AS in_labels
    FROM texts t CROSS JOIN LATERAL unnest(t.words) AS p(word)
    JOIN (SELECT id, word FROM search_words UNION ALL SELECT id, word FROM added) w ON w.word = p.word
  )
  INSERT INTO article_search (article_id, name_word_ids, label_word_ids, word_ids)
  SELECT t.id,
         coalesce(array_agg(n.word_id ORDER BY n.word_id) FILTER (WHERE n.in_name), '{}'),
         coalesce(array_agg(n.word_id ORDER BY n.word_id) FILTER (WHERE n.in_labels), '{}'),
         coalesce(array_agg(n.word_id ORDER BY n.word_id) FILTER (WHERE n.word_id IS NOT NULL), '{}')
  FROM texts t LEFT JOIN numbered n ON n.id = t.id
  GROUP BY t.id
  ON CONFLICT (article_id) DO UPDATE
    SET name_word_ids = excluded.name_word_ids, label_word_ids = excluded.label_word_ids, word_ids = excluded.word_ids;
$$;

CREATE OR REPLACE FUNCTION "article_search_on_articles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_article_search(ARRAY(SELECT id FROM new_rows));
  ELSE
    PERFORM refresh_article_search(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.nom, n.description, n.sub_category_id, n.collection_id, n.visible)
            IS DISTINCT FROM (o.nom, o.description, o.sub_category_id, o.collection_id, o.visible)));
  END IF;
  RETURN NULL;
END;
$$;
