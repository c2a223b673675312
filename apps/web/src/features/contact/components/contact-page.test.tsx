import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHOP } from '@/config/shop';
import { renderPage } from '@/testing/render';
import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  it('presents the boutique, its details, an OpenStreetMap view with a link, and the form', () => {
    renderPage('/Contact', <ContactPage />, '/Contact');
    expect(screen.getByRole('heading', { level: 1, name: 'À propos et Contact' })).toBeInTheDocument();
    expect(screen.getByText(SHOP.blurb)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Avenue Habib Bourguiba/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\//),
    );
    expect(screen.getByRole('link', { name: /\+216 71 000 000/ })).toHaveAttribute(
      'href',
      'tel:+21671000000',
    );
    expect(screen.getByRole('link', { name: /contact@vitrine\.tn/ })).toHaveAttribute(
      'href',
      'mailto:contact@vitrine.tn',
    );

    const map = screen.getByTitle(/^Plan : Vitrine/);
    const src = new URL(map.getAttribute('src') ?? '');
    expect(src.origin).toBe('https://www.openstreetmap.org');
    expect(src.searchParams.get('marker')).toBe(`${SHOP.location.lat},${SHOP.location.lon}`);
    const [west, south, east, north] = (src.searchParams.get('bbox') ?? '').split(',').map(Number);
    expect(west).toBeLessThan(SHOP.location.lon);
    expect(east).toBeGreaterThan(SHOP.location.lon);
    expect(south).toBeLessThan(SHOP.location.lat);
    expect(north).toBeGreaterThan(SHOP.location.lat);
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: /Voir sur OpenStreetMap/ })).toHaveAttribute(
      'href',
      expect.stringContaining(`mlat=${SHOP.location.lat}&mlon=${SHOP.location.lon}`),
    );

    expect(screen.getByRole('heading', { name: 'Écrivez-nous' })).toBeInTheDocument();
    for (const label of ['Nom', 'E-mail', 'Sujet', 'Message'])
      expect(screen.getByRole('textbox', { name: label })).toBeRequired();
  });
});
