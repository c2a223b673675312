import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.js';
import { useMailingApp } from '../../../test/mailing.js';
import { CONTACT_MESSAGE, databaseState, mailJobs } from '../../../test/shop-fixtures.js';

const { db } = await useTestDatabase('empty');
const { smtp, mail, shopper } = await useMailingApp(db);

describe('POST /api/ContactMessage', () => {
  it('stores the message and e-mails it to the shop, with the visitor as reply address', async () => {
    const response = await shopper.postForm('/api/ContactMessage', {
      ...CONTACT_MESSAGE,
      email: 'Leila@Example.tn',
      message: 'Bonjour,\nfaites-vous la taille 48 ?',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Votre message a été envoyé avec succès!' });

    const received = await smtp.waitFor((m) => m.to.includes('boutique@vitrine.test'));
    expect(received.subject).toBe('Message de contact : Taille de bague');
    expect(received.to).toEqual(['boutique@vitrine.test']);
    expect(received.replyTo).toBe('leila@example.tn');
    expect(received.text).toContain('De : Leïla Haddad <leila@example.tn>');
    expect(received.text).toContain('faites-vous la taille 48 ?');
    await mail.idle();
    const stored = await db.contactMessage.findFirstOrThrow();
    expect(stored).toMatchObject({ nom: 'Leïla Haddad', email: 'leila@example.tn' });
    // Sent, and done with: no mail left in the queue.
    expect(await mailJobs(db)).toBe(0);
  });

  it('refuses a subject that tries to add a mail header (CRLF), and sends nothing', async () => {
    const before = await databaseState(db);
    const response = await shopper.postForm('/api/ContactMessage', {
      ...CONTACT_MESSAGE,
      sujet: 'Taille de bague\r\nBcc: victime@example.com',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ sujet: ['Sujet : caractères de contrôle non autorisés.'] });
    expect(await databaseState(db)).toEqual(before);
  });

  it('accepts JSON too', async () => {
    const response = await shopper
      .post('/api/ContactMessage')
      .send({ nom: 'Sami', email: 'sami@example.tn', sujet: 'Livraison', message: 'Livrez-vous à Djerba ?' });
    expect(response.status).toBe(201);
  });

  it('requires every field, bounds them, answers in French and stores nothing', async () => {
    const before = await databaseState(db);
    const response = await shopper
      .post('/api/ContactMessage')
      .send({ nom: ' ', email: 'leila@', sujet: 's'.repeat(201), message: '' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'Les données envoyées sont invalides.',
      errors: {
        nom: ['Nom est requis.'],
        email: ['Adresse mail est requise et doit être au format valide.'],
        sujet: ['Sujet : 200 caractères au plus.'],
        message: ['Message est requis.'],
      },
    });
    expect(await databaseState(db)).toEqual(before);
  });
});
