import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitrine/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { BLANK_CLIENT } from '@/lib/client-fields';
import { CUSTOMER_STORAGE_KEY, useCustomerStore } from '@/stores/customer-store';
import { visible } from '@/testing/render';
import { resetVisitor } from '@/testing/visitor';
import { renderProfile } from '../testing/profile-harness';

const AMIRA = {
  nom: 'Ben Salah',
  prenom: 'Amira',
  region: 'Sousse',
  adresse: '12 rue de Marseille',
  code_postal: '4000',
  numero_telephone: '22123456',
  adresse_mail: 'amira@example.tn',
};

beforeEach(() => {
  resetVisitor();
  useCustomerStore.setState({ keepDetails: true, details: { code_client: 'CL-7KQ2M9XH', client: AMIRA } });
});

const savedState = () =>
  (JSON.parse(localStorage.getItem(CUSTOMER_STORAGE_KEY) ?? '{}') as { state?: { details?: unknown } }).state;

async function openEditor() {
  const user = userEvent.setup();
  renderProfile();
  const details = await screen.findByRole('region', { name: 'Mes coordonnées' });
  await user.click(within(details).getByRole('button', { name: 'Modifier' }));
  return { user, form: screen.getByRole('form', { name: 'Modifier mes coordonnées' }) };
}

describe('Profil « Mes coordonnées »', () => {
  it('shows the details kept at checkout: the client code, the name, the address, phone and e-mail', async () => {
    renderProfile();
    const details = await screen.findByRole('region', { name: 'Mes coordonnées' });
    const text = visible(details.textContent);
    for (const expected of [
      'CL-7KQ2M9XH',
      'Amira Ben Salah',
      '12 rue de Marseille, 4000 Sousse',
      '22123456',
      'amira@example.tn',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('edits them with the checkout’s field rules and keeps the corrected details in this browser', async () => {
    const { user, form } = await openEditor();
    const phone = within(form).getByLabelText('Numéro de téléphone');
    expect(phone).toHaveValue('22123456');
    await user.clear(phone);
    await user.type(phone, '2212');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(MESSAGES.phoneInvalid);

    await user.clear(phone);
    await user.type(phone, '98 765 432');
    const email = within(form).getByLabelText('Adresse mail');
    await user.clear(email);
    await user.type(email, 'Amira.BS@Example.TN');
    await user.selectOptions(within(form).getByLabelText('Région'), 'Monastir');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));

    expect(screen.getByRole('status')).toHaveTextContent(
      'Vos coordonnées sont enregistrées dans ce navigateur.',
    );
    const details = screen.getByRole('region', { name: 'Mes coordonnées' });
    expect(visible(details.textContent)).toContain('98765432');
    expect(visible(details.textContent)).toContain('4000 Monastir');
    expect(savedState()?.details).toEqual({
      code_client: 'CL-7KQ2M9XH',
      client: {
        ...AMIRA,
        region: 'Monastir',
        numero_telephone: '98765432',
        adresse_mail: 'amira.bs@example.tn',
      },
    });
  });

  it('asks for the new client’s fields once the client code is removed, like the checkout', async () => {
    const { user, form } = await openEditor();
    await user.clear(within(form).getByLabelText('Code client'));
    await user.clear(within(form).getByLabelText('Nom'));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(within(form).getByLabelText('Nom')).toHaveAccessibleDescription(MESSAGES.nomRequired);
    expect(savedState()?.details).toMatchObject({ code_client: 'CL-7KQ2M9XH', client: AMIRA });

    await user.type(within(form).getByLabelText('Nom'), 'Ben Salah');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(savedState()?.details).toEqual({ code_client: '', client: AMIRA });
    expect(screen.queryByText('CL-7KQ2M9XH')).not.toBeInTheDocument();
  });

  it('accepts a client code alone, and refuses a malformed one', async () => {
    const { user, form } = await openEditor();
    for (const label of ['Nom', 'Prénom', 'Adresse', 'Numéro de téléphone', 'Adresse mail', 'Code postal']) {
      await user.clear(within(form).getByLabelText(label));
    }
    await user.selectOptions(within(form).getByLabelText('Région'), '');
    const code = within(form).getByLabelText('Code client');
    await user.clear(code);
    await user.type(code, 'cl 7k');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(code).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.clientCodeInvalid));

    await user.clear(code);
    await user.type(code, 'cl-demo01');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(savedState()?.details).toEqual({ code_client: 'CL-DEMO01', client: BLANK_CLIENT });
  });

  it('« Annuler » leaves them as they were', async () => {
    const { user, form } = await openEditor();
    await user.clear(within(form).getByLabelText('Nom'));
    await user.click(within(form).getByRole('button', { name: 'Annuler' }));
    expect(visible(screen.getByRole('region', { name: 'Mes coordonnées' }).textContent)).toContain(
      'Amira Ben Salah',
    );
  });

  it('« Oublier mes informations » removes them from this browser and says so', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Oublier mes informations' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Vos coordonnées ont été effacées de ce navigateur.',
    );
    expect(screen.getByText('Aucune coordonnée enregistrée dans ce navigateur.')).toBeInTheDocument();
    expect(screen.queryByText('Amira Ben Salah')).not.toBeInTheDocument();
    expect(savedState()?.details).toBeNull();
  });
});
