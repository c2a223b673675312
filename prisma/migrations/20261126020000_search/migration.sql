-- Product search (GET /api/search). Every article keeps the words shoppers may type to find it, folded
-- (lower case, no accents): those of its name, and those of its name, category, sub-category, collection,
-- colours and description. A GIN index finds the articles holding a word among 100 000 in milliseconds;
-- a typo is mended against the list of words the catalogue uses (a few thousand, trigram-indexed), not
-- by comparing the query with every article's text, which took seconds at 100 000 articles.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes the folding
-- the same for ever, which is what an index needs.
CREATE FUNCTION "search_words_of"(text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT word ORDER BY word), '{}')
  FROM regexp_split_to_table(lower(public.unaccent('public.unaccent'::regdictionary, coalesce($1, ''))), '[^[:alnum:]]+') AS word
  WHERE length(word) >= 2
$$;

CREATE TABLE "article_search" (
    "article_id" INTEGER NOT NULL,
    "name_words" TEXT[] NOT NULL,
    "words" TEXT[] NOT NULL,
    CONSTRAINT "article_search_pkey" PRIMARY KEY ("article_id"),
    CONSTRAINT "article_search_article_id_fkey" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "article_search_words_idx" ON "article_search" USING GIN ("words");

-- Words no article uses any more stay: they only ever lead to an empty answer.
CREATE TABLE "search_words" (
    "word" TEXT NOT NULL,
    CONSTRAINT "search_words_pkey" PRIMARY KEY ("word")
);
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING GIN ("word" gin_trgm_ops);

CREATE FUNCTION "refresh_article_search"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO article_search (article_id, name_words, words)
  SELECT a.id, search_words_of(a.nom),
         search_words_of(concat_ws(' ', a.nom, k.nom, s.nom, l.nom,
           (SELECT string_agg(c.nom, ' ') FROM "_ArticleColors" ac JOIN colors c ON c.id = ac."B" WHERE ac."A" = a.id),
           a.description))
  FROM (SELECT DISTINCT unnest(ids) AS id) touched
  JOIN articles a ON a.id = touched.id
  JOIN sub_categories s ON s.id = a.sub_category_id
  JOIN categories k ON k.id = s.category_id
  LEFT JOIN collections l ON l.id = a.collection_id
  ON CONFLICT (article_id) DO UPDATE SET name_words = excluded.name_words, words = excluded.words;
  INSERT INTO search_words (word)
  SELECT DISTINCT unnest(words) FROM article_search WHERE article_id IN (SELECT unnest(ids))
  ON CONFLICT DO NOTHING;
$$;

-- Statement triggers with transition tables: a COPY of 100 000 articles refreshes them in one pass.
CREATE FUNCTION "article_search_on_articles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_article_search(ARRAY(SELECT id FROM new_rows));
  ELSE
    PERFORM refresh_article_search(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.nom, n.description, n.sub_category_id, n.collection_id)
            IS DISTINCT FROM (o.nom, o.description, o.sub_category_id, o.collection_id)));
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "article_search_insert" AFTER INSERT ON "articles" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "article_search_on_articles"();
CREATE TRIGGER "article_search_update" AFTER UPDATE ON "articles" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "article_search_on_articles"();

CREATE FUNCTION "article_search_on_colours_of_articles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_article_search(ARRAY(SELECT "A" FROM new_rows));
  ELSE
    PERFORM refresh_article_search(ARRAY(SELECT "A" FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "article_search_insert" AFTER INSERT ON "_ArticleColors" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "article_search_on_colours_of_articles"();
CREATE TRIGGER "article_search_delete" AFTER DELETE ON "_ArticleColors" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "article_search_on_colours_of_articles"();

-- A renamed colour, category, sub-category or collection renames what its articles are found by.
CREATE FUNCTION "article_search_on_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_article_search(ARRAY(
    SELECT a.id FROM articles a
    WHERE CASE TG_TABLE_NAME
      WHEN 'colors' THEN a.id IN (SELECT "A" FROM "_ArticleColors" WHERE "B" IN (SELECT id FROM new_rows))
      WHEN 'categories' THEN a.sub_category_id IN (SELECT id FROM sub_categories WHERE category_id IN (SELECT id FROM new_rows))
      WHEN 'sub_categories' THEN a.sub_category_id IN (SELECT id FROM new_rows)
      ELSE a.collection_id IN (SELECT id FROM new_rows)
    END));
  RETURN NULL;
END;
$$;
DO $$
DECLARE
  named_table text;
BEGIN
  FOREACH named_table IN ARRAY ARRAY['colors', 'categories', 'sub_categories', 'collections'] LOOP
    EXECUTE format(
      'CREATE TRIGGER "article_search_rename" AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION "article_search_on_names"()',
      named_table
    );
  END LOOP;
END;
$$;

SELECT refresh_article_search(ARRAY(SELECT id FROM articles));
