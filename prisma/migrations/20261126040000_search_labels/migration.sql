-- The search ranks, after the articles named by the typed words, those whose category, sub-category,
-- collection or colours hold them (a « Jonc » when « bracelet » is typed) before those that only
-- mention them in their description (a watch « au bracelet de cuir »).
ALTER TABLE "article_search" ADD COLUMN "label_words" TEXT[] NOT NULL DEFAULT '{}';

CREATE OR REPLACE FUNCTION "refresh_article_search"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO article_search (article_id, name_words, label_words, words)
  SELECT a.id, search_words_of(a.nom), search_words_of(labels.text),
         search_words_of(concat_ws(' ', labels.text, a.description))
  FROM (SELECT DISTINCT unnest(ids) AS id) touched
  JOIN articles a ON a.id = touched.id
  JOIN sub_categories s ON s.id = a.sub_category_id
  JOIN categories k ON k.id = s.category_id
  LEFT JOIN collections l ON l.id = a.collection_id
  CROSS JOIN LATERAL (
    SELECT concat_ws(' ', a.nom, k.nom, s.nom, l.nom,
      (SELECT string_agg(c.nom, ' ') FROM "_ArticleColors" ac JOIN colors c ON c.id = ac."B" WHERE ac."A" = a.id)) AS text
  ) labels
  ON CONFLICT (article_id) DO UPDATE
    SET name_words = excluded.name_words, label_words = excluded.label_words, words = excluded.words;
  INSERT INTO search_words (word)
  SELECT DISTINCT unnest(words) FROM article_search WHERE article_id IN (SELECT unnest(ids))
  ON CONFLICT DO NOTHING;
$$;

SELECT refresh_article_search(ARRAY(SELECT id FROM articles));
ALTER TABLE "article_search" ALTER COLUMN "label_words" DROP DEFAULT;
