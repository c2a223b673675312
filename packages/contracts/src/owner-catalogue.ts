import { decimalFromText, IdSchema, integerFromText, MAX_DINARS, PriceSchema } from './fields.js';
import { hasNoControlCharacter } from './form-fields.js';
import { MESSAGES } from './messages.js';
import { MILLIMES_PER_DINAR } from './money.js';
import { z } from './zod.js';

// The catalogue as the owner edits it from the console: an article's fields (the catalogue's own
// names), its sizes with their stock, and the sizes running out.

/** What the columns hold: articles.nom VARCHAR(160); a size's stock and the colours, bounded for sanity. */
export const ARTICLE_NAME_MAX = 160;
export const ARTICLE_DESCRIPTION_MAX = 5000;
export const ARTICLE_COLORS_MAX = 20;
export const ARTICLE_SIZES_MAX = 60;
export const STOCK_MAX = 100_000;

const text = (label: string, max: number) =>
  z
    .string({ error: MESSAGES.articleFieldRequired(label) })
    .trim()
    .max(max, { error: MESSAGES.tooLong(label, max) })
    .refine((value) => hasNoControlCharacter(value.replace(/[\n\t]/g, ' ')), {
      error: MESSAGES.controlCharacters(label),
    });

/** A price in dinars, above 0, with at most three decimals (millimes): `89.9`, `"89.900"`. */
const PrixSchema = z.preprocess(
  decimalFromText,
  z
    .number({ error: MESSAGES.articlePriceInvalid })
    .positive({ error: MESSAGES.articlePriceInvalid })
    .max(MAX_DINARS, { error: MESSAGES.articlePriceInvalid })
    .refine((dinars) => Number.isInteger(Number((dinars * MILLIMES_PER_DINAR).toFixed(6))), {
      error: MESSAGES.articlePriceInvalid,
    }),
);

const PromoPercentSchema = z.preprocess(
  integerFromText,
  z
    .number({ error: MESSAGES.articlePromoInvalid })
    .int({ error: MESSAGES.articlePromoInvalid })
    .min(0, { error: MESSAGES.articlePromoInvalid })
    .max(100, { error: MESSAGES.articlePromoInvalid }),
);

/** An optional reference (sex, collection): null or absent for none. */
const OptionalIdSchema = z.preprocess((value) => (value === '' ? null : value), IdSchema.nullable());

const ColorIdsSchema = z
  .array(IdSchema, { error: MESSAGES.articleColorsInvalid })
  .max(ARTICLE_COLORS_MAX, { error: MESSAGES.articleColorsInvalid })
  .refine((ids) => new Set(ids).size === ids.length, { error: MESSAGES.articleColorsInvalid });

const articleFields = {
  nom: text('Nom', ARTICLE_NAME_MAX).min(1, { error: MESSAGES.articleFieldRequired('Nom') }),
  description: text('Description', ARTICLE_DESCRIPTION_MAX),
  prix: PrixSchema,
  promo: PromoPercentSchema,
  sub_category_id: IdSchema,
  sex_id: OptionalIdSchema,
  collection_id: OptionalIdSchema,
  color_ids: ColorIdsSchema,
  visible: z.boolean({ error: MESSAGES.articleVisibleInvalid }),
};

/** Body of `POST /api/owner/articles`. */
export const OwnerArticleCreateSchema = z.strictObject({
  ...articleFields,
  description: articleFields.description.default(''),
  promo: articleFields.promo.default(0),
  sex_id: articleFields.sex_id.optional(),
  collection_id: articleFields.collection_id.optional(),
  color_ids: articleFields.color_ids.default([]),
  visible: articleFields.visible.default(true),
});
export type OwnerArticleCreate = z.infer<typeof OwnerArticleCreateSchema>;

/** Body of `PATCH /api/owner/articles/:id`: any of the fields, at least one. */
export const OwnerArticleChangeSchema = z
  .strictObject(articleFields)
  .partial()
  .refine((change) => Object.keys(change).length > 0, { error: MESSAGES.articleChangeEmpty });
