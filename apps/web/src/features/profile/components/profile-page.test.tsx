import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Invoice,
  MESSAGES,
  ORDER_STATE_LABELS,
  ORDER_STATE_SENTENCES,
  type OrderState,
} from '@vitrine/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOP } from '@/config/shop';
import { BLANK_CLIENT } from '@/lib/client-fields';
import { CUSTOMER_STORAGE_KEY, useCustomerStore } from '@/stores/customer-store';
import { useFavouritesStore } from '@/stores/favourites-store';
import { useOrderHistoryStore } from '@/stores/order-history-store';
import { toShopItem } from '@/stores/shop-item';
import { answer, apiError } from '@/testing/api-server';
import { makeArticle } from '@/testing/fixtures';
import { visible } from '@/testing/render';
import { resetVisitor } from '@/testing/visitor';
import { makeDiscountedOrder, renderProfile, TRACKED } from '../testing/profile-harness';

beforeEach(resetVisitor);

/** The shop's invoice of `makeDiscountedOrder()`: its number and rates, and the order's lines as the shop holds them. */
const INVOICE: Invoice = {
  numero: 'F-2026-000007',
  date_facture: '2026-03-15',
  tva_taux: 19,
  droit_de_timbre: 0,
  items: makeDiscountedOrder().items.map(({ nom, quantite, prix_unitaire, total }) => ({
    nom,
    quantite,
    prix_unitaire,
    total,
  })),
  sous_total: 110,
  remise: 11,
  shipping_charge: 7,
  total: 106,
};

const section = (name: string) => screen.getByRole('region', { name });

/** Tracked a minute ago: the page does not ask about it again. */
const recently = (etat: OrderState) => ({
  etat,
  historique: [],
  checked_at: new Date(Date.now() - 60_000).toISOString(),
});

describe('Profil on a first visit', () => {
  it('explains each empty section and where its content comes from, with no placeholder person', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon espace' })).toBeInTheDocument();
    expect(document.title).toBe('Mon espace — Vitrine');

    const details = section('Mes coordonnées');
    expect(
      within(details).getByText('Aucune coordonnée enregistrée dans ce navigateur.'),
    ).toBeInTheDocument();
    expect(within(details).getByText(/en validant une commande/)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Vérifier la commande' })).toHaveAttribute(
      'href',
      '/VerifShop',
    );
    expect(
      within(section('Mes commandes')).getByText(
        'Aucune commande passée depuis ce navigateur pour le moment.',
      ),
    ).toBeInTheDocument();
    expect(within(section('Mes favoris')).getByText('Aucun favori pour le moment.')).toBeInTheDocument();
    expect(screen.queryByText(/CL-/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Facture/ })).not.toBeInTheDocument();
  });

  it('lists the rubrics as in-page links, with the counts of what is kept', async () => {
    useFavouritesStore.setState({ items: [toShopItem(makeArticle({ id: 3, nom: 'Jonc Médina' }))] });
    renderProfile();
    const nav = await screen.findByRole('navigation', { name: 'Rubriques de mon espace' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => visible(link.textContent))).toEqual([
      'Mes commandes',
      'Suivre ma commande',
      'Mes coordonnées',
      'Mes favoris, 1',
      'Notifications',
    ]);
    expect(links[1]).toHaveAttribute('href', '#suivre-ma-commande');
  });
});

