import type { OrderState } from '@vitrine/contracts';
import { buildCustomers, postalCodeOf } from './customers.js';
import type { DemoArticle, DemoClient, DemoPromo } from './demo-records.js';
import {
  COURIERS,
  DAY_MS,
  type DemoCall,
  type DemoOrder,
  type DemoOrderMove,
  duringOpeningHours,
  favouritesAmong,
  HOUR_MS,
  pickItems,
  pricedOrder,
} from './orders.js';
import { createRandom, type Random } from './random.js';

// Two busy months of a cash-on-delivery shop, for the dashboard, the order desk's queue and the
// customer records: about 180 orders over the last 60 days, most delivered, about a fifth refused at
// the door (more in the interior and the south, where parcels travel longer), some cancelled on the
// phone; customers who come back; one who refused two parcels; and this morning's orders still to call.

const CUSTOMERS = 90;
const MINUTE_MS = 60_000;
const ON_THE_CALL = 0;
/** The customer who refused both his parcels (the order desk's cautionary tale). */
export const DEMO_REFUSER: DemoClient = {
  code_client: 'CL-RFS2X7',
  nom: 'Gharsalli',
  prenom: 'Hichem',
  region: 'Kasserine',
  adresse: '9 rue de la Palestine',
  numero_telephone: '53870412',
  code_postal: postalCodeOf('Kasserine'),
  adresse_mail: 'hichem.gharsalli@example.tn',
};

/**
 * Refused at the door, in a hundred parcels, by where they go; a customer refuses once at most (but
 * the refuser), which brings the whole to about a fifth.
 */
const REFUSALS: Partial<Record<string, number>> = {
  Tunis: 21,
  Ariana: 21,
  'Ben Arous': 23,
  'La Manouba': 24,
  Sousse: 23,
  Sfax: 24,
  Monastir: 23,
  Nabeul: 27,
  Bizerte: 27,
  Mahdia: 30,
};
const INLAND_REFUSALS = 48;

const CANCEL_REASONS = [
  'Commande passée par erreur.',
  'La cliente ne souhaite plus la commande.',
  'A trouvé le même bijou ailleurs.',
  'Le délai de livraison ne lui convient pas.',
] as const;
const REFUSAL_NOTES = [
  'Colis refusé à la livraison : client injoignable.',
  'Colis refusé à la porte : le client a changé d’avis.',
  'Colis refusé : le montant n’était pas prêt.',
] as const;
const CONFIRM_NOTES = [
  null,
  null,
  null,
  'Livraison souhaitée après 17 h.',
  'Appeler avant de passer.',
] as const;

export interface OrderBook {
  clients: DemoClient[];
  orders: DemoOrder[];
  /** What the owner wrote on customers' records. */
  notes: DemoNote[];
}

/** A note on a customer's record (by phone). */
export interface DemoNote {
  telephone: string;
  texte: string;
  createdAt: Date;
}

/** The customers and the last 60 days of their orders, oldest first; `known` are the catalogue's clients. */
export function buildOrderBook(
  articles: readonly DemoArticle[],
  promos: readonly DemoPromo[],
  known: readonly DemoClient[],
  now: Date,
): OrderBook {
  const random = createRandom('order-book');
  const customers = buildCustomers(CUSTOMERS, [...known, DEMO_REFUSER]);
  const favourites = favouritesAmong(articles);
  const welcome = promos.filter((promo) => promo.code === 'BIENVENUE10');
  const order = (client: DemoClient, placedAt: Date, life: Life, duplicateOf?: DemoOrder) => {
    const { history, calls } = life;
    return pricedOrder({
      clientCode: client.code_client,
      promoCode: welcome[0] && random.chance(0.1) ? welcome[0].code : undefined,
      promos,
      placedAt,
      items: duplicateOf ? duplicateOf.items : pickItems(random, favourites, articles),
      history,
      calls,
      duplicateOf,
    });
  };

  // Who ordered how often: a dozen regulars, a third who came back once or twice, the rest once.
  const placements: Array<{ client: DemoClient; placedAt: Date }> = customers.flatMap((client, i) => {
    const count = i < 12 ? random.int(4, 5) : i < 45 ? random.int(2, 3) : 1;
    return Array.from({ length: count }, () => ({ client, placedAt: placedBetween(random, now, 1.2, 60) }));
  });
  placements.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());

  const refused = new Set<string>([DEMO_REFUSER.code_client]);
  const past = placements.map(({ client, placedAt }) => {
    // One refusal per customer at most: the refuser is the only one who did it twice.
    const refuses =
      !refused.has(client.code_client) && random.chance((REFUSALS[client.region] ?? INLAND_REFUSALS) / 100);
    const life = pastLife(random, placedAt, now, refuses);
    if (life.history.at(-1)?.to === 'refusée') refused.add(client.code_client);
    return order(client, placedAt, life);
  });

  const refusals = [45, 19].map((daysAgo, n) => {
    const placedAt = new Date(now.getTime() - daysAgo * DAY_MS);
    placedAt.setUTCHours(9 + n * 5, 12, 0, 0);
    const life = pastLife(random, placedAt, now, true, { outcome: 1, refusal: REFUSAL_NOTES[n] });
    return order(DEMO_REFUSER, placedAt, life);
  });

  // This morning's orders, still « en cours »: two never called, one who did not answer once and one
  // twice, one to call back (due now), the refuser again, and an order sent twice in a row.
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const call = (resultat: DemoCall['resultat'], placedAt: Date, share: number, note: string | null) => ({
    resultat,
    at: new Date(placedAt.getTime() + (now.getTime() - placedAt.getTime()) * share),
    note,
    rappelerA: resultat === 'rappeler' ? new Date(now.getTime() - 20 * MINUTE_MS) : null,
  });
  const open = (
    client: DemoClient,
    placedAt: Date,
    calls: readonly [DemoCall['resultat'], string | null][],
  ) =>
    order(client, placedAt, {
      history: [],
      calls: calls.map(([resultat, note], n) => call(resultat, placedAt, (n + 1) / (calls.length + 1), note)),
    });
  const [first, second, third, fourth, fifth, sixth] = customers.slice(45).filter((_, i) => i % 7 === 0);
  const today = [
    open(first as DemoClient, at(20), [
      ['injoignable', 'Pas de réponse.'],
      ['injoignable', 'Messagerie.'],
    ]),
    open(second as DemoClient, at(9), [['injoignable', 'Pas de réponse.']]),
    open(third as DemoClient, at(6), [['rappeler', 'Au travail : rappeler en fin de journée.']]),
    open(DEMO_REFUSER, at(4), []),
    open(fourth as DemoClient, at(2.5), []),
  ];
  const repeated = open(fifth ?? (sixth as DemoClient), at(1.5), []);
  const duplicate = order(fifth ?? (sixth as DemoClient), at(1.2), { history: [], calls: [] }, repeated);

  const secondRefusal = refusals[1]?.history.at(-1)?.at ?? now;
  return {
    notes: [
      {
        telephone: DEMO_REFUSER.numero_telephone,
        texte: 'Deux colis refusés à la porte : ne plus expédier sans une confirmation ferme au téléphone.',
        createdAt: new Date(secondRefusal.getTime() + 30 * MINUTE_MS),
      },
    ],
    clients: [...customers, DEMO_REFUSER],
    orders: [...past, ...refusals, ...today, repeated, duplicate].sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    ),
  };
}

