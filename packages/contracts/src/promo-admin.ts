import { IdSchema, integerFromText } from './fields.js';
import { hasNoControlCharacter } from './form-fields.js';
import { normalizePromoCode } from './promo.js';
import { z } from './zod.js';

// The promo codes as the owner keeps them (under /api/owner/promos): the table's own names. A code's
// uses are counted by the orders that redeem it, never written from the console.

/** The percent a code may take off, as the shop's promos table allows it. */
export const PROMO_REDUCTION = { min: 1, max: 100 } as const;
export const PROMO_CODE_MAX = 40;

/** The console's French texts about promo codes (the storefront never says them). */
export const PROMO_ADMIN_MESSAGES = {
  codeRequired: 'Indiquez le code.',
  codeTooLong: `Le code : ${PROMO_CODE_MAX} caractères au plus.`,
  codeCharacters: 'Le code : lettres, chiffres, tirets et soulignés, sans espace.',
  codeTaken: (code: string) => `Le code ${code} existe déjà.`,
  reductionInvalid: `La réduction est un pourcentage entier de ${PROMO_REDUCTION.min} à ${PROMO_REDUCTION.max}.`,
  dateInvalid: 'Date invalide.',
  endsBeforeStarts: 'La fin doit venir après le début.',
  usageLimitInvalid: "Le nombre maximal d'utilisations est un entier d'au moins 1.",
  usageLimitUnderCount: (count: number) =>
    `Ce code a déjà servi ${count} fois : le maximum ne peut pas être plus petit.`,
  activeInvalid: 'Actif : oui ou non.',
  promoNotFound: 'Aucun code promo ne porte ce numéro.',
  promoChangeEmpty: 'Indiquez ce qui change.',
} as const;

/** A code as the shop matches it: upper-case, without stray spaces (see normalizePromoCode). */
export const PromoAdminCodeSchema = z
  .string({ error: PROMO_ADMIN_MESSAGES.codeRequired })
  .transform(normalizePromoCode)
  .pipe(
    z
      .string()
      .min(1, { error: PROMO_ADMIN_MESSAGES.codeRequired, abort: true })
      .max(PROMO_CODE_MAX, { error: PROMO_ADMIN_MESSAGES.codeTooLong, abort: true })
      // What a shopper can type back: no inner space, no control character, no punctuation to mistake.
      .regex(/^[\p{L}\p{N}_-]+$/u, { error: PROMO_ADMIN_MESSAGES.codeCharacters })
      .refine((code) => hasNoControlCharacter(code), { error: PROMO_ADMIN_MESSAGES.codeCharacters }),
  );

const ReductionSchema = z.preprocess(
  integerFromText,
  z
    .number({ error: PROMO_ADMIN_MESSAGES.reductionInvalid })
    .int({ error: PROMO_ADMIN_MESSAGES.reductionInvalid })
    .min(PROMO_REDUCTION.min, { error: PROMO_ADMIN_MESSAGES.reductionInvalid })
    .max(PROMO_REDUCTION.max, { error: PROMO_ADMIN_MESSAGES.reductionInvalid }),
);

/** An instant with its offset, or null (no bound); "" is null, as a cleared field of the form. */
const BoundSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z.iso.datetime({ offset: true, error: PROMO_ADMIN_MESSAGES.dateInvalid }).nullable(),
);

const UsageLimitSchema = z.preprocess(
  (value) => (value === '' ? null : integerFromText(value)),
  z
    .number({ error: PROMO_ADMIN_MESSAGES.usageLimitInvalid })
    .int({ error: PROMO_ADMIN_MESSAGES.usageLimitInvalid })
    .min(1, { error: PROMO_ADMIN_MESSAGES.usageLimitInvalid })
    .max(2_147_483_647, { error: PROMO_ADMIN_MESSAGES.usageLimitInvalid })
    .nullable(),
);

const ActiveSchema = z.boolean({ error: PROMO_ADMIN_MESSAGES.activeInvalid });

const PROMO_FIELDS = {
  code: PromoAdminCodeSchema,
  reduction: ReductionSchema,
  active: ActiveSchema,
  starts_at: BoundSchema,
  ends_at: BoundSchema,
  usage_limit: UsageLimitSchema,
};

/** The end of a window comes after its start; checked where both are known (the PATCH also with the row). */
export function endsAfterStarts(
  starts_at: string | Date | null | undefined,
  ends_at: string | Date | null | undefined,
) {
  if (!starts_at || !ends_at) return true;
  return new Date(ends_at).getTime() > new Date(starts_at).getTime();
}

/** Body of `POST /api/owner/promos`: a new code, active unless said otherwise. */
export const PromoCreateSchema = z
  .strictObject({
    code: PROMO_FIELDS.code,
    reduction: PROMO_FIELDS.reduction,
    active: PROMO_FIELDS.active.optional(),
    starts_at: PROMO_FIELDS.starts_at.optional(),
    ends_at: PROMO_FIELDS.ends_at.optional(),
    usage_limit: PROMO_FIELDS.usage_limit.optional(),
  })
  .refine((promo) => endsAfterStarts(promo.starts_at, promo.ends_at), {
    error: PROMO_ADMIN_MESSAGES.endsBeforeStarts,
    path: ['ends_at'],
  });
export type PromoCreate = z.input<typeof PromoCreateSchema>;

/** Body of `PATCH /api/owner/promos/:id`: any of the fields; never the usage count. */
export const PromoChangeSchema = z
  .strictObject({
    code: PROMO_FIELDS.code.optional(),
    reduction: PROMO_FIELDS.reduction.optional(),
    active: PROMO_FIELDS.active.optional(),
    starts_at: PROMO_FIELDS.starts_at.optional(),
    ends_at: PROMO_FIELDS.ends_at.optional(),
    usage_limit: PROMO_FIELDS.usage_limit.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: PROMO_ADMIN_MESSAGES.promoChangeEmpty,
  })
  .refine((change) => endsAfterStarts(change.starts_at, change.ends_at), {
    error: PROMO_ADMIN_MESSAGES.endsBeforeStarts,
    path: ['ends_at'],
  });
export type PromoChange = z.input<typeof PromoChangeSchema>;

/** A code as the console lists it, with how many orders used it (`usage_count`). */
export const OwnerPromoSchema = z.object({
  id: IdSchema,
  code: z.string(),
  reduction: z.number().int(),
  active: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  usage_count: z.number().int(),
  created_at: z.string(),
});
export type OwnerPromo = z.infer<typeof OwnerPromoSchema>;

/** 200 of `GET /api/owner/promos`: every code, the newest first. */
export const OwnerPromoListSchema = z.object({ promos: z.array(OwnerPromoSchema) });
export type OwnerPromoList = z.infer<typeof OwnerPromoListSchema>;

/** 201 of `POST /api/owner/promos`. */
export const PromoCreatedSchema = z.object({ id: IdSchema });
