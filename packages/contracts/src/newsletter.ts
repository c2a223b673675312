import { EmailSchema } from './form-fields.js';
import { z } from './zod.js';

/** Body of `POST /sendemail`. */
export const NewsletterRequestSchema = z.strictObject({ email: EmailSchema });
export type NewsletterRequest = z.input<typeof NewsletterRequestSchema>;

/** 201 for a new subscriber, 200 for one already subscribed: the same message either way. */
export const NewsletterResponseSchema = z.object({ message: z.string() });
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>;
