import type { OrderState } from '@vitrine/contracts';
import type { OrderState as StoredOrderState } from '../../generated/prisma/enums.js';

// Prisma names the enum's values with identifiers (en_cours, expediee) and maps them to PostgreSQL's
// own ('en cours', 'expédiée'); the API and the contracts speak PostgreSQL's. Raw SQL reads those as is.

const STORED: Record<OrderState, StoredOrderState> = {
  'en cours': 'en_cours',
  confirmée: 'confirmee',
  expédiée: 'expediee',
  livrée: 'livree',
  refusée: 'refusee',
  annulée: 'annulee',
};

const FROM_STORED = Object.fromEntries(
  Object.entries(STORED).map(([state, stored]) => [stored, state]),
) as Record<StoredOrderState, OrderState>;

/** The value Prisma's client takes for a state. */
export const storedState = (state: OrderState): StoredOrderState => STORED[state];

/** The state, as the contracts say it, of a value read through Prisma's client. */
export const orderState = (stored: StoredOrderState): OrderState => FROM_STORED[stored];
