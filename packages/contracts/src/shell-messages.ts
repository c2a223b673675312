import { formatDTInText } from './money.js';
import { FREE_SHIPPING_THRESHOLD_MILLIMES } from './pricing.js';

/**
 * The texts of the storefront's shell, which every page's first script carries: the banner, a cart
 * line's name and the API client's errors. `MESSAGES` holds them too; apart, they leave the shop's
 * other texts (4 kB gzip) out of that script.
 */
export const SHELL_MESSAGES = {
  /** The spec's banner, its amount taken from the shipping rule; the spec writes the unit in lower case. */
  freeDelivery: `Livraison gratuite à partir de ${formatDTInText(FREE_SHIPPING_THRESHOLD_MILLIMES).toLowerCase()}`,
  /** An order line's name when the shopper chose a size: mails, invoice and console show it as is. */
  lineWithSize: (nom: string, taille: string) => `${nom} — taille ${taille}`,
  internalError: 'Une erreur interne est survenue.',
  serverUnreachable: 'Le serveur est injoignable. Vérifiez votre connexion.',
  unexpectedResponse: 'Réponse inattendue du serveur.',
  csrfInvalid: 'Jeton de sécurité manquant ou invalide. Rechargez la page puis réessayez.',
} as const;
