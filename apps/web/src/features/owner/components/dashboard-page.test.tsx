import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type OwnerStats } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { answer, apiError } from '@/testing/api-server';
import { consoleOpen } from '../testing/customers';
import { renderConsole } from '../testing/owner-harness';

const STATS: OwnerStats = {
  du: '2026-03-10',
  au: '2026-03-12',
  commandes: 1234,
  en_cours: 1,
  confirmees: 6,
  annulees: 2,
  expediees: 4,
  livrees: 2,
  refusees: 1,
  taux_confirmation: 0.7243,
  taux_livraison: 0.6667,
  taux_refus: 0.3333,
  chiffre_livre: '1234.500',
  panier_moyen: '70.719',
  delai_premier_contact_median_min: 125,
  par_jour: [
    { date: '2026-03-10', commandes: 2, livrees: 0, chiffre_livre: '0.000' },
    { date: '2026-03-11', commandes: 3, livrees: 1, chiffre_livre: '99.999' },
    { date: '2026-03-12', commandes: 3, livrees: 1, chiffre_livre: '1134.501' },
  ],
  par_region: [
    { region: 'Tunis', commandes: 4, livrees: 1, refusees: 1, taux_livraison: 0.5 },
    { region: 'Sfax', commandes: 1, livrees: 0, refusees: 0, taux_livraison: null },
  ],
  par_article: [{ article_id: 7, nom: 'Bague Aube', commandes: 2, livrees: 1, refusees: 1 }],
};

/** The figure named `label`: its value and its definition. */
function figure(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  const [value, definition] = within(term.parentElement as HTMLElement).getAllByRole('definition');
  return { value: value?.textContent, definition: definition?.textContent };
}

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('Dashboard (/gestion/tableau-de-bord)', () => {
  it('shows each figure in French with its definition, the days for a screen reader, the regions and the refused articles', async () => {
    consoleOpen();
    const asked = answer('get', '/owner/stats', STATS);
    renderConsole('/gestion/tableau-de-bord');

    await screen.findByText('Commandes passées du 10 mars 2026 au 12 mars 2026');
    expect(asked.map((sent) => sent.query)).toEqual([{}]);
    expect(figure('Commandes')).toEqual({
      value: nbsp('1 234'),
      definition: 'Commandes passées sur la période.',
    });
    expect(figure('Taux de confirmation').value).toBe(nbsp('72,4 %'));
    expect(figure('Taux de livraison')).toEqual({
      value: nbsp('66,7 %'),
      definition: 'Colis livrés, sur les colis livrés ou refusés.',
    });
    expect(figure('Chiffre livré').value).toBe(nbsp('1 234,500 DT'));
    expect(figure('Panier moyen').value).toBe(nbsp('70,719 DT'));
    expect(figure('Premier appel').value).toBe(nbsp('2 h 05'));
    expect(figure('Confirmées').definition).toBe('Commandes confirmées un jour, même annulées depuis.');

    const days = screen.getByRole('table', { name: 'Commandes et livraisons par jour' });
    expect(
      within(days)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'JourCommandesLivréesChiffre livré',
      `10 mars 2026200${nbsp(',000 DT')}`,
      `11 mars 20263199${nbsp(',999 DT')}`,
      `12 mars 202631${nbsp('1 134,501 DT')}`,
    ]);
    const regions = within(screen.getByRole('region', { name: 'Par région' })).getByRole('table');
    expect(
      within(regions)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RégionCommandesLivréesRefuséesLivraison', `Tunis411${nbsp('50,0 %')}`, 'Sfax100—']);
    expect(screen.getByRole('list', { name: 'Articles les plus refusés' }).textContent).toBe(
      'Bague Aube1 refusée · 2 commandes · 1 livrée',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', {
        name: 'Tableau de bord',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '30 jours' })).toHaveAttribute('aria-current', 'true');
  });

  it('asks for the last 7 days, or for two dates typed', async () => {
    const user = userEvent.setup();
    consoleOpen();
    const asked = answer('get', '/owner/stats', STATS);
    renderConsole('/gestion/tableau-de-bord');
    await screen.findByText(/^Commandes passées du/);

    await user.click(screen.getByRole('link', { name: '7 jours' }));
    await expect.poll(() => asked.length).toBe(2);
    const week = asked[1]?.query as { du: string; au: string };
    expect((Date.parse(week.au) - Date.parse(week.du)) / 86_400_000).toBe(6);
    expect(screen.getByRole('link', { name: '7 jours' })).toHaveAttribute('aria-current', 'true');

    await user.type(screen.getByLabelText('Du'), '2026-01-01');
    await user.type(screen.getByLabelText('Au'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    await expect.poll(() => asked.at(-1)?.query).toEqual({ du: '2026-01-01', au: '2026-03-31' });
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/gestion/tableau-de-bord?du=2026-01-01&au=2026-03-31',
    );
    expect(screen.getByRole('link', { name: '7 jours' })).not.toHaveAttribute('aria-current');
  });

  it('says when a period holds no order, and shows the API’s French refusal of a period', async () => {
    consoleOpen();
    answer('get', '/owner/stats', (sent) =>
      sent.query.du === '2026-02-30'
        ? apiError(422, MESSAGES.dateInvalid, { errors: { du: [MESSAGES.dateInvalid] } })
        : { ...STATS, commandes: 0, par_region: [], par_article: [], taux_livraison: null },
    );
    const { unmount } = renderConsole('/gestion/tableau-de-bord?du=2026-03-01&au=2026-03-02');
    expect(await screen.findByText('Aucune commande sur cette période.')).toBeInTheDocument();
    expect(figure('Taux de livraison').value).toBe('—');
    unmount();
    renderConsole('/gestion/tableau-de-bord?du=2026-02-30&au=2026-03-02');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.dateInvalid);
  });
});
