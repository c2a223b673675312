import { EmailSchema, requiredText } from './form-fields.js';
import { FIELD_LABELS, MESSAGES } from './messages.js';
import { z } from './zod.js';

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** Body of `POST /ContactMessage` (form data or JSON). */
export const ContactMessageRequestSchema = z.strictObject({
  nom: requiredText(MESSAGES.nomRequired, FIELD_LABELS.nom, 120),
  email: EmailSchema,
  sujet: requiredText(MESSAGES.sujetRequired, FIELD_LABELS.sujet, 200),
  message: requiredText(MESSAGES.messageRequired, FIELD_LABELS.message, CONTACT_MESSAGE_MAX_LENGTH, {
    multiline: true,
  }),
});
export type ContactMessageRequest = z.input<typeof ContactMessageRequestSchema>;
export type ContactMessageFields = z.output<typeof ContactMessageRequestSchema>;

export const ContactMessageResponseSchema = z.object({ message: z.string() });
export type ContactMessageResponse = z.infer<typeof ContactMessageResponseSchema>;
