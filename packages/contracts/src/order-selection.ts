import { OrderStateSchema } from './order-lifecycle.js';
import { OrderMoveSchema, requireMoveNote } from './owner.js';
import { z } from './zod.js';

// What the console does with several orders at once: print their packing slips, move them.

/** The most orders one request may name: a day's parcels, far above what a courier takes at once. */
export const ORDER_SELECTION_MAX = 200;

export const SELECTION_MESSAGES = {
  referencesRequired: 'Choisissez au moins une commande.',
  referencesTooMany: `${ORDER_SELECTION_MAX} commandes au plus à la fois.`,
  referenceInvalid: 'Référence de commande invalide.',
  /** Slips are printed for all the orders asked or none: a missing page would go unnoticed. */
  slipsUnknown: (references: readonly string[]) =>
    references.length === 1
      ? `Aucune commande ne porte la référence ${references[0]} : aucun bon imprimé.`
      : `Aucune commande ne porte les références ${references.join(', ')} : aucun bon imprimé.`,
} as const;

/** The references as typed; each is read as the shop writes it, duplicates kept once. */
const ReferencesSchema = z
  .array(z.string({ error: SELECTION_MESSAGES.referenceInvalid }).trim().min(1).max(40), {
    error: SELECTION_MESSAGES.referencesRequired,
  })
  .min(1, { error: SELECTION_MESSAGES.referencesRequired })
  .max(ORDER_SELECTION_MAX, { error: SELECTION_MESSAGES.referencesTooMany });

/** Body of `POST /api/owner/bons.pdf`: one packing slip per order, in this order, in one PDF. */
export const SlipsRequestSchema = z.strictObject({ references: ReferencesSchema });
export type SlipsRequest = z.input<typeof SlipsRequestSchema>;

/** Body of `POST /api/owner/orders/etat`: the same move for each order (a note as for one order). */
export const BulkMoveRequestSchema = z
  .strictObject({ references: ReferencesSchema, ...OrderMoveSchema.shape })
  .superRefine(requireMoveNote);
export type BulkMoveRequest = z.input<typeof BulkMoveRequestSchema>;

/** One order's outcome: its new state, or why it stayed as it was. */
export const BulkMoveResultSchema = z.object({
  reference: z.string(),
  ok: z.boolean(),
  etat: OrderStateSchema.optional(),
  message: z.string().optional(),
});
export type BulkMoveResult = z.infer<typeof BulkMoveResultSchema>;

/** 200 of `POST /api/owner/orders/etat`: one result per order asked, in the order asked. */
export const BulkMoveAnswerSchema = z.object({ resultats: z.array(BulkMoveResultSchema) });
export type BulkMoveAnswer = z.infer<typeof BulkMoveAnswerSchema>;
