import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants.js';
import { DinarsSchema, FilterIdSchema, integerFromText, PageSchema, PriceSchema } from './fields.js';
import { hasNoControlCharacter } from './form-fields.js';
import { FIELD_LABELS, MESSAGES } from './messages.js';
import { z } from './zod.js';

// ── Reference data ─────────────────────────────────────────────────────────────────────────────

export const CategorySchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  description: z.string(),
  sub_categories: z.array(z.object({ id: z.number().int(), nom: z.string() })),
});
export type Category = z.infer<typeof CategorySchema>;

export const SubCategorySchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  description: z.string(),
  /** The parent category (named `categories` by the original API). */
  categories: z.object({ id: z.number().int(), nom: z.string() }),
});
export type SubCategory = z.infer<typeof SubCategorySchema>;

export const SexSchema = z.object({ id: z.number().int(), type: z.string() });
export type Sex = z.infer<typeof SexSchema>;

export const ColorSchema = z.object({ id: z.number().int(), nom: z.string(), code_hexadecimal: z.string() });
export type Color = z.infer<typeof ColorSchema>;

export const SizeSchema = z.object({ id: z.number().int(), nom: z.string() });
export type Size = z.infer<typeof SizeSchema>;

export const EventSchema = z.object({
  id: z.number().int(),
  nomevent: z.string(),
  description: z.string(),
  img: z.string(),
  link: z.string(),
});
export type Event = z.infer<typeof EventSchema>;

/** `GestionSiteWeb` and `Instagram` entries. */
export const SiteImageSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  url: z.string(),
  position: z.number().int(),
});
export type SiteImage = z.infer<typeof SiteImageSchema>;

// ── Articles ───────────────────────────────────────────────────────────────────────────────────

export const ArticleImageSchema = z.object({ id: z.number().int(), url: z.string() });

export const ArticleSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  description: z.string(),
  prix: PriceSchema,
  /** Percent off `prix`. */
  promo: z.number().int().min(0).max(100),
  /** The price shoppers pay (`prix` minus `promo`), computed by the server. */
  prix_final: PriceSchema,
  image: z.string(),
  images: z.array(ArticleImageSchema),
  colors: z.array(ColorSchema),
  sub_category: SubCategorySchema,
  sex: SexSchema.nullable(),
  collection: z.object({ id: z.number().int(), nom: z.string(), image: z.string() }).nullable(),
  collection_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type Article = z.infer<typeof ArticleSchema>;

export const ArticleDetailSchema = z.object({
  id: z.number().int(),
  article_id: z.number().int(),
  size: SizeSchema.nullable(),
  color: ColorSchema.nullable(),
  stock: z.number().int(),
});
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>;

/** Query of `GET /ArticleDetail`: one article's variants, or every variant without it. */
export const ArticleDetailQuerySchema = z.strictObject({ article_id: FilterIdSchema.optional() });

const SORT_ORDERS = ['asc', 'desc', 'recent'] as const;
export const SortOrderSchema = z.preprocess(
  (value) => (value === '' || value === null || value === undefined || value === 'tous' ? 'asc' : value),
  z.enum(SORT_ORDERS, { error: MESSAGES.sortOrderInvalid }),
);
export type SortOrder = (typeof SORT_ORDERS)[number];

const PageSizeSchema = z.preprocess(
  integerFromText,
  z
    .number({ error: MESSAGES.pageSizeInvalid })
    .int({ error: MESSAGES.pageSizeInvalid })
    .min(1, { error: MESSAGES.pageSizeOutOfRange(MAX_PAGE_SIZE) })
    .max(MAX_PAGE_SIZE, { error: MESSAGES.pageSizeOutOfRange(MAX_PAGE_SIZE) }),
);

const COLLECTION_NAME_MAX_LENGTH = 100;

const optionalDinars = z.preprocess((value) => (value === '' ? null : value), DinarsSchema.nullish());

/** The filters shoppers apply to articles: in the listing, the collections' listing and the search. */
export const ARTICLE_FILTERS = {
  category_id: FilterIdSchema.optional(),
  sub_category_id: FilterIdSchema.optional(),
  collection_id: FilterIdSchema.optional(),
  sex_id: FilterIdSchema.optional(),
  size_id: FilterIdSchema.optional(),
  color_id: FilterIdSchema.optional(),
  minValue: optionalDinars,
  maxValue: optionalDinars,
};
export type ArticleFilters = {
  -readonly [K in keyof typeof ARTICLE_FILTERS]?: z.output<(typeof ARTICLE_FILTERS)[K]>;
};

