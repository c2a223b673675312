import { FREE_SHIPPING_THRESHOLD_MILLIMES, formatDTInText } from '@vitrine/contracts';
import { type MailContent, SIGNATURE } from '../../mail/wording.js';

/** To a new subscriber. */
export function newsletterWelcome(): MailContent {
  return {
    subject: 'Bienvenue dans la newsletter Vitrine',
    text: [
      'Bonjour,',
      '',
      'Merci de votre inscription ! Vous recevrez nos nouveautés, nos collections et nos promotions',
      'en avant-première.',
      '',
      `Livraison gratuite à partir de ${formatDTInText(FREE_SHIPPING_THRESHOLD_MILLIMES)}.`,
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}
