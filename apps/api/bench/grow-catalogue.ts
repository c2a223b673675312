import pg from 'pg';

/**
 * Copies the demo articles (with their images, colours and variants) until the catalogue holds
 * `target` articles, with prices spread 15–480 DT, so queries meet a realistic distribution.
 */
export async function growCatalogue(databaseUrl: string, target: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM articles');
    const missing = target - Number(rows[0]!.count);
    if (missing <= 0) return;
    await client.query('BEGIN');
    await client.query(`
      CREATE TEMP TABLE copies ON COMMIT DROP AS
      SELECT nextval(pg_get_serial_sequence('articles', 'id')) AS new_id, src.id AS source_id, g AS n
      FROM generate_series(1, ${missing}) g
      JOIN LATERAL (SELECT id FROM articles ORDER BY id OFFSET (g % (SELECT count(*) FROM articles)) LIMIT 1) src ON true`);
    await client.query(`
      INSERT INTO articles (id, nom, description, prix, promo, image, sub_category_id, sex_id, collection_id, created_at)
      SELECT c.new_id, a.nom || ' #' || c.n, a.description, round((15 + (c.n * 7919 % 465000) / 1000.0)::numeric, 3),
             CASE WHEN c.n % 3 = 0 THEN (c.n % 4 + 1) * 5 ELSE 0 END, a.image, a.sub_category_id, a.sex_id,
             CASE WHEN c.n % 10 = 0 THEN a.collection_id END, a.created_at - make_interval(mins => c.n)
      FROM copies c JOIN articles a ON a.id = c.source_id`);
    await client.query(`
      INSERT INTO article_images (article_id, url, position)
      SELECT c.new_id, i.url, i.position FROM copies c JOIN article_images i ON i.article_id = c.source_id`);
    await client.query(`
      INSERT INTO "_ArticleColors" ("A", "B")
      SELECT c.new_id, ac."B" FROM copies c JOIN "_ArticleColors" ac ON ac."A" = c.source_id`);
    await client.query(`
      INSERT INTO article_details (article_id, size_id, color_id, stock)
      SELECT c.new_id, d.size_id, d.color_id, d.stock FROM copies c JOIN article_details d ON d.article_id = c.source_id`);
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
