import { EmailSchema } from './form-fields.js';
import { z } from './zod.js';

/** Body of `POST /api/clients/code-reminder` (JSON or form data): where to send a forgotten client code. */
export const ClientCodeReminderRequestSchema = z.strictObject({
  adresse_mail: EmailSchema,
});
export type ClientCodeReminderRequest = z.input<typeof ClientCodeReminderRequestSchema>;

/** 202 of `POST /api/clients/code-reminder`: the same sentence whether or not a client has the address. */
export const ClientCodeReminderResponseSchema = z.object({ message: z.string() });
export type ClientCodeReminderResponse = z.infer<typeof ClientCodeReminderResponseSchema>;
