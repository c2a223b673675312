import { requiredText } from './form-fields.js';
import { FIELD_LABELS, MESSAGES } from './messages.js';
import { z } from './zod.js';

/** Tunisia's 24 governorates, as the state spells them in French: the only regions an order goes to. */
export const GOVERNORATES = [
  'Ariana',
  'Béja',
  'Ben Arous',
  'Bizerte',
  'Gabès',
  'Gafsa',
  'Jendouba',
  'Kairouan',
  'Kasserine',
  'Kébili',
  'Le Kef',
  'Mahdia',
  'La Manouba',
  'Médenine',
  'Monastir',
  'Nabeul',
  'Sfax',
  'Sidi Bouzid',
  'Siliana',
  'Sousse',
  'Tataouine',
  'Tozeur',
  'Tunis',
  'Zaghouan',
] as const;
export type Governorate = (typeof GOVERNORATES)[number];

/**
 * A region as it is compared: accents and case aside (« beja », « GABES » and « Béja » are one).
 * The migration 20261128232000_governorates maps stored regions with the same rule in SQL
 * (`gouvernorat_canonique`), and its test holds both to the same answers.
 */
export function governorateKey(region: string): string {
  return region.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

const BY_KEY = new Map<string, Governorate>(GOVERNORATES.map((name) => [governorateKey(name), name]));

/** The governorate a region names, accents and case aside; undefined when it names none. */
export function canonicalGovernorate(region: string): Governorate | undefined {
  return BY_KEY.get(governorateKey(region));
}

/** « Région »: required, one of the 24 governorates, given back in its canonical spelling. */
export const GovernorateSchema = requiredText(MESSAGES.regionRequired, FIELD_LABELS.region, 80).transform(
  (region, ctx): Governorate => {
    const governorate = canonicalGovernorate(region);
    if (governorate) return governorate;
    ctx.addIssue({ code: 'custom', message: MESSAGES.regionNotAGovernorate });
    return z.NEVER;
  },
);
