import { z } from 'zod';
import { MESSAGES } from './messages.js';

/** A positive integer id; numeric strings are accepted (path parameters, form data). */
export const IdSchema = z.coerce
  .number({ error: MESSAGES.invalidId })
  .int({ error: MESSAGES.invalidId })
  .positive({ error: MESSAGES.invalidId })
  .max(2_147_483_647, { error: MESSAGES.invalidId });

/** An optional filter id: null, absent or "" mean "no filter" (the storefront sends null when empty). */
export const FilterIdSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  IdSchema.nullable(),
);

/** A page number, 1 or more. */
export const PageSchema = z.coerce
  .number({ error: 'La page doit être un nombre entier.' })
  .int({ error: 'La page doit être un nombre entier.' })
  .min(1, { error: 'La page doit être supérieure ou égale à 1.' })
  .max(1_000_000, { error: 'La page demandée est trop grande.' });

/** An amount in dinars sent by a shopper (a price filter), 0 or more, at most three decimals. */
export const DinarsSchema = z.coerce
  .number({ error: 'Le montant doit être un nombre.' })
  .min(0, { error: 'Le montant doit être positif.' })
  .max(9_999_999, { error: 'Le montant est trop grand.' });

/** A dinar amount in a response (JSON number with at most three decimals). */
export const PriceSchema = z.number().nonnegative();
