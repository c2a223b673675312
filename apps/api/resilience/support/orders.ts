import {
  MAX_LINE_QUANTITY,
  MESSAGES,
  ORDER_STATE_NEW,
  priceOrder,
  promoPriceMillimes,
  stockKeeping,
  toDinars,
  toMillimes,
} from '@vitrine/contracts';
import type { Db } from '../../src/db/prisma.js';
import { storedState } from '../../src/demo/order-state.js';

/** The demo client of the seed: orders with its code need no new client. */
export const DEMO_CLIENT = 'CL-DEMO01';

export interface CatalogueArticle {
  id: number;
  nom: string;
  /** What a shopper pays for one, by the contracts' pricing function. */
  unitMillimes: number;
  /** Its variants (size, colour). */
  detailIds: number[];
}

/**
 * The articles a shopper can order without choosing a size: a line for an article sold in several
 * sizes must name one, which these scenarios do not exercise (a one-size article's pieces are taken
 * from its variant all the same: the template is stocked for every order, createDemoDatabase).
 */
export async function loadCatalogue(db: Db): Promise<CatalogueArticle[]> {
  const articles = await db.article.findMany({
    orderBy: { id: 'asc' },
    select: {
      id: true,
      nom: true,
      prix: true,
      promo: true,
      details: { select: { id: true } },
    },
  });
  return articles
    .filter((article) => stockKeeping(article.details.length) !== 'sizes')
    .map((article) => ({
      id: article.id,
      nom: article.nom,
      unitMillimes: promoPriceMillimes(toMillimes(article.prix.toString()), article.promo),
      detailIds: article.details.map((detail) => detail.id),
    }));
}

export interface Line {
  article: CatalogueArticle;
  quantite: number;
}

/** An order as the storefront sends it: the prices the shopper saw, for a known client or a new one. */
export function orderBody(
  lines: Line[],
  who: { code_client: string } | { client: object },
  code_promo?: string,
) {
  const { shippingMillimes } = priceOrder(
    lines.map((line) => ({ unitMillimes: line.article.unitMillimes, quantite: line.quantite })),
  );
  return {
    ...who,
    items: lines.map((line) => ({
      quantite: line.quantite,
      article_id: line.article.id,
      prix_unitaire: toDinars(line.article.unitMillimes),
    })),
    shipping_charge: toDinars(shippingMillimes),
    ...(code_promo ? { code_promo } : {}),
  };
}

/**
 * The `n`-th order of a scenario's mix: one to three lines spread over the catalogue, one order in four
 * by a new client, the others by the demo client.
 */
export function sampleOrder(catalogue: CatalogueArticle[], n: number) {
  const lines: Line[] = Array.from({ length: 1 + (n % 3) }, (_, i) => ({
    article: catalogue[(n * 7 + i * 13) % catalogue.length] as CatalogueArticle,
    quantite: 1 + ((n + i) % 3),
  }));
  return orderBody(lines, n % 4 === 3 ? { client: newClient(n) } : { code_client: DEMO_CLIENT });
}

/** A new client whose e-mail and phone no other order of the run uses. */
export function newClient(n: number) {
  return {
    nom: 'Résilience',
    prenom: `Client ${n}`,
    region: 'Tunis',
    adresse: `${n} avenue Habib Bourguiba`,
    numero_telephone: String(50_000_000 + n),
    adresse_mail: `client-${n}@resilience.test`,
  };
}

const millimes = (value: { toString(): string }) => toMillimes(value.toString());

/**
 * Every order stored after `sinceId` whose amounts are not the ones the contracts' pricing function
 * gives for the articles' prices and promos in the database, with what is wrong about each.
 */
export async function ordersNotPricedByServer(db: Db, sinceId: number): Promise<string[]> {
  const orders = await db.order.findMany({
    where: { id: { gt: sinceId } },
    orderBy: { id: 'asc' },
    select: {
      id: true,
      etat: true,
      code_promo: true,
      reduction: true,
      sous_total: true,
      remise: true,
      shipping_charge: true,
      total: true,
      promo: { select: { code: true, reduction: true } },
      items: {
        select: {
          article_id: true,
          nom: true,
          quantite: true,
          prix_unitaire: true,
          total: true,
          article: { select: { nom: true, prix: true, promo: true, _count: { select: { details: true } } } },
          article_detail: { select: { article_id: true, size: { select: { nom: true } } } },
        },
      },
    },
  });
  const problems: string[] = [];
  for (const order of orders) {
    const wrong: string[] = [];
    if (order.etat !== storedState(ORDER_STATE_NEW)) wrong.push(`etat ${order.etat}`);
    if (order.reduction !== (order.promo?.reduction ?? 0)) wrong.push(`reduction ${order.reduction}`);
    if (order.code_promo !== (order.promo?.code ?? null)) wrong.push(`code_promo ${order.code_promo}`);
    if (!order.items.length) wrong.push('no line');
    const lines = order.items.map((item) => {
      const unit = promoPriceMillimes(millimes(item.article.prix), item.article.promo);
      if (!Number.isInteger(item.quantite) || item.quantite < 1 || item.quantite > MAX_LINE_QUANTITY)
        wrong.push(`quantite ${item.quantite}`);
      if (millimes(item.prix_unitaire) !== unit)
        wrong.push(`article ${item.article_id} at ${item.prix_unitaire}`);
      if (millimes(item.total) !== unit * item.quantite) wrong.push(`line total ${item.total}`);
      // Only a size chosen names the line: a one-size article's « Taille unique » does not.
      const chosen = stockKeeping(item.article._count.details) === 'sizes';
      const size = chosen ? item.article_detail?.size?.nom : undefined;
      if (item.nom !== (size ? MESSAGES.lineWithSize(item.article.nom, size) : item.article.nom))
        wrong.push(`line name ${item.nom}`);
      if (item.article_detail && item.article_detail.article_id !== item.article_id)
        wrong.push(`variant of article ${item.article_detail.article_id} on article ${item.article_id}`);
      return { unitMillimes: unit, quantite: Math.max(1, item.quantite) };
    });
    if (lines.length) {
      const expected = priceOrder(
        lines,
        order.reduction >= 0 && order.reduction <= 100 ? order.reduction : 0,
      );
      const stored = {
        sous_total: millimes(order.sous_total),
        remise: millimes(order.remise),
        shipping_charge: millimes(order.shipping_charge),
        total: millimes(order.total),
      };
      const computed = {
        sous_total: expected.subtotalMillimes,
        remise: expected.discountMillimes,
        shipping_charge: expected.shippingMillimes,
        total: expected.totalMillimes,
      };
      for (const key of Object.keys(stored) as Array<keyof typeof stored>) {
        if (stored[key] !== computed[key]) wrong.push(`${key} ${stored[key]} instead of ${computed[key]}`);
      }
    }
    if (wrong.length) problems.push(`order ${order.id}: ${wrong.join(', ')}`);
  }
  return problems;
}

export async function lastOrderId(db: Db): Promise<number> {
  return (await db.order.aggregate({ _max: { id: true } }))._max.id ?? 0;
}