/** The schema, refusing a price range whose lower bound is above its upper one (on minValue). */
export const withPriceRangeInOrder = <S extends z.ZodType<ArticleFilters>>(schema: S) =>
  schema.refine((q) => q.minValue == null || q.maxValue == null || q.minValue <= q.maxValue, {
    error: MESSAGES.minAboveMax,
    path: ['minValue'],
  });

/** Body of `POST /articlesPaginate` (and query of `GET /articlesPaginate`); unknown keys are refused. */
export const ArticlesPageRequestSchema = withPriceRangeInOrder(
  z.strictObject({
    page: PageSchema.optional(),
    /** The original storefront sends both `page` and `currentPage`; `page` wins. */
    currentPage: PageSchema.optional(),
    pageSize: PageSizeSchema.default(PAGE_SIZE),
    sortOrder: SortOrderSchema.default('asc'),
    ...ARTICLE_FILTERS,
  }),
).transform(({ page, currentPage, ...rest }) => ({ ...rest, page: page ?? currentPage ?? 1 }));
export type ArticlesPageRequest = z.input<typeof ArticlesPageRequestSchema>;
export type ArticlesPageQuery = z.output<typeof ArticlesPageRequestSchema>;

export const ArticlesPageSchema = z.object({
  articles: z.array(ArticleSchema),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  total: z.number().int(),
  /** The highest price shoppers pay in the whole catalogue (the price slider's upper bound). */
  maxPrice: PriceSchema,
});
export type ArticlesPage = z.infer<typeof ArticlesPageSchema>;

// ── Collections ────────────────────────────────────────────────────────────────────────────────

export const CollectionSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  image: z.string(),
  description: z.string(),
});
export type Collection = z.infer<typeof CollectionSchema>;

export const CollectionSummarySchema = CollectionSchema.extend({
  /** Sum of the prices shoppers pay for one of each of its articles. */
  total_price: PriceSchema,
  articles_count: z.number().int(),
  /** Up to two article images, for the card and its hover swap. */
  preview_images: z.array(z.string()),
});
export type CollectionSummary = z.infer<typeof CollectionSummarySchema>;

export const CollectionDetailSchema = z.object({
  collection: CollectionSchema.extend({ articles: z.array(ArticleSchema) }),
  total_price: PriceSchema,
});
export type CollectionDetail = z.infer<typeof CollectionDetailSchema>;

/** Body of `POST /collectionPaginate` (and query of `GET /collectionPaginate`); unknown keys are refused. */
export const CollectionsPageRequestSchema = z
  .strictObject({
    page: PageSchema.default(1),
    page_size: PageSizeSchema.default(PAGE_SIZE),
    category_id: FilterIdSchema.optional(),
    collection_id: FilterIdSchema.optional(),
    sex_id: FilterIdSchema.optional(),
    size_id: FilterIdSchema.optional(),
    color_id: FilterIdSchema.optional(),
    collection_name: z
      .string({ error: MESSAGES.collectionNameInvalid })
      .trim()
      .max(COLLECTION_NAME_MAX_LENGTH, { error: MESSAGES.collectionNameTooLong(COLLECTION_NAME_MAX_LENGTH) })
      .refine((name) => hasNoControlCharacter(name), {
        error: MESSAGES.controlCharacters(FIELD_LABELS.collectionName),
      })
      .nullish(),
    total_price_min: optionalDinars,
    total_price_max: optionalDinars,
    sortOrder: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.enum(['asc', 'desc'], { error: MESSAGES.collectionSortOrderInvalid }).optional(),
    ),
  })
  .refine(
    (q) => q.total_price_min == null || q.total_price_max == null || q.total_price_min <= q.total_price_max,
    {
      error: MESSAGES.minAboveMax,
      path: ['total_price_min'],
    },
  );
export type CollectionsPageRequest = z.input<typeof CollectionsPageRequestSchema>;
export type CollectionsPageQuery = z.output<typeof CollectionsPageRequestSchema>;

export const CollectionsPageSchema = z.object({
  collections: z.array(CollectionSummarySchema),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  total: z.number().int(),
});
export type CollectionsPage = z.infer<typeof CollectionsPageSchema>;
