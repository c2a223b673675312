import { IdSchema } from './fields.js';
import { blankAsAbsent, PhoneSchema, requiredText } from './form-fields.js';
import { FIELD_LABELS, MESSAGES } from './messages.js';
import { MAX_ORDER_LINES, QuantitySchema } from './order.js';
import { z } from './zod.js';

// Abandoned checkouts: the cart a shopper leaves on /VerifShop once a valid phone is typed, kept as a
// draft the owner may call about (PUT /api/brouillons, GET /api/owner/brouillons).

/** A draft is shown, then forgotten, this many days after its last change. */
export const DRAFT_KEPT_DAYS = 7;

/** The line under the checkout's phone field: why the shop keeps the cart. */
export const DRAFT_NOTICE =
  'Si vous ne terminez pas votre commande, la boutique pourra vous appeler pour vous aider.';

export const DraftLineSchema = z.strictObject({
  id: IdSchema,
  quantite: QuantitySchema,
  article_detail_id: z.preprocess(blankAsAbsent, IdSchema.optional()),
});
export type DraftLine = z.input<typeof DraftLineSchema>;

/** Body of `PUT /api/brouillons`: the cart as it is now, and who to call about it. */
export const DraftRequestSchema = z.strictObject({
  telephone: PhoneSchema,
  prenom: z.preprocess(
    blankAsAbsent,
    requiredText(MESSAGES.prenomRequired, FIELD_LABELS.prenom, 80).optional(),
  ),
  articles: z
    .array(DraftLineSchema, { error: MESSAGES.emptyCart })
    .min(1, { error: MESSAGES.emptyCart })
    .max(MAX_ORDER_LINES, { error: MESSAGES.tooManyLines(MAX_ORDER_LINES) }),
});
export type DraftRequest = z.input<typeof DraftRequestSchema>;
export type DraftCommand = z.output<typeof DraftRequestSchema>;

/** One line of a draft as the console shows it: today's unit price (promo taken off), in millimes. */
export const OwnerDraftLineSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  quantite: z.number().int(),
  prix: z.number().int(),
});
export type OwnerDraftLine = z.infer<typeof OwnerDraftLineSchema>;

export const OwnerDraftSchema = z.object({
  telephone: z.string(),
  prenom: z.string().nullable(),
  articles: z.array(OwnerDraftLineSchema),
  /** The lines' subtotal at today's prices (priceOrder), in millimes. */
  valeur: z.number().int(),
  /** ISO date-time of the draft's last change. */
  mis_a_jour: z.string(),
});
export type OwnerDraft = z.infer<typeof OwnerDraftSchema>;

/** `GET /api/owner/brouillons`: the drafts of the last DRAFT_KEPT_DAYS days with no order since, newest first. */
export const OwnerDraftsSchema = z.array(OwnerDraftSchema);
