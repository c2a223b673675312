// The orders' yardstick in `pnpm bench`: POST /api/Order answered by bare node:http + pg, writing the
// rows an order of the shop writes, in one transaction, with the statements the shop sends (read with
// Prisma's queries logged): the idempotency key locked as the shop locks it, the stock of each sized or
// one-size line taken with its guard, a new client, the promo code redeemed under its row lock, the order
// id drawn, the order, its lines and its two send-mail jobs (graphile_worker.add_job). Same database, same settings
// (synchronous_commit as the server has it), same pool size as the shop's default (10).
//
// What it leaves out, on purpose: every check that can refuse an order (the request's schema, prices
// changed, unknown article or code, a new client whose e-mail or phone is already known, out of stock
// answered as a 409: a refused statement here is a 500), Express, Prisma, the anti-forgery check and the
// replay of an earlier order (a key already held answers 409). After the commit it completes the two
// jobs, in batches, without writing the .eml files (the shop's runner renders and writes one per mail):
// the queue ends as the shop's does, and the shop's runners find none of ours to send. It trusts its
// input: never expose it.
//
// Run by bench/run.ts in its own process: ORDER_BASELINE_PORT, DATABASE_URL.
import { createHash, randomInt } from 'node:crypto';
import http from 'node:http';
import {
  MESSAGES,
  type OrderCommand,
  priceOrder,
  promoPriceMillimes,
  stockKeeping,
  toDecimalString,
  tunisToday,
} from '@vitrine/contracts';
import pg from 'pg';
import { toOrder } from '../src/features/orders/answers.js';
import { orderConfirmation, orderNotification } from '../src/features/orders/mails.js';
import { deliveryOf, newOrderRecord } from '../src/features/orders/new-order.js';
import type { CartArticles } from '../src/features/orders/repository.js';

interface Line {
  article_id?: number;
  article_detail_id?: number;
  quantite: number;
}
interface NewClient {
  nom: string;
  prenom: string;
  region: string;
  adresse: string;
  numero_telephone: string;
  code_postal?: string | null;
  adresse_mail: string;
}
interface OrderBody {
  code_client?: string;
  client?: NewClient;
  code_promo?: string;
  items: Line[];
}

