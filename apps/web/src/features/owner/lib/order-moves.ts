import { ORDER_MOVE_NOTES, type OrderState } from '@vitrine/contracts';

/** The button that moves an order to a state, and the question its form asks. */
export const MOVE_ACTIONS: Record<OrderState, { button: string; question: string; ends: boolean }> = {
  'en cours': { button: 'Remettre à confirmer', question: 'Remettre la commande à confirmer ?', ends: false },
  confirmée: { button: 'Confirmer', question: 'Confirmer la commande ?', ends: false },
  expédiée: { button: 'Expédier', question: 'Remettre le colis au transporteur ?', ends: false },
  livrée: { button: 'Marquer livrée', question: 'Le client a reçu et payé son colis ?', ends: false },
  refusée: { button: 'Refusée à la livraison', question: 'Le client a refusé le colis ?', ends: true },
  annulée: { button: 'Annuler la commande', question: 'Annuler la commande ?', ends: true },
};

export const noteOf = (state: OrderState) =>
  ORDER_MOVE_NOTES[state] ?? { label: 'Note (facultative)', required: false as const };
