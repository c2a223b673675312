import { type CheckoutForm, NewClientSchema } from '@vitrine/contracts';

/** A new client's details as typed: every field as text. */
export type ClientTexts = CheckoutForm['client'];
export type ClientField = keyof ClientTexts;

/** The new client's fields, in the contract's order. */
export const CLIENT_FIELDS = NewClientSchema.keyof().options as readonly ClientField[];

/** Every field of a new client, empty. */
export const BLANK_CLIENT = Object.fromEntries(CLIENT_FIELDS.map((field) => [field, ''])) as ClientTexts;
