import { MESSAGES } from './messages.js';
import { CodeClientSchema, type NewClient, NewClientSchema } from './order.js';
import { z } from './zod.js';

const CLIENT_TYPES = ['existant', 'nouveau'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** The checkout form's text fields for a new client, as typed (the contract's `NewClientSchema` keys). */
const ClientTextsSchema = z.object(
  Object.fromEntries(NewClientSchema.keyof().options.map((key) => [key, z.string()])) as Record<
    keyof NewClient,
    z.ZodString
  >,
);

/**
 * « Livrer à une autre adresse » : a returning client's delivery for one order, the fields of a new
 * client but the e-mail (mail goes to the address on record), as strictly checked.
 */
export const OtherAddressSchema = NewClientSchema.omit({ adresse_mail: true });
export type OtherAddress = z.output<typeof OtherAddressSchema>;

/**
 * Who orders, as `POST /Order` reads it: a client code (with the address typed for this order, if
 * any), or a new client's details.
 */
export type CheckoutClient =
  | { code_client: z.output<typeof CodeClientSchema>; livraison?: OtherAddress }
  | { client: z.output<typeof NewClientSchema> };

/**
 * The checkout form (« Client existant » / « Nouveau client »), validated with the order's own schemas.
 * Spec §4: a client code removes every other requirement; without one, the new client's fields are
 * required (DESIGN.md: all but the postal code). « Client existant » asks for the code itself, so that
 * hidden fields never decide, and with « Livrer à une autre adresse » (`autre_adresse`) the new
 * client's fields but the e-mail; « Nouveau client » ignores any code typed before switching.
 */
export const CheckoutFormSchema = z
  .object({
    client_type: z.enum(CLIENT_TYPES),
    code_client: z.string(),
    autre_adresse: z.boolean().default(false),
    client: ClientTextsSchema,
  })
  .transform((form, ctx): CheckoutClient => {
    if (form.client_type === 'existant') {
      const code = CodeClientSchema.safeParse(form.code_client);
      const codeErrors =
        form.code_client.trim() === ''
          ? [MESSAGES.clientCodeRequired]
          : (code.error?.issues.map((issue) => issue.message) ?? []);
      for (const message of codeErrors) ctx.addIssue({ code: 'custom', message, path: ['code_client'] });
      const { adresse_mail: _mailOnRecord, ...typed } = form.client;
      const livraison = form.autre_adresse ? checked(OtherAddressSchema, typed, ctx) : undefined;
      if (!code.success || (form.autre_adresse && !livraison)) return z.NEVER;
      return livraison ? { code_client: code.data, livraison } : { code_client: code.data };
    }
    const client = checked(NewClientSchema, form.client, ctx);
    return client ? { client } : z.NEVER;
  });

/** `schema`'s output for the client fields, or undefined once its issues are added under `client.`. */
function checked<S extends z.ZodType>(
  schema: S,
  client: unknown,
  ctx: z.RefinementCtx,
): z.output<S> | undefined {
  const parsed = schema.safeParse(client);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['client', ...issue.path] });
  }
  return undefined;
}
export type CheckoutForm = z.input<typeof CheckoutFormSchema>;
