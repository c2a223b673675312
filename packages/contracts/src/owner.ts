import { IdSchema, PageSchema, PriceSchema } from './fields.js';
import { hasNoControlCharacter } from './form-fields.js';
import { MESSAGES } from './messages.js';
import { OrderCallSchema, OrderDeskSchema, OrderQueueSchema } from './order-desk.js';
import {
  ORDER_MOVE_NOTES,
  ORDER_NOTE_MAX,
  OrderDeliverySchema,
  OrderHistoryEntrySchema,
  type OrderState,
  OrderStateSchema,
} from './order-lifecycle.js';
import { z } from './zod.js';

// The owner console's API, under /api/owner (closed without a session).

export const OWNER_ORDERS_PAGE_SIZE = 20;

/** The days the console can ask about: a shop's orders are neither older nor that far ahead. */
const EARLIEST_DAY = '2000-01-01';
const LATEST_DAY = '2099-12-31';

/** Date rolls 2026-02-30 over to 2 March: only a day that reads back the same exists. */
function dayExists(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

/** `YYYY-MM-DD`, a day that exists (no 30 February, no year 0) within the days above. */
export const IsoDateSchema = z
  .string({ error: MESSAGES.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGES.dateInvalid })
  .refine((value) => value >= EARLIEST_DAY && value <= LATEST_DAY && dayExists(value), {
    error: MESSAGES.dateInvalid,
  });

export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const rangeInOrder = ({ from, to }: { from?: string | undefined; to?: string | undefined }) =>
  !from || !to || from <= to;

/** Query of `GET /api/owner/orders.csv`: a state and a date range (days in Tunis time, both included). */
export const OwnerOrdersExportQuerySchema = z
  .strictObject({
    etat: optional(OrderStateSchema),
    from: optional(IsoDateSchema),
    to: optional(IsoDateSchema),
  })
  .refine(rangeInOrder, { error: MESSAGES.dateRangeInvalid, path: ['to'] });
export type OwnerOrdersExportQuery = z.output<typeof OwnerOrdersExportQuerySchema>;

/** A search typed in the console: PostgreSQL refuses a NUL in a text, so it is refused here (422). */
const SearchSchema = z
  .string()
  .trim()
  .max(100, { error: MESSAGES.tooLong('Recherche', 100) })
  .refine((text) => hasNoControlCharacter(text), { error: MESSAGES.controlCharacters('Recherche') });

/**
 * Query of `GET /api/owner/orders`: a state tab, a search (reference, phone or name), a date range; or
 * `file=a_confirmer`, the orders « en cours » to call: call-backs due first, then the orders never
 * called (oldest first), then by tries (fewest first).
 */
export const OwnerOrdersQuerySchema = z
  .strictObject({
    file: optional(OrderQueueSchema),
    etat: optional(OrderStateSchema),
    q: optional(SearchSchema),
    from: optional(IsoDateSchema),
    to: optional(IsoDateSchema),
    page: optional(PageSchema).default(1),
  })
  .refine(rangeInOrder, { error: MESSAGES.dateRangeInvalid, path: ['to'] });
export type OwnerOrdersQuery = z.output<typeof OwnerOrdersQuerySchema>;

export const OwnerOrderSummarySchema = z.object({
  reference: z.string(),
  etat: OrderStateSchema,
  date_commande: z.string(),
  /** ISO date-time. */
  created_at: z.string(),
  nom: z.string(),
  prenom: z.string(),
  numero_telephone: z.string(),
  /** Where the order goes, as it was placed: what the confirmation message reads back. */
  adresse: z.string(),
  region: z.string(),
  code_postal: z.string().nullable(),
  /** How many pieces the lines add up to. */
  articles: z.number().int(),
  /** Each line as the customer hears it read back (its name carries its size), in the order placed. */
  items: z.array(z.object({ nom: z.string(), quantite: z.number().int() })),
  shipping_charge: PriceSchema,
  total: PriceSchema,
  ...OrderDeskSchema.shape,
});
export type OwnerOrderSummary = z.infer<typeof OwnerOrderSummarySchema>;

/** 200 of `GET /api/owner/orders`: newest first; `counts` per state over the same search, any state. */
export const OwnerOrdersPageSchema = z.object({
  orders: z.array(OwnerOrderSummarySchema),
  total: z.number().int(),
  counts: z.record(OrderStateSchema, z.number().int()),
});
export type OwnerOrdersPage = z.infer<typeof OwnerOrdersPageSchema>;

/** 200 of `GET /api/owner/orders/:reference` and of a move: everything the owner needs to call and ship. */
export const OwnerOrderSchema = z.object({
  reference: z.string(),
  etat: OrderStateSchema,
  date_commande: z.string(),
  created_at: z.string(),
  client: z.object({
    code_client: z.string(),
    adresse_mail: z.string(),
  }),
  /** The delivery details given with this order (kept with the order). */
  livraison: OrderDeliverySchema,
  items: z.array(
    z.object({
      article_id: z.number().int(),
      /** The variant sold (a size), null for an article without any: a change of the order names it. */
      article_detail_id: z.number().int().nullable(),
      nom: z.string(),
      quantite: z.number().int(),
      prix_unitaire: PriceSchema,
      total: PriceSchema,
    }),
  ),
  code_promo: z.string().nullable(),
  reduction: z.number().int(),
  sous_total: PriceSchema,
  remise: PriceSchema,
  shipping_charge: PriceSchema,
  total: PriceSchema,
  historique: z.array(OrderHistoryEntrySchema),
  ...OrderDeskSchema.shape,
  /** Every call, oldest first: with the moves, the order's history as the console shows it. */
  appels: z.array(OrderCallSchema),
  /** ISO date-time of the first call, null before any. */
  premier_contact_le: z.string().nullable(),
});
export type OwnerOrder = z.infer<typeof OwnerOrderSchema>;

/** A move's note where ORDER_MOVE_NOTES requires one (a cancellation's reason …), for every body that moves orders. */
export function requireMoveNote(
  { etat, note }: { etat: OrderState; note?: string | undefined },
  context: z.RefinementCtx,
) {
  const rule = ORDER_MOVE_NOTES[etat];
  if (rule?.required && !note) context.addIssue({ code: 'custom', message: rule.missing, path: ['note'] });
}

/** Body of `POST /api/owner/orders/:reference/etat`; the note is required where ORDER_MOVE_NOTES says. */
export const OrderMoveSchema = z
  .strictObject({
    etat: OrderStateSchema,
    // A note reaches the customer's mail and the history: the rules of every text a shop keeps.
    note: optional(
      z
        .string()
        .trim()
        .max(ORDER_NOTE_MAX, { error: MESSAGES.tooLong('Note', ORDER_NOTE_MAX) })
        .refine((text) => hasNoControlCharacter(text, { multiline: true }), {
          error: MESSAGES.controlCharacters('Note'),
        }),
    ),
  })
  .superRefine(requireMoveNote);
export type OrderMove = z.input<typeof OrderMoveSchema>;

/** A photo of an article, as the console lists them; the first is the main one. */
export const OwnerArticleImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  position: z.number().int(),
});

