import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHOP } from '@/config/shop';
import { renderPage, visible } from '@/testing/render';
import { ConditionsPage } from './conditions-page';

const section = (name: string) => screen.getByRole('region', { name });
const text = (name: string) => visible(section(name).textContent);

describe('ConditionsPage', () => {
  it('names the seller with its address, phone, e-mail and matricule fiscal', () => {
    renderPage('/conditions', <ConditionsPage />, '/conditions');
    expect(screen.getByRole('heading', { level: 1, name: 'Conditions de vente' })).toBeInTheDocument();
    expect(document.title).toBe('Conditions de vente — Vitrine');
    const seller = section('Le vendeur');
    for (const detail of [SHOP.seller.legalName, SHOP.address, SHOP.seller.taxId]) {
      expect(visible(seller.textContent)).toContain(detail);
    }
    expect(within(seller).getByRole('link', { name: SHOP.phone })).toHaveAttribute('href', SHOP.phoneHref);
    expect(within(seller).getByRole('link', { name: SHOP.email })).toHaveAttribute(
      'href',
      `mailto:${SHOP.email}`,
    );
  });

  it('states prices TTC in dinars, the delivery cost and its threshold from the checkout’s figures, and cash on delivery', () => {
    renderPage('/conditions', <ConditionsPage />, '/conditions');
    expect(text('Les prix')).toContain('en dinars tunisiens, toutes taxes comprises (TTC)');
    expect(text('La livraison')).toContain(
      'La livraison coûte 7 DT partout en Tunisie. Elle est offerte dès 150 DT',
    );
    expect(text('La livraison')).toContain('en 2 à 5 jours ouvrables');
    expect(text('Le paiement')).toContain('Le paiement se fait à la livraison, en espèces');
    expect(text('La confirmation de la commande')).toContain('la boutique appelle le client');
  });

  it('gives 10 working days to withdraw from delivery, a refund within 10 days, and the terms of returns', () => {
    renderPage('/conditions', <ConditionsPage />, '/conditions');
    expect(text('Le droit de rétractation')).toContain(
      'dans les 10 jours ouvrables qui suivent la livraison',
    );
    expect(text('Le droit de rétractation')).toContain('remboursé dans les 10 jours');
    expect(text('Retours et échanges')).toContain('non porté et dans son emballage d’origine');
  });

  it('says under loi 2004-63 what personal data is kept, why, how long, and how to have it deleted', () => {
    renderPage('/conditions', <ConditionsPage />, '/conditions');
    const data = text('Données personnelles');
    expect(data).toContain('loi organique n° 2004-63');
    for (const part of [
      'Ce qui est conservé',
      'Pourquoi',
      'Combien de temps',
      'faire supprimer vos données',
    ]) {
      expect(data).toContain(part);
    }
  });

  it('opens with a table of contents whose links reach each section', () => {
    renderPage('/conditions', <ConditionsPage />, '/conditions');
    const contents = screen.getByRole('navigation', { name: 'Sommaire' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(8);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)).toHaveAccessibleName(link.textContent ?? '');
    }
  });
});
