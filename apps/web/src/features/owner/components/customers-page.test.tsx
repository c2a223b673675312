import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { answer, apiError } from '@/testing/api-server';
import { visible } from '@/testing/render';
import { consoleOpen, customerRecord, customerSummary } from '../testing/customers';
import { renderConsole } from '../testing/owner-harness';

const rows = async () => within(await screen.findByRole('list', { name: 'Clients' })).getAllByRole('link');

describe('Customers (/gestion/clients)', () => {
  it('lists each phone with its name, its orders and how they ended; a refusal warns, a blocked phone says so', async () => {
    consoleOpen();
    answer('get', '/owner/clients', {
      clients: [
        customerSummary(),
        customerSummary({
          telephone: '98765432',
          nom: 'Trabelsi',
          prenom: 'Sami',
          commandes: 2,
          livrees: 2,
          refusees: 0,
          bloque: true,
        }),
      ],
      total: 2,
    });
    renderConsole('/gestion/clients');

    const [leila, sami] = await rows();
    expect(visible(leila?.textContent)).toBe(
      'Leïla Haddad22 123 4565 commandesAttention : 3 livrées · 1 refusée',
    );
    expect(within(leila as HTMLElement).getByText(/3 livrées/)).toHaveAttribute('data-warning', 'true');
    expect(leila).toHaveAttribute('href', '/gestion/clients/22123456');
    expect(within(sami as HTMLElement).getByText('Bloqué')).toBeInTheDocument();
    expect(within(sami as HTMLElement).getByText('2 livrées')).not.toHaveAttribute('data-warning');
    expect(within(leila as HTMLElement).queryByText('Bloqué')).not.toBeInTheDocument();
    // « Clients » is the console's current section.
    expect(
      within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', { name: 'Clients' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('searches by name, phone or e-mail, and says when nothing matches', async () => {
    const user = userEvent.setup();
    consoleOpen();
    const asked = answer('get', '/owner/clients', (sent) =>
      sent.query.q ? { clients: [], total: 0 } : { clients: [customerSummary()], total: 1 },
    );
    renderConsole('/gestion/clients');
    await rows();
    await user.type(screen.getByLabelText('Nom, téléphone ou e-mail'), '  leila  ');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Aucun client pour « leila ».')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/gestion/clients?q=leila');
    expect(asked.map((sent) => sent.query)).toEqual([{}, { q: 'leila' }]);
  });

  it('goes through the pages, 20 customers a page', async () => {
    const user = userEvent.setup();
    consoleOpen();
    const asked = answer('get', '/owner/clients', (sent) => ({
      clients: [customerSummary({ nom: `Page ${sent.query.page ?? 1}` })],
      total: 45,
    }));
    renderConsole('/gestion/clients?q=haddad');
    await screen.findByText('Page 1 sur 3');
    await user.click(screen.getByRole('link', { name: 'Suivante' }));
    await screen.findByText('Page 2 sur 3');
    expect(visible((await rows())[0]?.textContent)).toContain('Leïla Page 2');
    expect(asked.map((sent) => sent.query)).toEqual([{ q: 'haddad' }, { q: 'haddad', page: '2' }]);
  });

  it('shows the API’s French refusal of a search', async () => {
    consoleOpen();
    const refusal = MESSAGES.tooLong('Recherche', 100);
    answer('get', '/owner/clients', apiError(422, refusal, { errors: { q: [refusal] } }));
    renderConsole(`/gestion/clients?q=${'a'.repeat(101)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('a row opens the customer’s record, and its link back returns to the same search', async () => {
    const user = userEvent.setup();
    consoleOpen();
    answer('get', '/owner/clients', { clients: [customerSummary()], total: 1 });
    answer('get', '/owner/clients/22123456', customerRecord());
    renderConsole('/gestion/clients?q=haddad');
    const [leila] = await rows();
    await user.click(leila as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: 'Leïla Haddad' });
    await user.click(screen.getByRole('link', { name: 'Clients', current: false }));
    await rows();
    expect(screen.getByTestId('location')).toHaveTextContent('/gestion/clients?q=haddad');
  });
});