describe('Profil « Mes commandes »', () => {
  it('lists the orders of this browser, newest first, with their date in French, state and total', async () => {
    // The shop's answer about the open order waits until the page has been read as it first shows.
    let answerNow = () => {};
    const held = new Promise<void>((resolve) => {
      answerNow = resolve;
    });
    answer('post', '/orders/track', async () => {
      await held;
      return TRACKED;
    });
    useOrderHistoryStore.setState({
      orders: [
        { order: makeDiscountedOrder(), numero_telephone: '22123456' },
        {
          order: makeDiscountedOrder({
            id: 7,
            reference: 'VT-2025-000007',
            date_commande: '2025-12-01',
            etat: 'livrée',
            total: 63.5,
          }),
        },
      ],
    });
    renderProfile();
    const cards = within(await screen.findByRole('region', { name: 'Mes commandes' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    expect(visible(cards[0]?.textContent)).toContain('VT-2026-000042');
    expect(visible(cards[0]?.textContent)).toContain('14 mars 2026');
    expect(visible(cards[0]?.textContent)).toContain(ORDER_STATE_LABELS['en cours']);
    expect(visible(cards[0]?.textContent)).toContain(ORDER_STATE_SENTENCES['en cours']);
    expect(visible(cards[0]?.textContent)).toContain('3 articles');
    expect(visible(cards[0]?.textContent)).toContain('106,000 DT');
    expect(visible(cards[1]?.textContent)).toContain('1 décembre 2025');
    expect(visible(cards[1]?.textContent)).toContain('Livrée');
    expect(visible(cards[1]?.textContent)).toContain('63,500 DT');
    // The open order is asked about by itself; the page then shows what the shop says now.
    answerNow();
    await waitFor(() => expect(visible(cards[0]?.textContent)).toContain(ORDER_STATE_SENTENCES.livrée));
  });

  it('asks the shop about the unfinished orders only, three at most, and not again within ten minutes', async () => {
    const received = answer('post', '/orders/track', (sent) => ({
      ...TRACKED,
      reference: (sent.body as { reference: string }).reference,
    }));
    const open = (n: number) =>
      makeDiscountedOrder({ id: n, reference: `VT-2026-00000${n}`, etat: n === 5 ? 'livrée' : 'expédiée' });
    useOrderHistoryStore.setState({
      orders: [
        { order: makeDiscountedOrder(), numero_telephone: '22123456' },
        { order: makeDiscountedOrder({ id: 9, reference: 'VT-2026-000009' }), suivi: recently('confirmée') },
        ...[5, 4, 3, 2].map((n) => ({ order: open(n) })),
      ],
    });
    renderProfile();
    await waitFor(() => expect(received).toHaveLength(3));
    expect(received.map((sent) => sent.body)).toEqual(
      ['VT-2026-000042', 'VT-2026-000004', 'VT-2026-000003'].map((reference) => ({
        reference,
        numero_telephone: '22123456',
      })),
    );
  });

  it('shows the delivery details the order was placed with on its invoice', async () => {
    useOrderHistoryStore.setState({
      orders: [
        {
          order: makeDiscountedOrder({
            etat: 'livrée',
            livraison: {
              nom: 'Trabelsi',
              prenom: 'Mehdi',
              numero_telephone: '98452310',
              adresse: '5 rue du Lac, appartement 3',
              region: 'Ariana',
              code_postal: '2080',
            },
          }),
        },
      ],
    });
    const asked = answer('post', '/factures', INVOICE);
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Facture de la commande VT-2026-000042' }));
    const invoice = screen.getByRole('dialog', { name: 'Facture' });
    const delivery = within(invoice).getByRole('region', { name: 'Client et adresse de livraison' });
    expect(visible(delivery.textContent)).toBe(
      'Client et adresse de livraisonMehdi Trabelsi5 rue du Lac, appartement 32080 ArianaTél. 98452310',
    );
    // The number is asked for with the phone the order was placed with.
    expect(await within(invoice).findByText('F-2026-000007')).toBeInTheDocument();
    expect(asked.map((sent) => sent.body)).toEqual([
      { reference: 'VT-2026-000042', numero_telephone: '98452310' },
    ]);
    expect(visible(invoice.textContent)).toContain('Livrée');
  });

  it('leaves the delivery block out of an invoice kept without it', async () => {
    const { livraison: _livraison, ...older } = makeDiscountedOrder({ etat: 'livrée' });
    useOrderHistoryStore.setState({ orders: [{ order: older }] });
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Facture de la commande VT-2026-000042' }));
    const invoice = screen.getByRole('dialog', { name: 'Facture' });
    expect(within(invoice).queryByRole('region', { name: /livraison/ })).not.toBeInTheDocument();
    expect(visible(invoice.textContent)).toContain('CL-7KQ2M9XH');
    // Without the order's phone the shop cannot be asked for a number: the invoice says where to get it.
    expect(visible(invoice.textContent)).toContain('N° de factureDemandez-la à la boutique');
  });

  it('opens a printable invoice with the seller, its number, and every amount before and with tax', async () => {
    const printed = vi.fn();
    vi.stubGlobal('print', printed);
    useOrderHistoryStore.setState({
      orders: [{ order: makeDiscountedOrder(), suivi: recently('en cours') }],
    });
    answer('post', '/factures', INVOICE);
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Facture de la commande VT-2026-000042' }));

    const invoice = screen.getByRole('dialog', { name: 'Facture' });
    await within(invoice).findByRole('region', { name: 'Lignes de la facture F-2026-000007' });
    const text = visible(invoice.textContent);
    for (const expected of [
      SHOP.name,
      SHOP.seller.legalName,
      SHOP.address,
      SHOP.phone,
      `Matricule fiscal : ${SHOP.seller.taxId}`,
      'N° de factureF-2026-000007',
      'Date de facture15 mars 2026',
      'VT-2026-000042',
      '14 mars 2026',
      'CL-7KQ2M9XH',
    ]) {
      expect(text).toContain(expected);
    }
    // 19 %: each amount's part before tax is TTC × 100 / 119 to the millime, its VAT the rest.
    const rows = within(invoice).getAllByRole('row').slice(1);
    expect(rows.map((row) => visible(row.textContent))).toEqual([
      'Bague Lune40,000 DT TTC l’unité267,227 DT12,773 DT80,000 DT',
      'Collier Soleil30,000 DT TTC l’unité125,210 DT4,790 DT30,000 DT',
      'Remise (BIENVENUE10, 10 %)−9,244 DT−1,756 DT−11,000 DT',
      'Livraison5,882 DT1,118 DT7,000 DT',
      'Total89,075 DT16,925 DT106,000 DT',
    ]);
    expect(within(invoice).getByRole('columnheader', { name: 'TVA 19\u00a0%' })).toBeInTheDocument();
    const totals = (label: string) => {
      const term = [...invoice.querySelectorAll('dt')].find((dt) => visible(dt.textContent) === label);
      return visible(term?.nextElementSibling?.textContent);
    };
    expect(totals('Total HT')).toBe('89,075 DT');
    expect(totals('TVA (19 %)')).toBe('16,925 DT');
    expect(totals('Total TTC')).toBe('106,000 DT');
    expect(totals('Net à payer')).toBe('106,000 DT');
    // No stamp duty configured: no such line, and what is due is the order's total.
    expect(within(invoice).queryByText('Droit de timbre')).not.toBeInTheDocument();

    await user.click(within(invoice).getByRole('button', { name: 'Imprimer' }));
    expect(printed).toHaveBeenCalledTimes(1);
    await user.click(within(invoice).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog', { name: 'Facture' })).not.toBeInTheDocument();
  });

  it('bills the order as the shop holds it, not this browser’s copy (a line the owner changed on the call)', async () => {
    useOrderHistoryStore.setState({
      orders: [{ order: makeDiscountedOrder(), suivi: recently('confirmée') }],
    });
    const [bagueLune, collierSoleil] = INVOICE.items as [Invoice['items'][0], Invoice['items'][0]];
    answer('post', '/factures', {
      ...INVOICE,
      items: [{ ...bagueLune, quantite: 1, total: 40 }, collierSoleil],
      sous_total: 70,
      remise: 7,
      total: 70,
    });
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Facture de la commande VT-2026-000042' }));
    const invoice = screen.getByRole('dialog', { name: 'Facture' });
    await within(invoice).findByRole('region', { name: 'Lignes de la facture F-2026-000007' });
    const rows = within(invoice).getAllByRole('row').slice(1);
    expect(visible(rows[0]?.textContent)).toBe('Bague Lune40,000 DT TTC l’unité133,613 DT6,387 DT40,000 DT');
    expect(visible(rows.at(-1)?.textContent)).toMatch(/70,000 DT$/);
  });

  it('adds the stamp duty the invoice was issued with to what is due', async () => {
    useOrderHistoryStore.setState({
      orders: [{ order: makeDiscountedOrder(), suivi: recently('livrée') }],
    });
    answer('post', '/factures', { ...INVOICE, tva_taux: 7, droit_de_timbre: 1 });
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Facture de la commande VT-2026-000042' }));
    const invoice = screen.getByRole('dialog', { name: 'Facture' });
    await within(invoice).findByText('Droit de timbre');
    const totals = (label: string) => {
      const term = [...invoice.querySelectorAll('dt')].find((dt) => visible(dt.textContent) === label);
      return visible(term?.nextElementSibling?.textContent);
    };
    // 7 %: 106 000 splits into lines of its own; the columns still add up to the order's total.
    expect(totals('TVA (7 %)')).toBe('6,935 DT');
    expect(totals('Total TTC')).toBe('106,000 DT');
    expect(totals('Droit de timbre')).toBe('1,000 DT');
    expect(totals('Net à payer')).toBe('107,000 DT');
  });

  it('shows the order’s lines and the shop’s reason when it gives no number (a cancelled order)', async () => {
    useOrderHistoryStore.setState({
      orders: [
        {
          order: makeDiscountedOrder({
            code_promo: null,
            reduction: 0,
            remise: 0,
            shipping_charge: 0,
            sous_total: 160,
            total: 160,
          }),
          suivi: recently('en cours'),
        },
      ],
    });
    answer('post', '/factures', apiError(409, MESSAGES.invoiceNotForUnsold));
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Facture de la commande VT-2026-000042' }));
    const invoice = screen.getByRole('dialog', { name: 'Facture' });
    expect(await within(invoice).findByText(MESSAGES.invoiceNotForUnsold)).toBeInTheDocument();
    expect(within(invoice).getByText('Gratuite')).toBeInTheDocument();
    expect(within(invoice).queryByText(/Remise/)).not.toBeInTheDocument();
  });
});

describe('Profil « Mes favoris »', () => {
  it('links each favourite to its page and removes it', async () => {
    useFavouritesStore.setState({
      items: [
        toShopItem(makeArticle({ id: 3, nom: 'Jonc Médina', prix: 95, prix_final: 95 })),
        toShopItem(makeArticle({ id: 4, nom: 'Créoles Essentielles', prix: 60, prix_final: 60 })),
      ],
    });
    const user = userEvent.setup();
    renderProfile();
    const favourites = await screen.findByRole('region', { name: 'Mes favoris' });
    expect(within(favourites).getByRole('link', { name: 'Jonc Médina' })).toHaveAttribute(
      'href',
      '/SingleProduit/3',
    );
    expect(visible(favourites.textContent)).toContain('95,000 DT');
    await user.click(within(favourites).getByRole('button', { name: 'Retirer Jonc Médina des favoris' }));
    expect(within(favourites).queryByText('Jonc Médina')).not.toBeInTheDocument();
    expect(useFavouritesStore.getState().items.map((item) => item.nom)).toEqual(['Créoles Essentielles']);
  });
});

describe('Profil « Notifications »', () => {
  it('shows the two checkout settings as switches and keeps a change in this browser', async () => {
    const user = userEvent.setup();
    renderProfile();
    const notifications = await screen.findByRole('switch', {
      name: 'Recevoir les notifications de ma commande par e-mail',
    });
    const keep = screen.getByRole('switch', {
      name: 'Conserver mes informations pour une validation rapide la prochaine fois',
    });
    expect(notifications).toBeChecked();
    expect(keep).not.toBeChecked();

    await user.click(notifications);
    await user.click(keep);
    expect(notifications).not.toBeChecked();
    expect(keep).toBeChecked();
    const saved = JSON.parse(localStorage.getItem(CUSTOMER_STORAGE_KEY) ?? '{}') as {
      state?: { notifications?: boolean; keepDetails?: boolean };
    };
    expect(saved.state).toMatchObject({ notifications: false, keepDetails: true });
  });

  it('forgets the saved details when keeping them is switched off', async () => {
    useCustomerStore.setState({
      keepDetails: true,
      details: { code_client: 'CL-7KQ2M9XH', client: BLANK_CLIENT },
    });
    const user = userEvent.setup();
    renderProfile();
    expect(await screen.findByText('CL-7KQ2M9XH')).toBeInTheDocument();
    await user.click(
      screen.getByRole('switch', {
        name: 'Conserver mes informations pour une validation rapide la prochaine fois',
      }),
    );
    expect(screen.queryByText('CL-7KQ2M9XH')).not.toBeInTheDocument();
    expect(screen.getByText('Aucune coordonnée enregistrée dans ce navigateur.')).toBeInTheDocument();
  });
});
