import { CodeClientSchema, NewClientSchema } from '@vitrine/contracts';
import { z } from 'zod';
import { BLANK_CLIENT, CLIENT_FIELDS, type ClientField } from '@/lib/client-fields';
import type { CustomerDetails } from '@/stores/customer-store';

const FIELD_SCHEMAS = NewClientSchema.shape;

/**
 * The saved details as the profile edits them, checked with the order's own field schemas and the
 * checkout's rule: a client code is enough on its own; without one, the new client's fields are all
 * required but the postal code. A field that is filled in must be right either way.
 */
export const SavedDetailsFormSchema = z
  .object({
    code_client: z.string(),
    client: z.object(
      Object.fromEntries(CLIENT_FIELDS.map((field) => [field, z.string()])) as Record<
        ClientField,
        z.ZodString
      >,
    ),
  })
  .transform((form, ctx): CustomerDetails => {
    let code = '';
    if (form.code_client.trim() !== '') {
      const parsed = CodeClientSchema.safeParse(form.code_client);
      if (parsed.success) code = parsed.data;
      for (const issue of parsed.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['code_client'] });
      }
    }
    const hasCode = form.code_client.trim() !== '';
    const client = {} as Record<ClientField, string>;
    for (const field of CLIENT_FIELDS) {
      const typed = form.client[field];
      client[field] = typed.trim();
      if (hasCode && typed.trim() === '') continue;
      const parsed = FIELD_SCHEMAS[field].safeParse(typed);
      if (parsed.success) client[field] = parsed.data ?? '';
      for (const issue of parsed.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['client', field] });
      }
    }
    return { code_client: code, client };
  });
export type SavedDetailsForm = z.input<typeof SavedDetailsFormSchema>;

/** The form's starting values: the saved texts, blank where nothing was kept. */
export function formValues(details: CustomerDetails): SavedDetailsForm {
  return { code_client: details.code_client, client: { ...BLANK_CLIENT, ...details.client } };
}

/** Whether anything worth showing was kept (a code or one field). */
export function hasSavedDetails(details: CustomerDetails | null): details is CustomerDetails {
  if (!details) return false;
  return details.code_client.trim() !== '' || CLIENT_FIELDS.some((field) => details.client[field]?.trim());
}