interface Life {
  history: DemoOrderMove[];
  calls: DemoCall[];
}

/** A time between `from` and `to` days ago, when people shop (8:00 to 23:00 in Tunis). */
function placedBetween(random: Random, now: Date, from: number, to: number): Date {
  const placedAt = new Date(now.getTime() - random.between(from, to) * DAY_MS);
  placedAt.setUTCHours(random.int(7, 21), random.int(0, 59), random.int(0, 59), 0);
  return placedAt;
}

/**
 * An older order's calls and moves, as far as they had gone by `now`: called within hours (sometimes
 * twice), confirmed or cancelled on the phone, shipped the next day, delivered or refused two or three
 * days later.
 */
function pastLife(
  random: Random,
  placedAt: Date,
  now: Date,
  refuses: boolean,
  fixed: { outcome?: number; refusal?: string } = {},
): Life {
  const history: DemoOrderMove[] = [];
  const calls: DemoCall[] = [];
  let time = placedAt.getTime();
  const later = (hours: number) => duringOpeningHours(time + hours * HOUR_MS);
  const callAt = (resultat: DemoCall['resultat'], afterHours: number, note: string | null) => {
    const next = later(afterHours);
    if (next >= now.getTime()) return false;
    time = next;
    calls.push({ resultat, at: new Date(time), note, rappelerA: null });
    return true;
  };
  /** A move `afterHours` later, in opening hours; `ON_THE_CALL` is the move the call just decided. */
  const move = (from: OrderState, to: OrderState, afterHours: number, note: string | null = null) => {
    const next = afterHours === ON_THE_CALL ? time + 2 * MINUTE_MS : later(afterHours);
    if (next >= now.getTime()) return false;
    time = next;
    history.push({ from, to, at: new Date(time), note });
    return true;
  };
  const outcome = fixed.outcome ?? random.next();
  if (outcome < 0.04) {
    // Never answered: three tries over two days, then the order goes.
    for (const hours of [random.between(1, 4), random.between(5, 20), random.between(5, 20)]) {
      if (!callAt('injoignable', hours, 'Pas de réponse.')) return { history, calls };
    }
    move('en cours', 'annulée', random.between(1, 3), 'Injoignable après trois appels : commande annulée.');
    return { history, calls };
  }
  if (random.chance(0.3) && !callAt('injoignable', random.between(1, 4), 'Pas de réponse.')) {
    return { history, calls };
  }
  if (outcome < 0.11) {
    const reason = random.pick(CANCEL_REASONS);
    if (callAt('annulee', random.between(1, 6), reason)) move('en cours', 'annulée', ON_THE_CALL, reason);
    return { history, calls };
  }
  if (!callAt('confirmee', random.between(1, 6), random.pick(CONFIRM_NOTES))) return { history, calls };
  if (!move('en cours', 'confirmée', ON_THE_CALL)) return { history, calls };
  if (outcome < 0.13) {
    move('confirmée', 'annulée', random.between(2, 12), 'Annulée par la cliente avant l’expédition.');
    return { history, calls };
  }
  const courier = random.pick(COURIERS);
  const tracking = `${courier} — n° de suivi ${random.int(10_000_000, 99_999_999)}`;
  if (!move('confirmée', 'expédiée', random.between(18, 30), tracking)) return { history, calls };
  if (refuses)
    move('expédiée', 'refusée', random.between(48, 80), fixed.refusal ?? random.pick(REFUSAL_NOTES));
  else move('expédiée', 'livrée', random.between(48, 80));
  return { history, calls };
}
