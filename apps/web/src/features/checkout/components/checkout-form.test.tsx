import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GOVERNORATES, MESSAGES } from '@vitrine/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_STORAGE_KEY, useCustomerStore } from '@/stores/customer-store';
import { makeOrder } from '@/testing/fixtures';
import {
  AMIRA,
  answerShop,
  created,
  expectAlertFor5s,
  fillNewClient,
  renderCheckout,
  resetShop,
  submitButton,
} from '../testing/checkout-harness';

beforeEach(() => {
  resetShop();
  answerShop();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('checkout form: a new client', () => {
  it('offers labelled fields with autofill hints, the 24 gouvernorats and a numeric phone keypad', async () => {
    renderCheckout();
    expect(await screen.findByRole('radio', { name: 'Nouveau client' })).toBeChecked();
    const autocomplete = (label: string) => screen.getByLabelText(label).getAttribute('autocomplete');
    expect(
      ['Nom', 'Prénom', 'Région', 'Adresse', 'Code postal', 'Numéro de téléphone', 'Adresse mail'].map(
        autocomplete,
      ),
    ).toEqual([
      'family-name',
      'given-name',
      'address-level1',
      'street-address',
      'postal-code',
      'tel-national',
      'email',
    ]);
    // The telephone keypad, which has « + » for a number typed with +216 (a numeric one has not).
    expect(screen.getByLabelText('Numéro de téléphone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Numéro de téléphone')).not.toHaveAttribute('inputmode');
    const regions = within(screen.getByLabelText('Région')).getAllByRole('option');
    expect(regions.slice(1).map((option) => option.textContent)).toEqual([...GOVERNORATES]);
    expect(document.title).toBe('Vérifier la commande — Vitrine');
  });

  it('says what is wrong with a field once it has been left, and ties the message to it', async () => {
    const user = userEvent.setup();
    renderCheckout();
    const nom = await screen.findByLabelText('Nom');
    expect(screen.queryByText(MESSAGES.nomRequired)).not.toBeInTheDocument();
    await user.click(nom);
    await user.tab();
    expect(await screen.findByText(MESSAGES.nomRequired)).toBeInTheDocument();
    expect(nom).toHaveAttribute('aria-invalid', 'true');
    expect(nom).toHaveAccessibleDescription(MESSAGES.nomRequired);

    const phone = screen.getByLabelText('Numéro de téléphone');
    await user.type(phone, '2212');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.phoneInvalid));
    await user.type(phone, '3456');
    expect(phone).not.toHaveAttribute('aria-invalid');

    const email = screen.getByLabelText('Adresse mail');
    await user.type(email, 'amira@');
    await user.tab();
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();

    const postal = screen.getByLabelText('Code postal');
    await user.type(postal, '40');
    await user.tab();
    expect(await screen.findByText(MESSAGES.postalCodeInvalid)).toBeInTheDocument();
    await user.clear(postal);
    expect(screen.queryByText(MESSAGES.postalCodeInvalid)).not.toBeInTheDocument();
  });

  it('links the conditions de vente beside « Soumettre »', async () => {
    renderCheckout();
    await screen.findByLabelText('Nom');
    const terms = screen.getByRole('link', { name: 'conditions de vente' });
    expect(terms).toHaveAttribute('href', '/conditions');
    expect(submitButton().parentElement).toContainElement(terms);
  });

  it('keeps « Soumettre » disabled until every required field is right; the postal code is optional', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByLabelText('Nom');
    expect(submitButton()).toBeDisabled();
    await fillNewClient(user, { ...AMIRA, code_postal: '', adresse_mail: 'amira' });
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Adresse mail'), '@example.tn');
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.clear(screen.getByLabelText('Prénom'));
    await vi.waitFor(() => expect(submitButton()).toBeDisabled());
  });
});

describe('checkout form: an existing client', () => {
  it('asks only for the code: entering it removes every other requirement, clearing it brings one back', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Client existant' }));
    expect(screen.queryByLabelText('Nom')).not.toBeInTheDocument();
    const code = screen.getByLabelText('Code client');
    expect(submitButton()).toBeDisabled();
    await user.type(code, 'cl-demo01');
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.clear(code);
    await user.tab();
    await vi.waitFor(() => expect(submitButton()).toBeDisabled());
    expect(code).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.clientCodeRequired));

    // Back to « Nouveau client »: the new client's fields are required again, whatever code was typed.
    await user.type(code, 'CL-DEMO01');
    await user.click(screen.getByRole('radio', { name: 'Nouveau client' }));
    await vi.waitFor(() => expect(submitButton()).toBeDisabled());
    await fillNewClient(user);
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
  });
});

