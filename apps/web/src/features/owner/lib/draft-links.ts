import { formatDT, normalisePhone, type OwnerDraft } from '@vitrine/contracts';
import { SHOP } from '@/config/shop';

/**
 * `https://wa.me/216…?text=…`: WhatsApp opens on the shopper's chat with « Votre panier vous attend… »
 * typed, their first name and the articles they left, each with its quantity, and the cart's value.
 */
export function draftWhatsAppHref(
  draft: Pick<OwnerDraft, 'telephone' | 'prenom' | 'articles' | 'valeur'>,
): string {
  const message = [
    draft.prenom ? `Bonjour ${draft.prenom},` : 'Bonjour,',
    `Votre panier vous attend chez ${SHOP.name} :`,
    ...draft.articles.map((article) => `- ${article.nom} × ${article.quantite}`),
    `Valeur : ${formatDT(draft.valeur)}`,
    'Voulez-vous que nous passions la commande ensemble ? Paiement à la livraison.',
  ].join('\n');
  return `https://wa.me/216${normalisePhone(draft.telephone)}?text=${encodeURIComponent(message)}`;
}
