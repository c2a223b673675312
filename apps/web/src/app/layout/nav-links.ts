export const NAV_LINKS = [
  { to: '/', label: 'Accueil' },
  { to: '/collections', label: 'Collections' },
  { to: '/event', label: 'Événement et Promo' },
  { to: '/Contact', label: 'À propos et Contact' },
] as const;

export const categoryHref = (id: number) => `/categories?nom=${id}`;
