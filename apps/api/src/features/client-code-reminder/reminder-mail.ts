import { greeting, type MailContent, SIGNATURE } from '../../mail/wording.js';

/** To a client who asked for their client code again (« Code client oublié ? » at checkout). */
export function clientCodeReminder(client: {
  prenom: string;
  nom: string;
  code_client: string;
}): MailContent {
  return {
    subject: 'Votre code client Vitrine',
    text: [
      greeting(client),
      '',
      `Votre code client : ${client.code_client}`,
      '',
      'Indiquez-le au moment de commander, dans « Client existant » : vos coordonnées sont déjà enregistrées.',
      'Si vous n’avez pas demandé ce code, vous pouvez ignorer ce message.',
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}
