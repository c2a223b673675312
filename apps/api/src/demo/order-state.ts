import type { OrderState } from '@vitrine/contracts';
import type { OrderState as StoredOrderState } from '../generated/prisma/enums.js';

// Prisma names the enum's values with identifiers (en_cours, expediee) and maps them to PostgreSQL's
// own ('en cours', 'expédiée'); the API, Kysely and the contracts speak PostgreSQL's. The demo's seed
// writes through Prisma's client, so it converts here.

const STORED: Record<OrderState, StoredOrderState> = {
  'en cours': 'en_cours',
  confirmée: 'confirmee',
  expédiée: 'expediee',
  livrée: 'livree',
  refusée: 'refusee',
  annulée: 'annulee',
};

/** The value Prisma's client takes for a state. */
export const storedState = (state: OrderState): StoredOrderState => STORED[state];