const SHOP_EMAIL = process.env.SHOP_EMAIL ?? 'boutique@vitrine.tn';
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const USABLE = `active AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())
  AND (usage_limit IS NULL OR usage_count < usage_limit)`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function createOrderBaselineServer(databaseUrl: string): http.Server {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A connection the server drops (the bench stopping its database) must not end the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const sent = new MarkSent(pool);

  async function readArticles(items: Line[]) {
    const detailIds = items.flatMap((item) => item.article_detail_id ?? []);
    const details = detailIds.length
      ? await pool.query<{ id: number; article_id: number }>(
          'SELECT id, article_id FROM article_details WHERE id = ANY($1::int[])',
          [detailIds],
        )
      : { rows: [] };
    const articleOfDetail = new Map(details.rows.map((row) => [row.id, row.article_id]));
    const ids = items.map((item) =>
      item.article_detail_id === undefined
        ? Number(item.article_id)
        : (articleOfDetail.get(item.article_detail_id) as number),
    );
    const { rows } = await pool.query<CartArticles['articles'][number]>(
      `SELECT a.id, a.nom, (a.prix * 1000)::float8 AS prix, a.promo, v.variants, v.first_variant
       FROM articles a
       CROSS JOIN LATERAL (SELECT count(*)::int AS variants, min(d.id) AS first_variant
                           FROM article_details d WHERE d.article_id = a.id) AS v
       WHERE a.id = ANY($1::int[])`,
      [ids],
    );
    return { ids, rows };
  }

  async function place(body: OrderBody, key: string | undefined, scope: string, hash: string) {
    // The reads the rows are made of, in parallel as the shop makes them: the articles (name, price),
    // after the variants a line names when there are any, and the returning client.
    const [articles, clientRows] = await Promise.all([
      readArticles(body.items),
      body.code_client === undefined
        ? { rows: [] }
        : pool.query(
            `SELECT id, code_client, nom, prenom, region, adresse, code_postal, numero_telephone, adresse_mail
             FROM clients WHERE code_client = $1`,
            [body.code_client],
          ),
    ]);
    const articleById = new Map(articles.rows.map((row) => [row.id, row]));
    const lines = body.items.map((item, index) => {
      const article = articleById.get(articles.ids[index] as number) as (typeof articles.rows)[0];
      const keeping = stockKeeping(article.variants);
      return {
        article_id: article.id,
        article_detail_id: keeping === 'one-size' ? article.first_variant : (item.article_detail_id ?? null),
        soldInSizes: keeping === 'sizes',
        nom: article.nom,
        quantite: item.quantite,
        unitMillimes: promoPriceMillimes(article.prix, article.promo),
      };
    });

    const tx = await pool.connect();
    try {
      await tx.query('BEGIN');
      if (key !== undefined) {
        const { rows } = await tx.query(
          `SELECT o.id, o.created_at
           FROM (SELECT pg_advisory_xact_lock(hashtextextended($1, 0))) AS locked
           LEFT JOIN commandes o ON o.idempotency_scope = $2 AND o.idempotency_key = $3`,
          [`${scope}:${key}`, scope, key],
        );
        if (rows[0]?.id != null) throw new Refused(409, 'idempotency key already used');
      }
      // In variant id order, as the shop takes them (no two orders wait on each other).
      for (const line of lines
        .filter((l) => l.article_detail_id !== null)
        .sort((a, b) => Number(a.article_detail_id) - Number(b.article_detail_id))) {
        const taken = await tx.query<{ taille: string | null }>(
          `UPDATE article_details d SET stock = d.stock - $1 WHERE d.id = $2 AND d.stock >= $1
           RETURNING (SELECT s.nom FROM sizes s WHERE s.id = d.size_id) AS taille`,
          [line.quantite, line.article_detail_id],
        );
        if (!taken.rows.length) throw new Refused(409, 'out of stock');
        const taille = taken.rows[0]?.taille;
        if (taille && line.soldInSizes) line.nom = MESSAGES.lineWithSize(line.nom, taille);
      }
      let client = clientRows.rows[0];
      if (!client) {
        const details = body.client as NewClient;
        let code = 'CL-';
        for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
        client = { ...details, code_postal: details.code_postal ?? null, code_client: code };
        const created = await tx.query(
          `INSERT INTO clients (code_client, nom, prenom, region, adresse, numero_telephone, code_postal, adresse_mail)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [
            code,
            details.nom,
            details.prenom,
            details.region,
            details.adresse,
            details.numero_telephone,
            details.code_postal ?? null,
            details.adresse_mail,
          ],
        );
        client.id = created.rows[0].id;
      }
      let promo: { id: number; reduction: number } | undefined;
      if (body.code_promo) {
        const redeemed = await tx.query(
          `UPDATE promos SET usage_count = usage_count + 1 WHERE code = $1 AND ${USABLE} RETURNING id, reduction`,
          [body.code_promo],
        );
        promo = redeemed.rows[0];
        if (!promo) throw new Refused(422, 'promo code not usable');
      }
      const totals = priceOrder(lines, promo?.reduction ?? 0);
      const idRow = await tx.query(`SELECT nextval(pg_get_serial_sequence('commandes', 'id')) AS id`);
      const id = Number(idRow.rows[0].id);
      const { id: clientId, ...clientDetails } = client;
      const record = newOrderRecord({
        id,
        date: tunisToday(),
        totals,
        code_promo: promo ? (body.code_promo as string) : null,
        reduction: promo?.reduction ?? 0,
        client: { code_client: clientDetails.code_client, adresse_mail: clientDetails.adresse_mail },
        livraison: deliveryOf(clientDetails),
      });
      const delivery = record.livraison;
      await tx.query(
        `INSERT INTO commandes (id, reference, client_id, promo_id, code_promo, reduction, sous_total, remise,
           shipping_charge, total, date_commande, etat, idempotency_key, idempotency_scope, request_hash,
           nom, prenom, numero_telephone, adresse, region, code_postal)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'en cours', $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
        [
          id,
          record.reference,
          clientId,
          promo?.id ?? null,
          record.code_promo,
          record.reduction,
          toDecimalString(totals.subtotalMillimes),
          toDecimalString(totals.discountMillimes),
          toDecimalString(totals.shippingMillimes),
          toDecimalString(totals.totalMillimes),
          record.date_commande,
          key ?? null,
          key === undefined ? null : scope,
          hash,
          delivery.nom,
          delivery.prenom,
          delivery.numero_telephone,
          delivery.adresse,
          delivery.region,
          delivery.code_postal,
        ],
      );
      // Every line in one statement, as the shop's createMany.
      const values: unknown[] = [];
      const tuples = totals.lines.map((line) => {
        values.push(
          id,
          line.article_id,
          line.article_detail_id,
          line.nom,
          line.quantite,
          toDecimalString(line.unitMillimes),
          toDecimalString(line.totalMillimes),
        );
        const n = values.length;
        return `($${n - 6}, $${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
      });
      await tx.query(
        `INSERT INTO commande_items (order_id, article_id, article_detail_id, nom, quantite, prix_unitaire, total)
         VALUES ${tuples.join(', ')}`,
        values,
      );
      const confirmation = orderConfirmation(record);
      const notification = orderNotification(record);
      const mails = await tx.query<{ id: string }>(
        `SELECT (graphile_worker.add_job('send-mail', payload, max_attempts => 10)).id
         FROM json_array_elements(json_build_array(
           json_build_object('topic', 'order_client', 'refId', $1::int, 'to', $2::text, 'subject', $3::text, 'text', $4::text),
           json_build_object('topic', 'order_shop', 'refId', $1::int, 'to', $5::text, 'replyTo', $2::text,
                             'subject', $6::text, 'text', $7::text))) AS payload`,
        [
          id,
          record.client.adresse_mail,
          confirmation.subject.replace(/[\r\n]+/g, ' ').slice(0, 200),
          confirmation.text,
          SHOP_EMAIL,
          notification.subject.replace(/[\r\n]+/g, ' ').slice(0, 200),
          notification.text,
        ],
      );
      await tx.query('COMMIT');
      sent.add(mails.rows.map((row) => row.id));
      return toOrder(record, body as OrderCommand);
    } catch (error) {
      await tx.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      tx.release();
    }
  }

  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/api/Order') {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const key = req.headers['idempotency-key'] as string | undefined;
      // The shop scopes a key to the visitor cookie, hashed; the request's hash is of what it asks for.
      const visitor = /(?:^|;\s*)vitrine_visitor=([^;]*)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
      place(JSON.parse(text) as OrderBody, key, sha256(`visitor:${visitor}`), sha256(text)).then(
        (order) => {
          res.writeHead(201, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(order));
        },
        (error: unknown) => {
          const status = error instanceof Refused ? error.status : 500;
          res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ message: String((error as Error)?.message ?? error) }));
        },
      );
    });
  });
  server.on('close', () => void sent.idle().then(() => pool.end()));
  return server;
}

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Completes committed mail jobs, up to 50 per statement while one is running. */
class MarkSent {
  private readonly pending: string[] = [];
  private running: Promise<void> | undefined;

  constructor(private readonly pool: pg.Pool) {}

  add(ids: string[]): void {
    this.pending.push(...ids);
    this.running ??= this.flush().finally(() => (this.running = undefined));
  }

  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async flush(): Promise<void> {
    while (this.pending.length) {
      const ids = this.pending.splice(0, 50);
      await this.pool.query('SELECT graphile_worker.complete_jobs($1::bigint[])', [ids]).catch(() => {});
    }
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is required');
  const server = createOrderBaselineServer(databaseUrl);
  server.listen(Number(process.env.ORDER_BASELINE_PORT ?? 3998), '127.0.0.1');
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}
