import { FREE_SHIPPING_THRESHOLD_MILLIMES, formatDTInText } from '@vitrine/contracts';

// The boutique's own details, shown in the header, footer and product pages. One place to edit.
export const SHOP = {
  name: 'Vitrine',
  tagline: 'Bijoux et accessoires',
  description: `Vitrine, bijouterie tunisienne : colliers, bracelets, bagues et boucles d’oreilles en argent et plaqué or. Livraison gratuite dès ${formatDTInText(FREE_SHIPPING_THRESHOLD_MILLIMES)}, paiement à la livraison.`,
  blurb:
    'Des bijoux fins et des accessoires choisis avec soin à Tunis, pour accompagner chaque jour et chaque occasion. Paiement à la livraison partout en Tunisie.',
  address: 'Avenue Habib Bourguiba, 1000 Tunis',
  mapUrl: 'https://www.openstreetmap.org/search?query=Avenue%20Habib%20Bourguiba%2C%20Tunis',
  /** The boutique on the map (Avenue Habib Bourguiba, Tunis), for the contact page's OpenStreetMap view. */
  location: { lat: 36.7997, lon: 10.1835 },
  hours: 'Du lundi au samedi, de 9 h 30 à 19 h',
  phone: '+216 71 000 000',
  phoneHref: 'tel:+21671000000',
  email: 'contact@vitrine.tn',
  /** The seller as the law names it (loi 2000-83, art. 25; the invoice): demo values, to be replaced. */
  seller: {
    legalName: 'Vitrine SARL',
    /** Matricule fiscal, as the tax office gave it. */
    taxId: '1234567/A/M/000',
    /** Registre national des entreprises. */
    registry: 'RNE B0123456789',
  },
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'TikTok', href: 'https://www.tiktok.com/' },
  ],
} as const;
