import { z } from 'zod';
import { EmailSchema, requiredText } from './form-fields.js';
import { MESSAGES } from './messages.js';

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** Body of `POST /ContactMessage` (form data or JSON). */
export const ContactMessageRequestSchema = z.strictObject({
  nom: requiredText(MESSAGES.nomRequired, 'Nom', 120),
  email: EmailSchema,
  sujet: requiredText(MESSAGES.sujetRequired, 'Sujet', 200),
  message: requiredText(MESSAGES.messageRequired, 'Message', CONTACT_MESSAGE_MAX_LENGTH, { multiline: true }),
});
export type ContactMessageRequest = z.input<typeof ContactMessageRequestSchema>;
export type ContactMessageFields = z.output<typeof ContactMessageRequestSchema>;

export const ContactMessageResponseSchema = z.object({ message: z.string() });
export type ContactMessageResponse = z.infer<typeof ContactMessageResponseSchema>;
