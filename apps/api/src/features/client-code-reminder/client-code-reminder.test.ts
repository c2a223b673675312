import { ClientCodeReminderResponseSchema, MESSAGES } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { useMailingApp } from '../../../test/mailing.js';
import { AMIRA, createClient, databaseState, mailJobs } from '../../../test/shop-fixtures.js';

const { db } = await useTestDatabase('empty');
const { smtp, mail, shopper } = await useMailingApp(db);
await createClient(db);

const SENT = {
  message: 'Si un compte client existe pour cette adresse, nous venons de vous envoyer son code.',
};

describe('POST /api/clients/code-reminder', () => {
  it('mails the client code to the client who has the address (form data, any case)', async () => {
    const response = await shopper.postForm('/api/clients/code-reminder', {
      adresse_mail: ' Amira@Example.TN ',
    });
    expect(response.status).toBe(202);
    expect(ClientCodeReminderResponseSchema.parse(response.body)).toEqual(SENT);
    const reminder = await smtp.waitFor((m) => m.to.includes(AMIRA.adresse_mail));
    expect(reminder.subject).toBe('Votre code client Vitrine');
    expect(reminder.replyTo).toBe('boutique@vitrine.test');
    expect(reminder.text).toContain('Bonjour Amira Ben Salah,');
    expect(reminder.text).toContain('Votre code client : CL-TEST0001');
  });

  it('answers an address no client has with the very same 202, and queues no mail', async () => {
    const known = await shopper.post('/api/clients/code-reminder').send({ adresse_mail: AMIRA.adresse_mail });
    await mail.idle();
    const before = await databaseState(db);
    const unknown = await shopper
      .post('/api/clients/code-reminder')
      .send({ adresse_mail: 'personne@example.tn' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    expect(await databaseState(db)).toEqual(before);
    await mail.idle();
    expect(smtp.mails.some((m) => m.to.includes('personne@example.tn'))).toBe(false);
    expect(await mailJobs(db)).toBe(0);
  });

  it('refuses a missing or malformed e-mail and unknown fields in French (422), writing nothing', async () => {
    for (const [body, errors] of [
      [{}, { adresse_mail: ['Adresse mail est requise et doit être au format valide.'] }],
      [
        { adresse_mail: 'amira@' },
        { adresse_mail: ['Adresse mail est requise et doit être au format valide.'] },
      ],
      [{ adresse_mail: AMIRA.adresse_mail, code_client: 'x' }, { _: ['Clé non reconnue : "code_client"'] }],
    ] as const) {
      const before = await databaseState(db);
      const response = await shopper.post('/api/clients/code-reminder').send(body);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ message: MESSAGES.validationFailed, errors });
      expect(await databaseState(db)).toEqual(before);
    }
  });

  it('limits the reminders per client address, then answers 429 in French and queues nothing', async () => {
    const limited = await visitor(await createTestApp(db, { rateLimits: { codeReminder: 2 } }));
    const ask = (adresse_mail: string) => limited.post('/api/clients/code-reminder').send({ adresse_mail });
    expect((await ask('a@example.tn')).status).toBe(202);
    expect((await ask('b@example.tn')).status).toBe(202);
    const before = await databaseState(db);
    const refused = await ask(AMIRA.adresse_mail);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: MESSAGES.rateLimited });
    expect(await databaseState(db)).toEqual(before);
  });

  it('limits the reminders per e-mail too, from whatever address they come', async () => {
    const app = await createTestApp(db, { rateLimits: { codeReminder: 2 }, trustProxy: 1 });
    const browser = await visitor(app);
    const askFrom = (ip: string) =>
      browser
        .post('/api/clients/code-reminder')
        .set('X-Forwarded-For', ip)
        .send({ adresse_mail: AMIRA.adresse_mail });
    expect((await askFrom('198.51.100.1')).status).toBe(202);
    expect((await askFrom('198.51.100.2')).status).toBe(202);
    const before = await databaseState(db);
    const refused = await askFrom('198.51.100.3');
    expect(refused.status).toBe(429);
    expect(await databaseState(db)).toEqual(before);
    // Another e-mail from that address is still answered.
    const other = await browser
      .post('/api/clients/code-reminder')
      .set('X-Forwarded-For', '198.51.100.3')
      .send({ adresse_mail: 'autre@example.tn' });
    expect(other.status).toBe(202);
  });
});
