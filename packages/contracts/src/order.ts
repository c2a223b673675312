import { MAX_LINE_QUANTITY } from './constants.js';
import { decimalFromText, IdSchema, integerFromText, MAX_DINARS, PriceSchema } from './fields.js';
import {
  blankAsAbsent,
  EmailSchema,
  hasNoControlCharacter,
  PhoneSchema,
  PostalCodeSchema,
  requiredText,
} from './form-fields.js';
import { GovernorateSchema } from './governorates.js';
import { FIELD_LABELS, MESSAGES } from './messages.js';
import { OrderDeliverySchema, OrderStateSchema } from './order-lifecycle.js';
import { PromoCodeSchema } from './promo.js';
import { z } from './zod.js';

export const MAX_ORDER_LINES = 50;

/** A new client's details at checkout (DESIGN.md: everything required but the postal code). */
export const NewClientSchema = z.strictObject({
  nom: requiredText(MESSAGES.nomRequired, FIELD_LABELS.nom, 80),
  prenom: requiredText(MESSAGES.prenomRequired, FIELD_LABELS.prenom, 80),
  region: GovernorateSchema,
  adresse: requiredText(MESSAGES.adresseRequired, FIELD_LABELS.adresse, 200),
  numero_telephone: PhoneSchema,
  code_postal: PostalCodeSchema,
  adresse_mail: EmailSchema,
});
export type NewClient = z.input<typeof NewClientSchema>;
/** A new client's details once checked: trimmed, lower-cased e-mail, digits-only phone. */
export type NewClientDetails = z.output<typeof NewClientSchema>;

/** A returning client's code, e.g. `CL-7KQ2M9XH`; typed in any case. */
export const CodeClientSchema = z
  .string({ error: MESSAGES.clientCodeInvalid })
  .transform((code) => code.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9-]{3,20}$/, { error: MESSAGES.clientCodeInvalid }));

const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankAsAbsent, schema.optional());

/** Dinars sent by the browser (a JSON number or form text); only compared, never stored. */
const BrowserDinarsSchema = z.preprocess(
  decimalFromText,
  z
    .number({ error: MESSAGES.amountInvalid })
    .min(0, { error: MESSAGES.amountInvalid })
    .max(MAX_DINARS, { error: MESSAGES.amountInvalid }),
);

/** A line's quantity: a whole number (a JSON number, or digits in form data). */
export const QuantitySchema = z.preprocess(
  integerFromText,
  z
    .number({ error: MESSAGES.quantityInvalid })
    .int({ error: MESSAGES.quantityInvalid })
    .min(1, { error: MESSAGES.quantityInvalid })
    .max(MAX_LINE_QUANTITY, { error: MESSAGES.quantityTooLarge(MAX_LINE_QUANTITY) }),
);

/**
 * « Recevoir les notifications de ma commande » : whether the mails of the order's moves (confirmed,
 * shipped …) go to the shopper; the receipt goes either way. A JSON boolean, or `1` / `0` (`true` /
 * `false`) in form data; absent (the old storefront) means yes.
 */
const NotificationsSchema = z.preprocess(
  (value) => (typeof value === 'string' ? YES_NO.get(value.trim()) : value),
  z.boolean({ error: MESSAGES.notificationsInvalid }),
);
const YES_NO = new Map([
  ['1', true],
  ['true', true],
  ['0', false],
  ['false', false],
]);

/** Texts the old storefront sends and the server ignores: bounded and plain all the same. */
const IgnoredTextSchema = (label: string) =>
  z
    .string()
    .max(40)
    .refine((text) => hasNoControlCharacter(text), { error: MESSAGES.controlCharacters(label) });

export const OrderItemInputSchema = z
  .strictObject({
    quantite: QuantitySchema,
    article_id: optional(IdSchema),
    /** A variant (size, colour) of the article; enough on its own to name the article. */
    article_detail_id: optional(IdSchema),
    /** The unit price the shopper saw; the order is refused when it is no longer the price. */
    prix_unitaire: optional(BrowserDinarsSchema),
  })
  .refine((item) => item.article_id !== undefined || item.article_detail_id !== undefined, {
    error: MESSAGES.itemRequired,
    path: ['article_id'],
  });
export type OrderItemInput = z.input<typeof OrderItemInputSchema>;

/**
 * With a client code, the `client` fields sent are this order's delivery details instead (the client
 * record keeps its own): each one validated as a new client's, blank ones absent. An address is taken
 * whole (adresse and région, the postal code optional) so that it never mixes with the stored one.
 * An e-mail sent with a code is checked and ignored: mail goes to the address on record.
 */
