import http from 'node:http';
import { toDinars } from '@vitrine/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Encoding, encodeBody } from './support/encoding.js';
import { describeStatuses, inParallel, send, serverErrors } from './support/http.js';
import {
  type CatalogueArticle,
  DEMO_CLIENT,
  lastOrderId,
  loadCatalogue,
  orderBody,
  ordersNotPricedByServer,
} from './support/orders.js';
import { scaled } from './support/scale.js';
import { useShop } from './support/shop.js';

// (b) Orders a shopper edited before sending: prices, totals, discounts, quantities, ids. Some are refused,
// some accepted; whatever is stored must carry the prices the server computed from its own database.

const TAMPERED = scaled(500);
const SEED = Number(process.env.RESILIENCE_SEED ?? 20_261_124);

const shop = await useShop();
const { db } = shop.database;
const catalogue = await loadCatalogue(db);
const withVariants = catalogue.filter((article) => article.detailIds.length > 0);

type Order = ReturnType<typeof orderBody> & Record<string, unknown>;
type Item = Order['items'][number] & Record<string, unknown>;
type Tamper = (order: Order, pick: (n: number) => number) => void;

const article = (n: number) => catalogue[n % catalogue.length] as CatalogueArticle;
const line = (order: Order, n: number) => order.items[n % order.items.length] as Item;

const TAMPERS: Record<string, Tamper> = {
  'unit price': (order, pick) => {
    const item = line(order, pick(50));
    const honest = item.prix_unitaire;
    const other = toDinars(article(pick(1000)).unitMillimes);
    const forged = [0, 0.001, honest / 10, honest - 1, -5, 1e9, '0', other, honest + 0.002, honest + 0.0004];
    item.prix_unitaire = forged[pick(forged.length)] as number;
  },
  shipping: (order, pick) => {
    order.shipping_charge = [0, -7, 1e12, 'gratuit', 0.5][pick(5)] as number;
  },
  'order totals': (order, pick) => {
    const key = ['total', 'sous_total', 'remise', 'reduction', 'discount', 'prix_final', 'montant'][
      pick(7)
    ] as string;
    order[key] = [0, -100, 1e9, 100, '0'][pick(5)];
  },
  'line totals': (order, pick) => {
    const key = ['total', 'prix', 'promo', 'nom', 'remise', 'prix_final'][pick(6)] as string;
    line(order, pick(50))[key] = [0, 100, -1, 'Bague offerte'][pick(4)];
  },
  quantity: (order, pick) => {
    const forged = [0, -1, -99, 100, 1e6, 2 ** 31, 1.5, '1e1', true, [1], ' 2 ', '2abc', null, 1e308, '0x10'];
    line(order, pick(50)).quantite = forged[pick(forged.length)] as number;
  },
  "another article's id": (order, pick) => {
    line(order, pick(50)).article_id = article(pick(1000)).id;
  },
  'unknown or malformed id': (order, pick) => {
    line(order, pick(50)).article_id = [999_999, 0, -1, 2 ** 31, '1 OR 1=1', 1.5][pick(6)] as number;
  },
  "another article's variant": (order, pick) => {
    const owner = withVariants[pick(withVariants.length)];
    const item = line(order, pick(50));
    item.article_detail_id = owner?.detailIds[0];
    if (pick(2)) delete (item as Partial<Item>).article_id;
  },
  'promo code': (order, pick) => {
    order.code_promo = ['BIENVENUE10', ' bienvenue10 ', 'ETE25', 'UNIQUE50', 'INVENTE90'][pick(5)];
    if (pick(2)) order.reduction = 100;
  },
  'repeated line': (order, pick) => {
    const copy = { ...line(order, 0), quantite: 99 };
    order.items.push(...Array.from({ length: 1 + pick(3) }, () => ({ ...copy })));
  },
  'no prices at all': (order) => {
    for (const item of order.items) delete (item as Partial<Item>).prix_unitaire;
    delete (order as Partial<Order>).shipping_charge;
  },
  'state and date': (order, pick) => {
    order.etat = ['livrée', 'annulée', 'payée'][pick(3)];
    order.date_commande = ['1999-01-01', '2099-12-31', 'hier'][pick(3)];
  },
};

const tamperedOrders = fc.record({
  lines: fc.array(fc.record({ n: fc.nat(1000), quantite: fc.integer({ min: 1, max: 3 }) }), {
    minLength: 1,
    maxLength: 3,
  }),
  tampers: fc.uniqueArray(fc.constantFrom(...Object.keys(TAMPERS)), { minLength: 1, maxLength: 3 }),
  picks: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
  encoding: fc.constantFrom<Encoding>('json', 'multipart'),
});

describe('(b) tampered orders', () => {
  it(`never stores a price the server did not compute: ${TAMPERED} tampered orders`, async () => {
    const samples = fc.sample(tamperedOrders, { numRuns: TAMPERED, seed: SEED });
    const visitor = await shop.visitor();
    const before = await lastOrderId(db);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    const answers = await inParallel(samples, 10, (sample) => {
      const order = orderBody(
        sample.lines.map(({ n, quantite }) => ({ article: article(n), quantite })),
        { code_client: DEMO_CLIENT },
      ) as Order;
      let next = 0;
      const pick = (n: number) => (sample.picks[next++ % sample.picks.length] as number) % n;
      for (const name of sample.tampers) TAMPERS[name]?.(order, pick);
      return send(
        shop.origin,
        { method: 'POST', path: '/api/Order', ...encodeBody(order, sample.encoding, visitor) },
        agent,
      );
    });
    agent.destroy();

    const stored = await db.order.count({ where: { id: { gt: before } } });
    const accepted = answers.filter((answer) => answer.status === 201).length;
    const wrong = await ordersNotPricedByServer(db, before);
    console.log(
      `(b) ${TAMPERED} tampered orders → ${TAMPERED - accepted} refused, ${accepted} accepted, ${stored} stored, ` +
        `${wrong.length} stored with a price the server did not compute, ${serverErrors(answers).length} 5xx ` +
        `[${describeStatuses(answers)}]`,
    );
    expect(serverErrors(answers), shop.logTail()).toEqual([]);
    expect(wrong).toEqual([]);
    // A refused order writes nothing: one stored order per 201.
    expect(stored).toBe(accepted);
  });

  it('would notice a stored price the server did not compute', async () => {
    const before = await lastOrderId(db);
    const order = orderBody([{ article: article(0), quantite: 2 }], { code_client: DEMO_CLIENT });
    const placed = await send(shop.origin, {
      method: 'POST',
      path: '/api/Order',
      ...encodeBody(order, 'json', await shop.visitor()),
    });
    expect(placed.status).toBe(201);
    expect(await ordersNotPricedByServer(db, before)).toEqual([]);
    // One millime off on one line, as a client-sent price kept by mistake would be.
    await db.$executeRaw`UPDATE commande_items SET prix_unitaire = prix_unitaire + 0.001 WHERE order_id > ${before}`;
    expect(await ordersNotPricedByServer(db, before)).toHaveLength(1);
  });
});
