import type { CheckoutForm } from '@vitrine/contracts';
import { BLANK_CLIENT, type ClientTexts } from '@/lib/client-fields';
import type { CustomerDetails } from '@/stores/customer-store';

export const BLANK_FORM: CheckoutForm = {
  client_type: 'nouveau',
  code_client: '',
  autre_adresse: false,
  client: BLANK_CLIENT,
};

/** The form as the details kept from the last order fill it: with a code, « Client existant » is chosen. */
export function initialValues(details: CustomerDetails | null): CheckoutForm {
  if (!details) return BLANK_FORM;
  const code = details.code_client.trim();
  return {
    client_type: code ? 'existant' : 'nouveau',
    code_client: code,
    autre_adresse: false,
    client: { ...BLANK_CLIENT, ...details.client },
  };
}

/** Client codes are typed in any case: `cl-demo01` is `CL-DEMO01`. */
export const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * An address on one line, as the shop's mail writes it: `3 rue de la Corniche, 5000 Monastir` (an order's
 * answer may mask a stored one: `1***, Tunis`).
 */
export function addressLine({
  adresse = '',
  code_postal,
  region = '',
}: Partial<Pick<ClientTexts, 'adresse' | 'region'>> & { code_postal?: string | null }): string {
  return [adresse.trim(), [(code_postal ?? '').trim(), region.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}