export const DeliveryChangeSchema = z
  .strictObject({
    nom: optional(NewClientSchema.shape.nom),
    prenom: optional(NewClientSchema.shape.prenom),
    numero_telephone: optional(PhoneSchema),
    adresse: optional(NewClientSchema.shape.adresse),
    region: optional(NewClientSchema.shape.region),
    code_postal: PostalCodeSchema,
    adresse_mail: optional(EmailSchema),
  })
  .superRefine((delivery, ctx) => {
    const addressSent = [delivery.adresse, delivery.region, delivery.code_postal].some(
      (part) => part !== undefined,
    );
    if (!addressSent) return;
    if (delivery.adresse === undefined) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.adresseRequired, path: ['adresse'] });
    }
    if (delivery.region === undefined) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.regionRequired, path: ['region'] });
    }
  })
  .transform(({ adresse_mail: _ignored, adresse, region, code_postal, ...person }): DeliveryChange => {
    const named = Object.fromEntries(Object.entries(person).filter(([, value]) => value !== undefined));
    return adresse !== undefined && region !== undefined
      ? { ...named, address: { adresse, region, code_postal: code_postal ?? null } }
      : named;
  });

/** What a returning client's order changes in the delivery details on record; the address as a whole. */
export interface DeliveryChange {
  nom?: string;
  prenom?: string;
  numero_telephone?: string;
  address?: { adresse: string; region: string; code_postal: string | null };
}

// A `client` object sent with a code is this order's delivery change, not a new client. The mark is a
// copy of the object kept in a WeakSet: the field's own schema reads it, and a path stays `client.nom`.
const sentWithCode = new WeakSet<object>();

