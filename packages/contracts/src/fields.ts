import { MAX_ORDER_MILLIMES } from './constants.js';
import { MESSAGES } from './messages.js';
import { toDinars } from './money.js';
import { z } from './zod.js';

// Form data and query strings carry numbers as text. Only plain digits are read as numbers, so that
// `true`, `[1]`, `"1e1"`, `"0x10"` or `""` stay what they are and fail (z.coerce would take them).
const INTEGER_TEXT = /^-?\d+$/;
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

function numberFromText(pattern: RegExp) {
  return (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return pattern.test(text) ? Number(text) : value;
  };
}

/** A JSON number, or an integer written in digits (form data, query strings). */
export const integerFromText = numberFromText(INTEGER_TEXT);
/** A JSON number, or a decimal written in digits with an optional `.` fraction. */
export const decimalFromText = numberFromText(DECIMAL_TEXT);

/** A positive integer id; numeric strings are accepted (path parameters, form data). */
export const IdSchema = z.preprocess(
  integerFromText,
  z
    .number({ error: MESSAGES.invalidId })
    .int({ error: MESSAGES.invalidId })
    .positive({ error: MESSAGES.invalidId })
    .max(2_147_483_647, { error: MESSAGES.invalidId }),
);

/** An optional filter id: null, absent or "" mean "no filter" (the storefront sends null when empty). */
export const FilterIdSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  IdSchema.nullable(),
);

/** A page number, 1 or more. */
export const PageSchema = z.preprocess(
  integerFromText,
  z
    .number({ error: MESSAGES.pageInvalid })
    .int({ error: MESSAGES.pageInvalid })
    .min(1, { error: MESSAGES.pageTooSmall })
    .max(1_000_000, { error: MESSAGES.pageTooLarge }),
);

/** The most a shopper may send as an amount, in dinars: what a DECIMAL(10,3) column holds (9 999 999,999). */
export const MAX_DINARS = toDinars(MAX_ORDER_MILLIMES);

/** An amount in dinars sent by a shopper (a price filter), 0 or more. */
export const DinarsSchema = z.preprocess(
  decimalFromText,
  z
    .number({ error: MESSAGES.filterAmountInvalid })
    .min(0, { error: MESSAGES.filterAmountNegative })
    .max(MAX_DINARS, { error: MESSAGES.filterAmountTooLarge }),
);

/** A dinar amount in a response (JSON number with at most three decimals). */
export const PriceSchema = z.number().nonnegative();