/**
 * 200/201 of the photo routes (`GET /api/owner/articles?q=` lists these): an article with its photos
 * in order; `image` is the main photo's URL.
 */
export const OwnerArticlePhotosSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  image: z.string(),
  images: z.array(OwnerArticleImageSchema),
});
export type OwnerArticlePhotos = z.infer<typeof OwnerArticlePhotosSchema>;

/** 200 of `GET /api/owner/articles?q=`: at most OWNER_ARTICLES_LIMIT articles, latest first. */
export const OwnerArticleListSchema = z.array(OwnerArticlePhotosSchema);
export const OWNER_ARTICLES_LIMIT = 30;

/** Query of `GET /api/owner/articles`: a few letters of the name (empty: the latest articles). */
export const OwnerArticlesQuerySchema = z.strictObject({
  q: optional(SearchSchema),
});

/** Body of `PUT /api/owner/articles/:id/images`: every photo id of the article, in the new order. */
export const PhotoOrderSchema = z.strictObject({
  ids: z
    .array(IdSchema, { error: MESSAGES.photoOrderInvalid })
    .min(1, { error: MESSAGES.photoOrderInvalid })
    .max(100),
});

/** The owner's session cookie (HttpOnly: the console never reads it, the API and its document name it). */
export const OWNER_COOKIE = 'vitrine_owner';

/** Uploads: JPEG, PNG or WebP, re-encoded by the server. */
export const OWNER_UPLOAD = {
  field: 'images',
  maxBytes: 15 * 1024 * 1024,
  maxFiles: 10,
  /** A 12-megapixel phone photo passes with room; a decompression bomb does not. */
  maxMegapixels: 50,
  /**
   * A 50-megapixel sensor's photo is about 8 200 × 6 100; a strip of 1 × 50 000 000 pixels, within the
   * megapixels, took seconds of every encoder: each side is bounded, and how much longer one is.
   */
  maxSide: 10_000,
  maxAspect: 4,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

export const OwnerMessageSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  email: z.string(),
  sujet: z.string(),
  message: z.string(),
  created_at: z.string(),
  lu: z.boolean(),
});
export type OwnerMessage = z.infer<typeof OwnerMessageSchema>;

export const OWNER_MESSAGES_PAGE_SIZE = 20;

/** Query of `GET /api/owner/messages`. */
export const OwnerMessagesQuerySchema = z.strictObject({ page: optional(PageSchema).default(1) });

/** 200 of `GET /api/owner/messages?page=`: newest first. */
export const OwnerMessagesPageSchema = z.object({
  messages: z.array(OwnerMessageSchema),
  total: z.number().int(),
  unread: z.number().int(),
});
export type OwnerMessagesPage = z.infer<typeof OwnerMessagesPageSchema>;

/** Body of `POST /api/owner/messages/:id/lu`. */
export const MessageReadSchema = z.strictObject({ lu: z.boolean({ error: MESSAGES.validationFailed }) });
