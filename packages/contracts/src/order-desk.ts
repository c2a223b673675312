import { IdSchema, PageSchema, PriceSchema } from './fields.js';
import { hasNoControlCharacter, PhoneSchema, PostalCodeSchema, requiredText } from './form-fields.js';
import { GovernorateSchema } from './governorates.js';
import { FIELD_LABELS, MESSAGES } from './messages.js';
import { ORDER_NOTE_MAX, OrderStateSchema } from './order-lifecycle.js';
import { z } from './zod.js';

// The order desk (under /api/owner): calling each order, the queue of orders to call, changing an
// order during the call, the customers the shop remembers by their phone, and the console's live events.

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** A text the shop keeps for itself (a call's note, a customer note, a reason): plain, bounded. */
const ShopText = (label: string, max: number) =>
  z
    .string({ error: MESSAGES.validationFailed })
    .trim()
    .max(max, { error: MESSAGES.tooLong(label, max) })
    .refine((text) => hasNoControlCharacter(text, { multiline: true }), {
      error: MESSAGES.controlCharacters(label),
    });

/**
 * The desk's French texts: kept apart from MESSAGES, which the storefront's first script carries whole,
 * since only the console and the API say them (the checkout shows the API's refusals as they come).
 */
export const DESK_MESSAGES = {
  callResultInvalid: "Résultat d'appel invalide : confirmée, injoignable, rappeler ou annulée.",
  callBackInvalid: 'Date de rappel invalide.',
  callBackRequired: 'Indiquez quand rappeler le client.',
  callBackInPast: 'La date de rappel doit être dans le futur.',
  cancelReasonRequired: "Indiquez la raison de l'annulation.",
  callOnClosedOrder: (state: string) =>
    `Cette commande est « ${state} » : seules les commandes « en cours » sont à appeler.`,
  orderChangeClosed: (state: string) =>
    `Cette commande est « ${state} » : seules les commandes « en cours » ou « confirmée » peuvent être modifiées.`,
  orderChangeEmpty: 'Indiquez ce qui change : adresse, région, code postal ou articles.',
  orderChangeNoLine: 'Une commande garde au moins un article.',
  customerNotFound: "Aucune commande n'a été passée avec ce numéro.",
  customerNoteRequired: 'Écrivez la note.',
  /** The shop's phone comes from the configuration (SHOP_PHONE). */
  orderBlocked: (shopPhone: string) =>
    `Nous ne pouvons pas prendre cette commande en ligne. Appelez la boutique au ${shopPhone}.`,
  ordersPerPhoneLimited: (max: number) =>
    `Ce numéro a déjà passé ${max} commandes aujourd’hui. Pour une nouvelle commande, appelez la boutique.`,
} as const;

// ---------------------------------------------------------------------------------------------------
// Calls

/** What a call to the customer came to. */
export const CALL_RESULTS = ['confirmee', 'injoignable', 'rappeler', 'annulee'] as const;
export type CallResult = (typeof CALL_RESULTS)[number];
export const CallResultSchema = z.enum(CALL_RESULTS, { error: DESK_MESSAGES.callResultInvalid });

/** The buttons of the console, one per outcome. */
export const CALL_RESULT_LABELS: Record<CallResult, string> = {
  confirmee: 'Confirmée',
  injoignable: 'Injoignable',
  rappeler: 'Rappeler',
  annulee: 'Annulée',
};

/** After this many unanswered calls the queue offers to cancel with CALL_GIVE_UP_REASON. */
export const CALL_GIVE_UP_AFTER = 3;
export const CALL_GIVE_UP_REASON = 'client injoignable';
/** The reason given when the owner cancels an order marked as a duplicate. */
export const DUPLICATE_CANCEL_REASON = 'doublon';

const CALL_NOTE_MAX = ORDER_NOTE_MAX;

/**
 * Body of `POST /api/owner/orders/:reference/appels`. `rappeler` needs `rappeler_a` (an ISO date-time
 * in the future), `annulee` needs `raison` (it becomes the cancellation's note in the history).
 */
export const OrderCallRequestSchema = z
  .strictObject({
    resultat: CallResultSchema,
    note: optional(ShopText('Note', CALL_NOTE_MAX)),
    rappeler_a: optional(z.iso.datetime({ offset: true, error: DESK_MESSAGES.callBackInvalid })),
    raison: optional(ShopText('Raison', CALL_NOTE_MAX)),
  })
  .superRefine(({ resultat, rappeler_a, raison }, context) => {
    if (resultat === 'rappeler') {
      if (!rappeler_a)
        context.addIssue({ code: 'custom', message: DESK_MESSAGES.callBackRequired, path: ['rappeler_a'] });
      else if (Date.parse(rappeler_a) <= Date.now())
        context.addIssue({ code: 'custom', message: DESK_MESSAGES.callBackInPast, path: ['rappeler_a'] });
    }
    if (resultat === 'annulee' && !raison)
      context.addIssue({ code: 'custom', message: DESK_MESSAGES.cancelReasonRequired, path: ['raison'] });
  });
export type OrderCallRequest = z.input<typeof OrderCallRequestSchema>;

/** One call, as the order keeps it (the shop's own: never shown to the customer). */
export const OrderCallSchema = z.object({
  id: z.number().int(),
  resultat: CallResultSchema,
  note: z.string().nullable(),
  /** ISO date-time, for `rappeler`. */
  rappeler_a: z.string().nullable(),
  /** ISO date-time. */
  cree_le: z.string(),
});
export type OrderCall = z.infer<typeof OrderCallSchema>;

/** 201 of a call: the call, the unanswered tries so far and the order's state after it. */
export const OrderCallAnswerSchema = z.object({
  appel: OrderCallSchema,
  tentatives: z.number().int(),
  etat: OrderStateSchema,
});
export type OrderCallAnswer = z.infer<typeof OrderCallAnswerSchema>;

// ---------------------------------------------------------------------------------------------------
// What the console shows of an order for the desk

/** How a phone's past orders ended: the one-line summary « 3 livrées · 1 refusée ». */
export const CustomerTallySchema = z.object({
  livrees: z.number().int(),
  refusees: z.number().int(),
  annulees: z.number().int(),
});
export type CustomerTally = z.infer<typeof CustomerTallySchema>;

/** The desk's facts of an order, in the queue's summaries and in the order's page. */
export const OrderDeskSchema = z.object({
  /** `injoignable` calls so far. */
  tentatives: z.number().int(),
  /** ISO date-time of the last call, null before any. */
  dernier_appel: z.string().nullable(),
  /** ISO date-time of the call-back asked for by the last call, when it was `rappeler`. */
  rappeler_a: z.string().nullable(),
  /** Minutes since the order was placed. */
  minutes_attente: z.number().int(),
  /** The reference of the earlier order from the same phone this one repeats, if any. */
  doublon_de: z.string().nullable(),
  /** The other orders of the same delivery phone (this one left out). */
  client_resume: CustomerTallySchema,
  /** Whether the phone is on the block list. */
  bloque: z.boolean(),
});
export type OrderDesk = z.infer<typeof OrderDeskSchema>;

/** `GET /api/owner/orders?file=a_confirmer`: the orders to call, in the order to call them. */
export const ORDER_QUEUES = ['a_confirmer'] as const;
export const OrderQueueSchema = z.enum(ORDER_QUEUES, { error: MESSAGES.validationFailed });

// ---------------------------------------------------------------------------------------------------
// Changing an order during the call

/** A line of the order as it should be after the change. */
export const OrderChangeLineSchema = z.strictObject({
  article_id: IdSchema,
  article_detail_id: optional(IdSchema),
  quantite: z
    .number({ error: MESSAGES.quantityInvalid })
    .int({ error: MESSAGES.quantityInvalid })
    .min(1, { error: MESSAGES.quantityInvalid })
    .max(99, { error: MESSAGES.quantityTooLarge(99) }),
});

/**
 * Body of `PATCH /api/owner/orders/:reference` (« en cours » or « confirmée »): the delivery address
 * and/or the lines as they should be. Lines kept keep the price charged; an added line takes today's.
 */
export const OrderChangeSchema = z
  .strictObject({
    adresse: optional(requiredText(MESSAGES.adresseRequired, FIELD_LABELS.adresse, 200)),
    region: optional(GovernorateSchema),
    code_postal: PostalCodeSchema,
    lignes: optional(
      z
        .array(OrderChangeLineSchema, { error: MESSAGES.validationFailed })
        .min(1, { error: DESK_MESSAGES.orderChangeNoLine })
        .max(50, { error: MESSAGES.tooManyLines(50) }),
    ),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: DESK_MESSAGES.orderChangeEmpty,
  });
export type OrderChange = z.input<typeof OrderChangeSchema>;

// ---------------------------------------------------------------------------------------------------
// Customers, remembered by their phone

export const OWNER_CLIENTS_PAGE_SIZE = 20;

/** Query of `GET /api/owner/clients`: a name, a phone or an e-mail (accents ignored). */
export const OwnerClientsQuerySchema = z.strictObject({
  q: optional(ShopText('Recherche', 100)),
  page: optional(PageSchema).default(1),
});

/** A phone in a path: 8 digits. */
export const CustomerPhoneSchema = PhoneSchema;

export const OwnerClientSummarySchema = z.object({
  telephone: z.string(),
  nom: z.string(),
  prenom: z.string(),
  adresse_mail: z.string().nullable(),
  commandes: z.number().int(),
  ...CustomerTallySchema.shape,
  /** ISO date-time of the latest order. */
  derniere_commande: z.string(),
  bloque: z.boolean(),
});
export type OwnerClientSummary = z.infer<typeof OwnerClientSummarySchema>;

/** 200 of `GET /api/owner/clients`: latest order first. */
export const OwnerClientsPageSchema = z.object({
  clients: z.array(OwnerClientSummarySchema),
  total: z.number().int(),
});
export type OwnerClientsPage = z.infer<typeof OwnerClientsPageSchema>;

export const CustomerNoteSchema = z.object({
  id: z.number().int(),
  texte: z.string(),
  /** ISO date-time. */
  cree_le: z.string(),
});
export type CustomerNote = z.infer<typeof CustomerNoteSchema>;

/** 200 of `GET /api/owner/clients/:telephone` (404 when the phone placed no order). */
export const OwnerClientSchema = z.object({
  telephone: z.string(),
  nom: z.string(),
  prenom: z.string(),
  adresse_mail: z.string().nullable(),
  /** Every order delivered to the phone, latest first; `date` is the day it was placed (`YYYY-MM-DD`). */
  commandes: z.array(
    z.object({ reference: z.string(), date: z.string(), total: PriceSchema, etat: OrderStateSchema }),
  ),
  ...CustomerTallySchema.shape,
  /** livrees / (livrees + refusees), 0 to 1 rounded to 4 decimals; null before any delivery outcome. */
  taux_livraison: z.number().nullable(),
  bloque: z.boolean(),
  raison_blocage: z.string().nullable(),
  tentatives_bloquees: z.number().int(),
  notes: z.array(CustomerNoteSchema),
});
export type OwnerClient = z.infer<typeof OwnerClientSchema>;

/** Body of `POST /api/owner/clients/:telephone/notes`; 201 answers the note. */
export const CustomerNoteRequestSchema = z.strictObject({
  texte: ShopText('Note', 1000).pipe(z.string().min(1, { error: DESK_MESSAGES.customerNoteRequired })),
});

/** Body of `POST /api/owner/clients/:telephone/blocage`; 200 answers the customer's record. */
export const CustomerBlockRequestSchema = z.strictObject({
  bloque: z.boolean({ error: MESSAGES.validationFailed }),
  raison: optional(ShopText('Raison', 200)),
});

// ---------------------------------------------------------------------------------------------------
// Live events of the console (`GET /api/owner/events`, Server-Sent Events)

export const OWNER_EVENT_HEARTBEAT_MS = 25_000;

/** Each event's `event:` name and its `data:` JSON. */
export const OwnerEventSchemas = {
  commande: z.object({ reference: z.string() }),
  etat: z.object({ reference: z.string(), etat: OrderStateSchema }),
  message: z.object({ id: z.number().int() }),
} as const;
export type OwnerEventName = keyof typeof OwnerEventSchemas;
export type OwnerEvent = {
  [N in OwnerEventName]: { event: N; data: z.infer<(typeof OwnerEventSchemas)[N]> };
}[OwnerEventName];
