import { MESSAGES } from './messages.js';
import { CodeClientSchema, type NewClient, NewClientSchema } from './order.js';
import { z } from './zod.js';

/** The 24 gouvernorats of Tunisia: the checkout's « Région » choices. */
export const GOUVERNORATS = [
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

const CLIENT_TYPES = ['existant', 'nouveau'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** The checkout form's text fields for a new client, as typed (the contract's `NewClientSchema` keys). */
const ClientTextsSchema = z.object(
  Object.fromEntries(NewClientSchema.keyof().options.map((key) => [key, z.string()])) as Record<
    keyof NewClient,
    z.ZodString
  >,
);

/** Who orders, as `POST /Order` reads it: a client code, or a new client's details. */
export type CheckoutClient =
  | { code_client: z.output<typeof CodeClientSchema> }
  | { client: z.output<typeof NewClientSchema> };

/**
 * The checkout form (« Client existant » / « Nouveau client »), validated with the order's own schemas.
 * Spec §4: a client code removes every other requirement; without one, the new client's fields are
 * required (DESIGN.md: all but the postal code). « Client existant » asks for the code itself, so that
 * hidden fields never decide; « Nouveau client » ignores any code typed before switching.
 */
export const CheckoutFormSchema = z
  .object({
    client_type: z.enum(CLIENT_TYPES),
    code_client: z.string(),
    client: ClientTextsSchema,
  })
  .transform((form, ctx): CheckoutClient => {
    if (form.client_type === 'existant') {
      if (form.code_client.trim() === '') {
        ctx.addIssue({ code: 'custom', message: MESSAGES.clientCodeRequired, path: ['code_client'] });
        return z.NEVER;
      }
      const code = CodeClientSchema.safeParse(form.code_client);
      if (code.success) return { code_client: code.data };
      for (const issue of code.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['code_client'] });
      }
      return z.NEVER;
    }
    const client = NewClientSchema.safeParse(form.client);
    if (client.success) return { client: client.data };
    for (const issue of client.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['client', ...issue.path] });
    }
    return z.NEVER;
  });
export type CheckoutForm = z.input<typeof CheckoutFormSchema>;
