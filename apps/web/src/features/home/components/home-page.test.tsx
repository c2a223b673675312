import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, answerReferenceData } from '@/testing/api-server';
import { makeArticles } from '@/testing/fixtures';
import { renderPage } from '@/testing/render';
import { HomePage } from './home-page';
// The sliders' cards load after the first screen (article-slider.tsx); loaded up front here, so that
// these tests wait for the page's reads, not for the first compilation of the cards' modules.
import '@/components/product-carousel';

const siteImages = Array.from({ length: 12 }, (_, position) => ({
  id: position + 1,
  nom:
    position >= 3 && position <= 5 ? ['Colliers', 'Bracelets', 'Bagues'][position - 3]! : `Photo ${position}`,
  url: `/storage/site/image-${position}-800.webp`,
  position,
}));

const bestSellers = makeArticles('Collier', 8);
const newArrivals = makeArticles('Bague', 8, 21);

beforeEach(() => {
  answerReferenceData();
  answer('get', '/GestionSiteWeb', siteImages);
  answer('get', '/topSellingArticles', bestSellers);
  answer('get', '/latestArticles', newArrivals);
});

describe('home page', () => {
  it('shows the hero, both sliders, the category banners and the social block', async () => {
    renderPage('/', <HomePage newsletter={<p>newsletter</p>} />, '/');
    const hero = await screen.findByRole('region', { name: 'À la une' });
    expect(within(hero).getAllByRole('group')).toHaveLength(3);
    expect(within(hero).getByRole('img', { name: 'Photo 0' })).toHaveAttribute('fetchpriority', 'high');

    const best = await screen.findByRole('region', { name: 'Meilleures ventes' });
    expect(within(best).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    const latest = await screen.findByRole('region', { name: 'Nouveautés' });
    expect(within(latest).getByRole('link', { name: newArrivals[0]?.nom })).toBeInTheDocument();

    const banners = screen.getByRole('region', { name: 'Trouver son bijou' });
    expect(
      within(banners)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/categories?nom=1', '/categories?nom=2', '/categories?nom=3']);

    const social = screen.getByRole('region', { name: 'Suivez-nous' });
    const links = within(social).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('newsletter')).toBeInTheDocument();
  });

  it('draws product images from their width variants, lazily below the fold', async () => {
    renderPage('/', <HomePage />, '/');
    const best = await screen.findByRole('region', { name: 'Meilleures ventes' });
    // Card photos sit in a link hidden from screen readers (the name link follows), so query the DOM.
    const image = best.querySelector('img')!;
    expect(image).toHaveAttribute('alt', bestSellers[0]?.nom);
    expect(image).toHaveAttribute('loading', 'lazy');
    const sources = image.parentElement?.querySelectorAll('source') ?? [];
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toContain('-400.avif 400w');
  });
});