function markClientSentWithCode(value: unknown): unknown {
  if (!isPlainObject(value) || blankAsAbsent(value.code_client) === undefined) return value;
  if (!isPlainObject(value.client)) return value;
  const client = { ...value.client };
  sentWithCode.add(client);
  return { ...value, client };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `client`: a new client's details, or with a code the delivery details this order changes. */
const ClientFieldSchema = z
  .unknown()
  .transform((value, ctx): NewClientDetails | DeliveryChange | undefined => {
    const present = blankAsAbsent(value);
    if (present === undefined) return undefined;
    const withCode = isPlainObject(present) && sentWithCode.has(present);
    const parsed = (withCode ? DeliveryChangeSchema : NewClientSchema).safeParse(present);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  })
  .optional();

/**
 * A field the checkout hides from people (off-screen, out of the tab order, no autofill): a robot that
 * fills every field it finds fills it too, and its order is refused with the generic 422.
 */
export const HONEYPOT_FIELD = 'site_web';
const HoneypotSchema = z.preprocess(
  blankAsAbsent,
  // An empty text rather than z.undefined(): the API's document describes it (JSON Schema has no undefined).
  z
    .string({ error: MESSAGES.validationFailed })
    .max(0, { error: MESSAGES.validationFailed })
    .optional()
    .describe('Laissé vide : un champ caché que seuls les robots remplissent'),
);

/**
 * Body of `POST /Order`, as multipart form data (`client[nom]`, `items[0][quantite]` …) or JSON.
 * `date_commande` and `etat` are accepted for compatibility and ignored: the server sets them.
 * Without a code, `client` is a new client (every field but the postal code required); with one, it
 * is nothing or this order's delivery details (DeliveryChangeSchema), which the output calls `livraison`.
 */
export const OrderRequestSchema = z
  .preprocess(
    markClientSentWithCode,
    z
      .strictObject({
        code_client: optional(CodeClientSchema),
        client: ClientFieldSchema,
        items: z
          .array(OrderItemInputSchema, { error: MESSAGES.emptyCart })
          .min(1, { error: MESSAGES.emptyCart })
          .max(MAX_ORDER_LINES, { error: MESSAGES.tooManyLines(MAX_ORDER_LINES) }),
        code_promo: optional(PromoCodeSchema),
        notifications: optional(NotificationsSchema),
        /** The shipping the shopper saw; the order is refused when it is not the shipping due. */
        shipping_charge: optional(BrowserDinarsSchema),
        date_commande: optional(IgnoredTextSchema(FIELD_LABELS.orderDate)),
        etat: optional(IgnoredTextSchema(FIELD_LABELS.orderState)),
        [HONEYPOT_FIELD]: HoneypotSchema,
      })
      .refine((order) => order.code_client !== undefined || order.client !== undefined, {
        error: MESSAGES.clientRequired,
        path: ['client'],
        // Also said when other fields are wrong: the shopper sees every problem at once.
        when: (payload) => {
          const value = payload.value as { code_client?: unknown; client?: unknown } | undefined;
          return (
            typeof value === 'object' &&
            value !== null &&
            value.code_client === undefined &&
            value.client === undefined
          );
        },
      })
      .superRefine((order, ctx) => {
        for (const index of linesOverTheArticleLimit(order.items)) {
          ctx.addIssue({
            code: 'custom',
            message: MESSAGES.quantityTooLargeInTotal(MAX_LINE_QUANTITY),
            path: ['items', index, 'quantite'],
          });
        }
      }),
  )
  .transform(({ client, code_client, [HONEYPOT_FIELD]: _empty, ...order }): OrderCommand => {
    if (code_client === undefined) return { ...order, client: client as NewClientDetails };
    const livraison = client as DeliveryChange | undefined;
    return livraison && Object.keys(livraison).length > 0
      ? { ...order, code_client, livraison }
      : { ...order, code_client };
  });

/**
 * The same article (and variant) on several lines is one article ordered: the lines are added up and
 * their sum must stay within MAX_LINE_QUANTITY. Returns the lines at which a sum goes past it.
 */
export function linesOverTheArticleLimit(
  items: ReadonlyArray<{
    quantite: number;
    article_id?: number | undefined;
    article_detail_id?: number | undefined;
  }>,
): number[] {
  const totals = new Map<string, number>();
  const over: number[] = [];
  items.forEach((item, index) => {
    const key = `${item.article_id ?? ''}/${item.article_detail_id ?? ''}`;
    const total = (totals.get(key) ?? 0) + item.quantite;
    totals.set(key, total);
    if (total > MAX_LINE_QUANTITY && item.quantite <= MAX_LINE_QUANTITY) over.push(index);
  });
  return over;
}
export type OrderRequest = z.input<typeof OrderRequestSchema>;

export interface OrderCommandBase {
  items: Array<z.output<typeof OrderItemInputSchema>>;
  code_promo?: string | undefined;
  /** Whether the mails of the order's moves go to the shopper; absent: yes. */
  notifications?: boolean | undefined;
  shipping_charge?: number | undefined;
  date_commande?: string | undefined;
  etat?: string | undefined;
}
/** A checked order: a new client, or a client code with what this order changes in the delivery details. */
export type OrderCommand = OrderCommandBase &
  (
    | { code_client?: undefined; client: NewClientDetails; livraison?: undefined }
    | { code_client: string; client?: undefined; livraison?: DeliveryChange }
  );

/** The optional `Idempotency-Key` header of `POST /Order`. */
export const IdempotencyKeySchema = z
  .string({ error: MESSAGES.idempotencyKeyInvalid })
  .regex(/^[\x21-\x7e]{1,100}$/, { error: MESSAGES.idempotencyKeyInvalid });

export const OrderLineSchema = z.object({
  article_id: z.number().int(),
  article_detail_id: z.number().int().nullable(),
  nom: z.string(),
  quantite: z.number().int(),
  prix_unitaire: PriceSchema,
  total: PriceSchema,
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/**
 * Where an order goes, as its answer says it: what the request sent, as sent; of the details the shop
 * had on record, only the region (a governorate) and the street masked (« S*** »), so that a client
 * code alone never reads back a client's name, phone or address.
 */
export const OrderDeliveryAnswerSchema = OrderDeliverySchema.partial({
  nom: true,
  prenom: true,
  numero_telephone: true,
  code_postal: true,
});
export type OrderDeliveryAnswer = z.infer<typeof OrderDeliveryAnswerSchema>;

/** 201 of `POST /Order`: what the server stored, with its prices. */
export const OrderSchema = z.object({
  id: z.number().int(),
  /** The reference given to the shopper, e.g. `VT-2026-000042`. */
  reference: z.string(),
  etat: OrderStateSchema,
  /** ISO date (Tunis time). */
  date_commande: z.string(),
  code_client: z.string(),
  /** Where the order goes, as far as the request said it (OrderDeliveryAnswerSchema). */
  livraison: OrderDeliveryAnswerSchema,
  code_promo: z.string().nullable(),
  /** Percent taken off the subtotal by the promo code. */
  reduction: z.number().int(),
  items: z.array(OrderLineSchema),
  sous_total: PriceSchema,
  remise: PriceSchema,
  shipping_charge: PriceSchema,
  total: PriceSchema,
});
export type Order = z.infer<typeof OrderSchema>;

/** 409 of `POST /Order`: `code_client` only when e-mail and phone both match one client. */
export const OrderConflictSchema = z.object({
  message: z.string(),
  code_client: z.string().optional(),
});
export type OrderConflict = z.infer<typeof OrderConflictSchema>;
