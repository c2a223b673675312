import { PageSchema } from './fields.js';
import { hasNoControlCharacter } from './form-fields.js';
import { FIELD_LABELS, MESSAGES } from './messages.js';
import type { OrderState } from './order-lifecycle.js';
import { z } from './zod.js';

// The shop's team: accounts that sign in to the console, each with a role; what a role may reach is
// OWNER_ROUTES' `owner` column (owner-routes.ts), the one table of every route × role.

export const STAFF_ROLES = ['proprietaire', 'confirmation', 'preparation'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const StaffRoleSchema = z.enum(STAFF_ROLES, { error: MESSAGES.staffRoleInvalid });

/** The role as the console names it. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  proprietaire: 'Propriétaire',
  confirmation: 'Confirmation',
  preparation: 'Préparation',
};

/** What each role is for, as the « Équipe » page explains it. */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  proprietaire: 'Tout : l’équipe, le catalogue, les chiffres, le journal.',
  confirmation: 'Le bureau des commandes : appeler, confirmer ou annuler, les fiches clients.',
  preparation: 'Les commandes confirmées : bons de livraison, expédition, livraison ou retour.',
};

/**
 * The states a role may move an order to (`POST /api/owner/orders/:reference/etat`): the desk ends its
 * calls (confirmed or cancelled), the packers ship and record how the delivery went; the owner, any.
 */
export const ROLE_ORDER_MOVES: Record<StaffRole, readonly OrderState[] | 'any'> = {
  proprietaire: 'any',
  confirmation: ['confirmée', 'annulée'],
  preparation: ['expédiée', 'livrée', 'refusée'],
};

export function roleMayMoveTo(role: StaffRole, to: OrderState): boolean {
  const moves = ROLE_ORDER_MOVES[role];
  return moves === 'any' || moves.includes(to);
}

/** The name the shop's own password signs in as (no account row: see docs/decisions/0022). */
export const SHOP_OWNER_NAME = 'Propriétaire';

/** 200 of `GET /api/owner/session`: who is signed in; `id` null for the shop's own password. */
export const OwnerSessionSchema = z.object({
  id: z.number().int().nullable(),
  nom: z.string(),
  role: StaffRoleSchema,
});
export type OwnerSession = z.infer<typeof OwnerSessionSchema>;

export const STAFF_PASSWORD_MIN = 8;
const STAFF_PASSWORD_MAX = 200;

const passwordText = (min: number, tooShort: string, tooLong: string) =>
  z
    .string({ error: MESSAGES.passwordRequired })
    .min(min, { error: tooShort })
    .max(STAFF_PASSWORD_MAX, { error: tooLong })
    // scrypt would take "x" and "x\0" for the same password.
    .refine((value) => hasNoControlCharacter(value), {
      error: MESSAGES.controlCharacters(FIELD_LABELS.password),
    });

/** A new account's password, or a new one for an account: long enough not to be guessed by hand. */
const NewPasswordSchema = passwordText(
  STAFF_PASSWORD_MIN,
  MESSAGES.staffPasswordTooShort(STAFF_PASSWORD_MIN),
  MESSAGES.tooLong(FIELD_LABELS.password, STAFF_PASSWORD_MAX),
);

/** Lower-case letters, digits, `.`, `-`, `_`: typed on a phone's keyboard without thinking. */
export const IdentifiantSchema = z
  .string({ error: MESSAGES.identifiantInvalid })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,40}$/, { error: MESSAGES.identifiantInvalid });

/** `POST /api/owner/session`: an account's identifiant and password, or the shop's password alone. */
export const OwnerSignInSchema = z.strictObject({
  identifiant: z.preprocess((value) => (value === '' ? undefined : value), IdentifiantSchema.optional()),
  // Longer than any account's password: a wrong password, not a form to correct.
  mot_de_passe: passwordText(1, MESSAGES.passwordRequired, MESSAGES.ownerPasswordWrong),
});
export type OwnerSignIn = z.input<typeof OwnerSignInSchema>;

const NomSchema = z
  .string({ error: MESSAGES.nomRequired })
  .trim()
  .min(1, { error: MESSAGES.nomRequired })
  .max(60, { error: MESSAGES.tooLong(FIELD_LABELS.nom, 60) })
  .refine((text) => hasNoControlCharacter(text), { error: MESSAGES.controlCharacters(FIELD_LABELS.nom) });

/** Body of `POST /api/owner/equipe`. */
export const StaffCreationSchema = z.strictObject({
  nom: NomSchema,
  identifiant: IdentifiantSchema,
  mot_de_passe: NewPasswordSchema,
  role: StaffRoleSchema,
});
export type StaffCreation = z.input<typeof StaffCreationSchema>;

/** Body of `PATCH /api/owner/equipe/:id`: at least one of them. */
export const StaffChangeSchema = z
  .strictObject({
    role: StaffRoleSchema.optional(),
    actif: z.boolean({ error: MESSAGES.validationFailed }).optional(),
    mot_de_passe: NewPasswordSchema.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: MESSAGES.staffChangeEmpty,
  });
export type StaffChange = z.input<typeof StaffChangeSchema>;

export const StaffMemberSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  identifiant: z.string(),
  role: StaffRoleSchema,
  actif: z.boolean(),
  /** ISO date-time. */
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** 200 of `GET /api/owner/equipe`: the accounts by name, the disabled ones included. */
export const StaffListSchema = z.object({ membres: z.array(StaffMemberSchema) });
export type StaffList = z.infer<typeof StaffListSchema>;

export const JOURNAL_PAGE_SIZE = 30;
/** How long the activity log keeps an entry. */
export const JOURNAL_KEPT_DAYS = 365;

/** Query of `GET /api/owner/journal`. */
export const JournalQuerySchema = z.strictObject({
  page: z.preprocess((value) => (value === '' ? undefined : value), PageSchema.optional()).default(1),
});

/**
 * One thing done in the console: `operation` is the route's name (OWNER_ROUTES), `action` its summary
 * in French; `cible` the route's parameters (a reference, a phone, an id) and the few fields of the
 * request that say what changed (an order's new state, a role), never a password.
 */
export const JournalEntrySchema = z.object({
  id: z.number().int(),
  /** ISO date-time. */
  created_at: z.string(),
  auteur: z.object({ id: z.number().int().nullable(), nom: z.string() }),
  operation: z.string(),
  action: z.string(),
  cible: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

/** 200 of `GET /api/owner/journal?page=`: newest first. */
export const JournalPageSchema = z.object({ entrees: z.array(JournalEntrySchema), total: z.number().int() });
export type JournalPage = z.infer<typeof JournalPageSchema>;
