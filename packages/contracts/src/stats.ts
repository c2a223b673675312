import { IsoDateSchema, optional } from './owner.js';
import { z } from './zod.js';

// The shop's figures (the console's « Tableau de bord »): what became of the orders placed in a period.

/** The period the dashboard shows when none is asked for: the last 30 days, today included. */
export const STATS_DEFAULT_DAYS = 30;
/** The longest period asked for: a year and a day, one point a day on the chart. */
export const STATS_MAX_DAYS = 366;
/** How many articles `par_article` names, the most refused first. */
export const STATS_ARTICLES_LIMIT = 10;

export const STATS_MESSAGES = {
  rangeInvalid: 'La date de fin (au) doit suivre la date de début (du).',
  rangeTooLong: `La période ne peut pas dépasser ${STATS_MAX_DAYS} jours.`,
} as const;

/**
 * Query of `GET /api/owner/stats`: the first and last days of the period (`YYYY-MM-DD`, Tunis time,
 * both included); a missing end is today, a missing start 29 days before the end.
 */
export const OwnerStatsQuerySchema = z
  .strictObject({
    du: optional(IsoDateSchema),
    au: optional(IsoDateSchema),
  })
  .refine(({ du, au }) => !du || !au || du <= au, { error: STATS_MESSAGES.rangeInvalid, path: ['au'] });
export type OwnerStatsQuery = z.output<typeof OwnerStatsQuerySchema>;

/** An amount in dinars as exact decimal text, three decimals: `"1234.500"`. */
export const DinarsTextSchema = z.string().regex(/^\d+\.\d{3}$/);

/** A share from 0 to 1, four decimals; null when its divisor is 0. */
const RateSchema = z.number().min(0).max(1).nullable();

const count = z.number().int().nonnegative();

/**
 * 200 of `GET /api/owner/stats`, over the orders placed from `du` to `au` (Tunis days):
 * - `confirmees`, `expediees`: orders ever confirmed, ever shipped (their history, or a later state);
 * - `en_cours`, `annulees`, `livrees`, `refusees`: their state now;
 * - `taux_confirmation` = confirmees / (commandes − en_cours); `taux_livraison` = livrees / (livrees +
 *   refusees); `taux_refus` = refusees / (livrees + refusees);
 * - `chiffre_livre`: the totals of the delivered orders; `panier_moyen`: the mean total of all (null
 *   without any order); `delai_premier_contact_median_min`: the median time from an order to the shop's
 *   first call about it, in whole minutes (null when none was called).
 */
export const OwnerStatsSchema = z.object({
  du: z.string(),
  au: z.string(),
  commandes: count,
  en_cours: count,
  confirmees: count,
  annulees: count,
  expediees: count,
  livrees: count,
  refusees: count,
  taux_confirmation: RateSchema,
  taux_livraison: RateSchema,
  taux_refus: RateSchema,
  chiffre_livre: DinarsTextSchema,
  panier_moyen: DinarsTextSchema.nullable(),
  delai_premier_contact_median_min: z.number().int().nonnegative().nullable(),
  /** Every day of the period, oldest first (days without orders too). */
  par_jour: z.array(
    z.object({ date: z.string(), commandes: count, livrees: count, chiffre_livre: DinarsTextSchema }),
  ),
  /** Each region as the orders wrote it, most orders first. */
  par_region: z.array(
    z.object({
      region: z.string(),
      commandes: count,
      livrees: count,
      refusees: count,
      taux_livraison: RateSchema,
    }),
  ),
  /** The STATS_ARTICLES_LIMIT articles most refused (then most ordered); counts of orders holding each. */
  par_article: z.array(
    z.object({
      article_id: z.number().int(),
      nom: z.string(),
      commandes: count,
      livrees: count,
      refusees: count,
    }),
  ),
});
export type OwnerStats = z.infer<typeof OwnerStatsSchema>;
