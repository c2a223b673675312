import { MESSAGES } from './messages.js';
import { z } from './zod.js';

// A cash-on-delivery order's life. PostgreSQL enforces the same moves (a trigger on `commandes`, see
// prisma/migrations/*_order_lifecycle): this table is what the console offers and the tests walk.

export const ORDER_STATES = ['en cours', 'confirmée', 'expédiée', 'livrée', 'refusée', 'annulée'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const OrderStateSchema = z.enum(ORDER_STATES, { error: MESSAGES.orderStateInvalid });

/** The moves allowed from each state; the last three states are final. */
export const ORDER_MOVES: Record<OrderState, readonly OrderState[]> = {
  'en cours': ['confirmée', 'annulée'],
  confirmée: ['expédiée', 'annulée'],
  expédiée: ['livrée', 'refusée'],
  livrée: [],
  refusée: [],
  annulée: [],
};

export function canMoveOrder(from: OrderState, to: OrderState): boolean {
  return ORDER_MOVES[from].includes(to);
}

/** The state as a badge or a tab says it. */
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  'en cours': 'À confirmer',
  confirmée: 'Confirmée',
  expédiée: 'Expédiée',
  livrée: 'Livrée',
  refusée: 'Refusée',
  annulée: 'Annulée',
};

/** What the shopper reads about the current state (order tracking, « Mon espace »). */
export const ORDER_STATE_SENTENCES: Record<OrderState, string> = {
  'en cours': 'Votre commande est bien reçue : nous vous appellerons pour la confirmer avant de la préparer.',
  confirmée: 'Votre commande est confirmée : nous la préparons pour l’expédition.',
  expédiée:
    'Votre colis est en route : le livreur vous appellera avant de passer. Le paiement se fait à la livraison.',
  livrée: 'Votre commande vous a été livrée. Merci de votre confiance !',
  refusée: 'Le colis a été refusé à la livraison et nous est retourné.',
  annulée: 'Votre commande a été annulée.',
};

/**
 * The note a move asks for: the courier and tracking number when shipped, a reason when it ends badly;
 * `missing` is what a required one's absence is answered with.
 */
export const ORDER_MOVE_NOTES: Partial<
  Record<OrderState, { label: string; required: false } | { label: string; required: true; missing: string }>
> = {
  confirmée: { label: 'Note (facultative)', required: false },
  expédiée: {
    label: 'Transporteur et numéro de suivi',
    required: true,
    missing: MESSAGES.shipmentNoteRequired,
  },
  livrée: { label: 'Note (facultative)', required: false },
  refusée: { label: 'Motif du refus', required: true, missing: MESSAGES.refusalReasonRequired },
  annulée: { label: 'Motif de l’annulation', required: true, missing: MESSAGES.cancellationReasonRequired },
};

/** A shipment's note, as the history and the customer's mail show it: `Rapid-Poste — RR123456789TN`. */
export const shipmentNote = (carrier: string, tracking: string) => `${carrier.trim()} — ${tracking.trim()}`;

/** The courier and tracking number back from a shipment's note (a note typed in Studio is all courier). */
export function parseShipmentNote(note: string | null): { transporteur: string; numero_suivi: string } {
  const [carrier = '', ...tracking] = (note ?? '').split(' — ');
  return { transporteur: carrier.trim(), numero_suivi: tracking.join(' — ').trim() };
}

export const ORDER_NOTE_MAX = 500;

/**
 * Who moved an order: the owner console, or anything else that wrote to the database (Studio, SQL);
 * `client` is the shopper who placed it (the history's first entry, its creation).
 */
export const ORDER_MOVE_ACTORS = ['console', 'database', 'client'] as const;
export type OrderMoveActor = (typeof ORDER_MOVE_ACTORS)[number];

/** Who moved an order, as the console's history says it. */
export const ORDER_MOVE_ACTOR_LABELS: Record<OrderMoveActor, string> = {
  console: 'Console',
  database: 'Base de données',
  client: 'Commande passée sur la boutique',
};

/**
 * One move of an order, as its history keeps it. An entry whose `ancien_etat` is its `nouvel_etat` is
 * no move: the owner changed the order during a call (`PATCH /api/owner/orders/:reference`), and its
 * note says what (« Commande modifiée : … »); the storefront's tracking leaves those out.
 */
export const OrderHistoryEntrySchema = z.object({
  /** Null for the order's creation. */
  ancien_etat: OrderStateSchema.nullable(),
  nouvel_etat: OrderStateSchema,
  /** ISO date-time. */
  date: z.string(),
  par: z.enum(ORDER_MOVE_ACTORS),
  note: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

/** The delivery details an order was placed with: the order keeps them, whatever its client does later. */
export const OrderDeliverySchema = z.object({
  nom: z.string(),
  prenom: z.string(),
  numero_telephone: z.string(),
  adresse: z.string(),
  region: z.string(),
  code_postal: z.string().nullable(),
});
export type OrderDelivery = z.infer<typeof OrderDeliverySchema>;
