import type { ContactMessageFields } from '@vitrine/contracts';
import type { MailContent } from '../../mail/wording.js';

/** To the shop: a visitor's message, to be answered by replying. */
export function contactForward(message: ContactMessageFields): MailContent {
  return {
    subject: `Message de contact : ${message.sujet}`,
    text: [
      `De : ${message.nom} <${message.email}>`,
      `Sujet : ${message.sujet}`,
      '',
      message.message,
      '',
      '— Envoyé depuis le formulaire de contact de la boutique. Répondez à ce mail pour répondre au visiteur.',
    ].join('\n'),
  };
}
