import { describe, expect, it } from 'vitest';
import { CheckoutFormSchema } from './checkout.js';
import { toValidationError } from './errors.js';
import { OrderRequestSchema } from './order.js';

const blank = {
  nom: '',
  prenom: '',
  region: '',
  adresse: '',
  code_postal: '',
  numero_telephone: '',
  adresse_mail: '',
};
const amira = {
  nom: ' Ben Salah ',
  prenom: 'Amira',
  region: 'Tunis',
  adresse: '12 rue de Marseille',
  code_postal: '',
  numero_telephone: '22 123 456',
  adresse_mail: 'Amira@Example.TN',
};

function errorsOf(value: unknown) {
  const result = CheckoutFormSchema.safeParse(value);
  expect(result.success).toBe(false);
  return result.error ? toValidationError(result.error).errors : {};
}

describe('CheckoutFormSchema', () => {
  it('asks a new client for every field but the postal code, with the spec messages', () => {
    expect(errorsOf({ client_type: 'nouveau', code_client: '', client: blank })).toEqual({
      'client.nom': ['Nom est requis.'],
      'client.prenom': ['Prénom est requis.'],
      'client.region': ['Région est requise.'],
      'client.adresse': ['Adresse est requise.'],
      'client.numero_telephone': ['Numéro de téléphone est requis et doit contenir 8 chiffres.'],
      'client.adresse_mail': ['Adresse mail est requise et doit être au format valide.'],
    });
    expect(
      errorsOf({ client_type: 'nouveau', code_client: '', client: { ...amira, code_postal: '10' } }),
    ).toEqual({ 'client.code_postal': ['Code postal doit contenir 4 chiffres.'] });
  });

  it('gives the new client as the order API reads it, and ignores a code typed before switching', () => {
    const parsed = CheckoutFormSchema.parse({ client_type: 'nouveau', code_client: 'CL-X', client: amira });
    expect(parsed).toEqual({
      client: {
        ...amira,
        nom: 'Ben Salah',
        code_postal: undefined,
        numero_telephone: '22123456',
        adresse_mail: 'amira@example.tn',
      },
    });
    expect(OrderRequestSchema.safeParse({ ...parsed, items: [{ quantite: 1, article_id: 1 }] }).success).toBe(
      true,
    );
  });

  it('needs nothing but the code from an existing client; without it, the code is required', () => {
    expect(
      CheckoutFormSchema.parse({ client_type: 'existant', code_client: ' cl-demo01 ', client: blank }),
    ).toEqual({ code_client: 'CL-DEMO01' });
    expect(errorsOf({ client_type: 'existant', code_client: '  ', client: amira })).toEqual({
      code_client: ['Code client est requis.'],
    });
    expect(errorsOf({ client_type: 'existant', code_client: 'CL 01', client: blank })).toEqual({
      code_client: ['Code client invalide.'],
    });
  });

  it('takes « Livrer à une autre adresse » as the new client fields but the e-mail, checked alike', () => {
    const parsed = CheckoutFormSchema.parse({
      client_type: 'existant',
      code_client: 'cl-demo01',
      autre_adresse: true,
      client: { ...amira, adresse_mail: 'pas une adresse' },
    });
    expect(parsed).toEqual({
      code_client: 'CL-DEMO01',
      livraison: {
        nom: 'Ben Salah',
        prenom: 'Amira',
        region: 'Tunis',
        adresse: '12 rue de Marseille',
        code_postal: undefined,
        numero_telephone: '22123456',
      },
    });
    expect(
      errorsOf({ client_type: 'existant', code_client: '', autre_adresse: true, client: blank }),
    ).toEqual({
      code_client: ['Code client est requis.'],
      'client.nom': ['Nom est requis.'],
      'client.prenom': ['Prénom est requis.'],
      'client.region': ['Région est requise.'],
      'client.adresse': ['Adresse est requise.'],
      'client.numero_telephone': ['Numéro de téléphone est requis et doit contenir 8 chiffres.'],
    });
  });
});
