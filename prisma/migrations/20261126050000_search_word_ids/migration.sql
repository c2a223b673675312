-- Articles keep the numbers of their words rather than the words: at 100 000 articles a common word
-- (« collier ») is held by 20 000 of them, and the search reads each of those rows to rank it. Integer
-- arrays make the rows a third as wide and their comparisons cheaper.
ALTER TABLE "search_words" ADD COLUMN "id" INTEGER GENERATED ALWAYS AS IDENTITY;
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_id_key" UNIQUE ("id");

DROP INDEX "article_search_words_idx";
ALTER TABLE "article_search"
  DROP COLUMN "name_words", DROP COLUMN "label_words", DROP COLUMN "words",
  ADD COLUMN "name_word_ids" INTEGER[] NOT NULL DEFAULT '{}',
  ADD COLUMN "label_word_ids" INTEGER[] NOT NULL DEFAULT '{}',
  ADD COLUMN "word_ids" INTEGER[] NOT NULL DEFAULT '{}';
CREATE INDEX "article_search_word_ids_idx" ON "article_search" USING GIN ("word_ids");

-- One statement: the articles' words are read once, the new ones added to search_words (RETURNING
-- gives their numbers, which the statement's own snapshot cannot see in the table).
CREATE OR REPLACE FUNCTION "refresh_article_search"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  WITH texts AS MATERIALIZED (
    SELECT a.id, search_words_of(a.nom) AS name_words, search_words_of(labels.text) AS label_words,
           search_words_of(concat_ws(' ', labels.text, a.description)) AS words
    FROM (SELECT DISTINCT unnest(ids) AS id) touched
    JOIN articles a ON a.id = touched.id
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

SELECT refresh_article_search(ARRAY(SELECT id FROM articles));
ALTER TABLE "article_search"
  ALTER COLUMN "name_word_ids" DROP DEFAULT,
  ALTER COLUMN "label_word_ids" DROP DEFAULT,
  ALTER COLUMN "word_ids" DROP DEFAULT;