describe('checkout form: an existing client who wants it delivered elsewhere', () => {
  it('offers « Livrer à une autre adresse », requires its fields as a new client’s but the e-mail, and sends them with the code', async () => {
    const user = userEvent.setup();
    const shop = answerShop({
      orderAnswers: [
        created(
          makeOrder({
            code_client: 'CL-DEMO01',
            livraison: {
              nom: 'Haddad',
              prenom: 'Leïla',
              numero_telephone: '55100200',
              adresse: '4 rue de Carthage',
              region: 'Sfax',
              code_postal: '3000',
            },
          }),
        ),
      ],
    });
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Client existant' }));
    await user.type(screen.getByLabelText('Code client'), 'cl-demo01');
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(screen.getByRole('checkbox', { name: 'Livrer à une autre adresse' }));
    await vi.waitFor(() => expect(submitButton()).toBeDisabled());
    expect(screen.queryByLabelText('Adresse mail')).not.toBeInTheDocument();

    await fillNewClient(user, {
      nom: 'Haddad',
      prenom: 'Leïla',
      region: 'Sfax',
      adresse: '4 rue de Carthage',
      code_postal: '3000',
      numero_telephone: '55 100 200',
    });
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    await screen.findByRole('heading', { level: 1, name: 'Merci pour votre commande' });
    expect(shop.orders[0]?.fields).toMatchObject({
      code_client: 'CL-DEMO01',
      'client[nom]': 'Haddad',
      'client[prenom]': 'Leïla',
      'client[region]': 'Sfax',
      'client[adresse]': '4 rue de Carthage',
      'client[code_postal]': '3000',
      'client[numero_telephone]': '55100200',
    });
    expect(shop.orders[0]?.fields).not.toHaveProperty('client[adresse_mail]');
    expect(screen.getByText(/^Livraison à/)).toHaveTextContent('Livraison à 4 rue de Carthage, 3000 Sfax');
  });
});

describe('an invalid submission', () => {
  it('shows « Veuillez remplir tous les champs requis correctement. » for 5 s and every field message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCheckout();
    const nom = await screen.findByLabelText('Nom');
    await user.type(nom, 'Ben Salah{Enter}');
    const alert = await screen.findByRole('alert');
    await vi.waitFor(() => expect(alert).toHaveTextContent(MESSAGES.invalidForm));
    expect(screen.getByText(MESSAGES.prenomRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveFocus();

    await expectAlertFor5s(alert, MESSAGES.invalidForm);
  });
});

describe('the two checkboxes', () => {
  it('start with the details forgotten and the notifications on, are kept in localStorage and restored on the next visit', async () => {
    const user = userEvent.setup();
    const first = renderCheckout();
    const keep = await screen.findByRole('checkbox', {
      name: 'Conserver mes informations pour une validation rapide la prochaine fois',
    });
    const notify = screen.getByRole('checkbox', {
      name: 'Recevoir les notifications de ma commande par e-mail',
    });
    expect(keep).not.toBeChecked();
    expect(notify).toBeChecked();
    await user.click(keep);
    await user.click(notify);
    const saved = localStorage.getItem(CUSTOMER_STORAGE_KEY) ?? '{}';
    expect(JSON.parse(saved).state).toMatchObject({ keepDetails: true, notifications: false });
    first.unmount();

    // A new visit: the store starts from its defaults, then reads what the last visit left.
    useCustomerStore.setState(useCustomerStore.getInitialState());
    localStorage.setItem(CUSTOMER_STORAGE_KEY, saved);
    await useCustomerStore.persist.rehydrate();
    renderCheckout();
    expect(
      await screen.findByRole('checkbox', {
        name: 'Conserver mes informations pour une validation rapide la prochaine fois',
      }),
    ).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Recevoir les notifications de ma commande par e-mail' }),
    ).not.toBeChecked();
  });

  it('send the notifications choice with the order, and say what unticking it means', async () => {
    const user = userEvent.setup();
    const shop = answerShop();
    renderCheckout();
    const notify = await screen.findByRole('checkbox', {
      name: 'Recevoir les notifications de ma commande par e-mail',
    });
    expect(notify).toHaveAccessibleDescription(
      'Confirmation, expédition, livraison. Décochée, vous recevez seulement l’accusé de réception de votre commande.',
    );
    await user.click(notify);
    await fillNewClient(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { level: 1, name: 'Merci pour votre commande' });
    expect(shop.orders[0]?.fields.notifications).toBe('0');
  });

  it('send a ticked notifications box as a yes', async () => {
    const user = userEvent.setup();
    const shop = answerShop();
    renderCheckout();
    await fillNewClient(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { level: 1, name: 'Merci pour votre commande' });
    expect(shop.orders[0]?.fields.notifications).toBe('1');
  });

  it('pre-fill the form with the kept details: the client code chosen, the new client fields filled', async () => {
    const user = userEvent.setup();
    useCustomerStore.setState({
      keepDetails: true,
      details: { code_client: 'CL-7KQ2M9XH', client: AMIRA },
    });
    renderCheckout();
    expect(await screen.findByRole('radio', { name: 'Client existant' })).toBeChecked();
    expect(screen.getByLabelText('Code client')).toHaveValue('CL-7KQ2M9XH');
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: 'Nouveau client' }));
    expect(screen.getByLabelText('Nom')).toHaveValue('Ben Salah');
    expect(screen.getByLabelText('Région')).toHaveValue('Sousse');
    expect(screen.getByLabelText('Adresse mail')).toHaveValue('amira@example.tn');
  });
});