export type OwnerArticleChange = z.infer<typeof OwnerArticleChangeSchema>;

/** 201 of `POST /api/owner/articles`. */
export const OwnerArticleCreatedSchema = z.object({ id: z.number().int() });

/** One size of an article, with its stock; `color_id` when the stock is kept per colour too. */
export const OwnerArticleSizeSchema = z.strictObject({
  size_id: IdSchema,
  color_id: OptionalIdSchema.optional(),
  stock: z.preprocess(
    integerFromText,
    z
      .number({ error: MESSAGES.stockInvalid(STOCK_MAX) })
      .int({ error: MESSAGES.stockInvalid(STOCK_MAX) })
      .min(0, { error: MESSAGES.stockInvalid(STOCK_MAX) })
      .max(STOCK_MAX, { error: MESSAGES.stockInvalid(STOCK_MAX) }),
  ),
});

/** Body of `PUT /api/owner/articles/:id/tailles`: every size offered (one left out is no longer sold). */
export const OwnerArticleSizesSchema = z
  .array(OwnerArticleSizeSchema, { error: MESSAGES.articleSizesInvalid })
  .max(ARTICLE_SIZES_MAX, { error: MESSAGES.articleSizesInvalid })
  .refine(
    (sizes) => new Set(sizes.map((size) => `${size.size_id}:${size.color_id ?? ''}`)).size === sizes.length,
    { error: MESSAGES.articleSizeTwice },
  );
export type OwnerArticleSizes = z.infer<typeof OwnerArticleSizesSchema>;

/** A size as the article's answer gives it: its name and stock. */
export const OwnerArticleSizeRowSchema = z.object({
  size_id: z.number().int(),
  taille: z.string(),
  color_id: z.number().int().nullable(),
  stock: z.number().int(),
});

/** 200 of `GET`/`PATCH /api/owner/articles/:id`: the article as the form edits it. */
export const OwnerArticleSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  description: z.string(),
  prix: PriceSchema,
  promo: z.number().int(),
  prix_final: PriceSchema,
  sub_category_id: z.number().int(),
  sex_id: z.number().int().nullable(),
  collection_id: z.number().int().nullable(),
  color_ids: z.array(z.number().int()),
  visible: z.boolean(),
  image: z.string(),
  tailles: z.array(OwnerArticleSizeRowSchema),
});
export type OwnerArticle = z.infer<typeof OwnerArticleSchema>;

/** 200 of `PUT /api/owner/articles/:id/tailles`: the article's sizes, as given. */
export const OwnerArticleSizesAnswerSchema = z.array(OwnerArticleSizeRowSchema);

/** The stock page's default threshold: the sizes with this many pieces or fewer. */
export const STOCK_PAGE_THRESHOLD = 3;

/** Query of `GET /api/owner/stock`. */
export const OwnerStockQuerySchema = z.strictObject({
  seuil: z
    .preprocess(
      (value) => (value === '' ? undefined : integerFromText(value)),
      z
        .number({ error: MESSAGES.stockThresholdInvalid(STOCK_MAX) })
        .int({ error: MESSAGES.stockThresholdInvalid(STOCK_MAX) })
        .min(0, { error: MESSAGES.stockThresholdInvalid(STOCK_MAX) })
        .max(STOCK_MAX, { error: MESSAGES.stockThresholdInvalid(STOCK_MAX) })
        .optional(),
    )
    .default(STOCK_PAGE_THRESHOLD),
});

/** 200 of `GET /api/owner/stock`: the sizes at or under the threshold, fewest pieces first. */
export const OwnerStockSchema = z.object({
  lignes: z.array(
    z.object({
      article_id: z.number().int(),
      nom: z.string(),
      size_id: z.number().int().nullable(),
      taille: z.string().nullable(),
      stock: z.number().int(),
    }),
  ),
});
export type OwnerStock = z.infer<typeof OwnerStockSchema>;
