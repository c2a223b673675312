-- Every change to what the catalogue and the site's images show, made by the shop or by hand (Prisma Studio, psql), is
-- announced on the channel "catalogue_changed": each API process listens and drops its cached answers.
-- One notification per statement, whatever the number of rows it touched.
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

DO $$
DECLARE
  catalogue_table text;
BEGIN
  FOREACH catalogue_table IN ARRAY ARRAY[
    'articles', 'article_images', 'article_details', '_ArticleColors', 'categories', 'sub_categories',
    'sexes', 'collections', 'colors', 'sizes', 'gestion_site_web'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"()',
      catalogue_table
    );
  END LOOP;
END;
$$;
