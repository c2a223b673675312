import {
  ORDER_STATE_NEW,
  type OrderState,
  type OrderTotals,
  priceOrder,
  promoPriceMillimes,
  tunisToday,
} from '@vitrine/contracts';
import { CLIENTS, PROMO_SUMMER, PROMO_WELCOME } from './catalogue.js';
import type { DemoArticle, DemoPromo } from './demo-records.js';
import { createRandom, type Random } from './random.js';

/** The articles most orders start with, so "best sellers" shows a believable selection. */
const FAVOURITES = [
  'Pendentif Khomsa or jaune',
  'Créoles Essentielles or jaune',
  'Bague Jasmin or rose',
  'Jonc Médina martelé',
  "Puces Perle d'eau douce",
  'Solitaire Éclat argent',
  'Bracelet chaîne Étoile',
  'Montre Nacre or rose',
] as const;

const ORDER_COUNT = 16;
export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const ORDER_STATE_DELIVERED = 'livrée';
export const COURIERS = ['Rapid-Poste', 'Aramex', 'First Delivery'] as const;

/** One move of a demo order, as the owner made it from the console. */
export interface DemoOrderMove {
  from: OrderState;
  to: OrderState;
  at: Date;
  note: string | null;
}

export interface DemoOrderItem {
  article: DemoArticle;
  /** Index in the article's details, when the line is for a variant. */
  detailIndex: number | undefined;
  quantite: number;
}

export interface DemoOrder {
  clientCode: string;
  promoCode: string | undefined;
  reduction: number;
  /** The order's day in Tunis, `YYYY-MM-DD` (the DATE column, and the year of its reference). */
  isoDate: string;
  createdAt: Date;
  /** Where its history (oldest first) led. */
  etat: OrderState;
  history: DemoOrderMove[];
  items: DemoOrderItem[];
  /** The shop's calls about it (the order desk), oldest first. */
  calls: DemoCall[];
  /** The earlier order from the same phone this one repeats. */
  duplicateOf: DemoOrder | undefined;
  /** From the contracts' priceOrder: what the shop charged. */
  totals: OrderTotals;
}

/** One call of the order desk about a demo order. */
export interface DemoCall {
  resultat: 'confirmee' | 'injoignable' | 'rappeler' | 'annulee';
  at: Date;
  note: string | null;
  /** When to call back, for `rappeler` only. */
  rappelerA: Date | null;
}

/** Past orders of the demo clients, oldest first, priced by the shop's one pricing function. */
export function buildDemoOrders(
  articles: readonly DemoArticle[],
  promos: readonly DemoPromo[],
  now: Date,
): DemoOrder[] {
  const random = createRandom('orders');
  const favourites = favouritesAmong(articles);
  const summer = promos.find((promo) => promo.code === PROMO_SUMMER);

  const drafts = Array.from({ length: ORDER_COUNT }, (_, i) => {
    const client = CLIENTS[i % CLIENTS.length] as (typeof CLIENTS)[number];
    // Spread over the last ten weeks, most recent last; the first one used the summer code before it ended.
    const placedAt =
      i === 0 && summer?.ends_at
        ? new Date(summer.ends_at.getTime() - 12 * DAY_MS)
        : new Date(now.getTime() - ((ORDER_COUNT - 1 - i) * 4.4 + random.between(0.6, 2)) * DAY_MS);
    placedAt.setUTCHours(random.int(9, 20), random.int(0, 59), 0, 0);
    const items = pickItems(random, favourites, articles);
    const promoCode = i === 0 && summer ? PROMO_SUMMER : i % 5 === 2 ? PROMO_WELCOME : undefined;
    return { client, placedAt, items, promoCode };
  });

  drafts.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());
  return drafts.map((draft, index) => {
    const history = demoHistory(draft.placedAt, now, index, random);
    return pricedOrder({
      clientCode: draft.client.code_client,
      promoCode: draft.promoCode,
      promos,
      placedAt: draft.placedAt,
      items: draft.items,
      history,
      calls: callsBehind(history),
    });
  });
}

/** The demo's best sellers, as articles. */
export function favouritesAmong(articles: readonly DemoArticle[]): DemoArticle[] {
  const byName = new Map(articles.map((article) => [article.nom, article]));
  return FAVOURITES.map((nom) => byName.get(nom)).filter((a): a is DemoArticle => a !== undefined);
}

/** One to three lines, most often among the favourites. */
export function pickItems(
  random: Random,
  favourites: readonly DemoArticle[],
  articles: readonly DemoArticle[],
): DemoOrderItem[] {
  const lineCount = random.pick([1, 1, 2, 2, 3]);
  const chosen = new Set<DemoArticle>();
  while (chosen.size < lineCount) {
    chosen.add(random.chance(0.7) ? random.pick(favourites) : random.pick(articles));
  }
  return [...chosen].map((article) => ({
    article,
    detailIndex: article.details.length ? random.int(0, article.details.length - 1) : undefined,
    // Small pieces are often bought in twos (one to keep, one to give).
    quantite: article.prix < 100_000 && random.chance(0.35) ? 2 : 1,
  }));
}

/** An order as the shop charged it: its lines priced by the contracts, its state where its history led. */
export function pricedOrder(order: {
  clientCode: string;
  promoCode: string | undefined;
  promos: readonly DemoPromo[];
  placedAt: Date;
  items: DemoOrderItem[];
  history: DemoOrderMove[];
  calls: DemoCall[];
  duplicateOf?: DemoOrder;
}): DemoOrder {
  const reduction = order.promoCode
    ? (order.promos.find((promo) => promo.code === order.promoCode)?.reduction ?? 0)
    : 0;
  const totals = priceOrder(
    order.items.map((item) => ({
      unitMillimes: promoPriceMillimes(item.article.prix, item.article.promo),
      quantite: item.quantite,
    })),
    reduction,
  );
  return {
    clientCode: order.clientCode,
    promoCode: order.promoCode,
    reduction,
    isoDate: tunisToday(order.placedAt),
    createdAt: order.placedAt,
    etat: order.history.at(-1)?.to ?? ORDER_STATE_NEW,
    history: order.history,
    calls: order.calls,
    duplicateOf: order.duplicateOf,
    items: order.items,
    totals,
  };
}

/** The call that led to each move out of « en cours », a few minutes before it. */
function callsBehind(history: readonly DemoOrderMove[]): DemoCall[] {
  return history
    .filter((move) => move.from === ORDER_STATE_NEW)
    .map((move) => ({
      resultat: move.to === 'annulée' ? 'annulee' : 'confirmee',
      at: new Date(move.at.getTime() - 5 * 60_000),
      note: null,
      rappelerA: null,
    }));
}

/** The shop calls and couriers deliver from 9:00 to 20:00 in Tunis (UTC+1): a later time waits for the next morning. */
export function duringOpeningHours(time: number): number {
  const date = new Date(time);
  const hour = date.getUTCHours();
  if (hour >= 8 && hour < 19) return time;
  if (hour >= 19) date.setUTCDate(date.getUTCDate() + 1);
  date.setUTCHours(8);
  return date.getTime();
}

/**
 * How far an order placed at `placedAt` has gone by `now`, the way a cash-on-delivery shop works: a call
 * to confirm within hours, the courier the next day, delivery two or three days later. Among the older
 * ones, one was cancelled on the phone and one refused at the door; the newest is still to be confirmed
 * and the one before is on its way.
 */
function demoHistory(placedAt: Date, now: Date, index: number, random: Random): DemoOrderMove[] {
  const moves: DemoOrderMove[] = [];
  let at = placedAt.getTime();
  const move = (from: OrderState, to: OrderState, afterHours: number, note: string | null = null) => {
    const next = duringOpeningHours(at + afterHours * HOUR_MS);
    if (next >= now.getTime()) return false;
    at = next;
    moves.push({ from, to, at: new Date(at), note });
    return true;
  };
  // The newest order has not been confirmed yet; the one before is still with the courier.
  if (index === ORDER_COUNT - 1) return moves;
  if (index === 3) {
    move(
      'en cours',
      'annulée',
      random.between(1, 5),
      'Annulée à la demande de la cliente (commande en double).',
    );
    return moves;
  }
  if (!move('en cours', 'confirmée', random.between(1, 6))) return moves;
  const courier = random.pick(COURIERS);
  const tracking = `${courier} — n° de suivi ${random.int(10_000_000, 99_999_999)}`;
  if (!move('confirmée', 'expédiée', random.between(18, 30), tracking)) return moves;
  if (index === ORDER_COUNT - 2) return moves;
  if (index === 6) {
    move('expédiée', 'refusée', random.between(48, 72), 'Colis refusé à la livraison : client injoignable.');
    return moves;
  }
  move('expédiée', 'livrée', random.between(48, 80));
  return moves;
}
