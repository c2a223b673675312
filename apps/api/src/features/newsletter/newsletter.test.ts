import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.js';
import { useMailingApp } from '../../../test/mailing.js';
import { databaseState, mailJobs } from '../../../test/shop-fixtures.js';

const { db } = await useTestDatabase('empty');
const { smtp, mail, shopper } = await useMailingApp(db);

describe('POST /api/sendemail', () => {
  it('subscribes once and welcomes once; subscribing again is not an error', async () => {
    const first = await shopper.post('/api/sendemail').field('email', ' Nour@Example.tn ');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: 'Merci ! Vous êtes inscrit(e) à notre newsletter.' });
    const welcome = await smtp.waitFor((m) => m.to.includes('nour@example.tn'));
    expect(welcome.subject).toBe('Bienvenue dans la newsletter Vitrine');

    const again = await shopper.post('/api/sendemail').send({ email: 'NOUR@example.tn' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    await mail.idle();
    expect(smtp.mails.filter((m) => m.to.includes('nour@example.tn'))).toHaveLength(1);
    const subscribers = await db.newsletterSubscriber.findMany();
    expect(subscribers).toHaveLength(1);
    expect(await mailJobs(db)).toBe(0);
  });

  it('keeps one subscriber when the same address arrives 10 times at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => shopper.post('/api/sendemail').send({ email: 'rania@example.tn' })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(await db.newsletterSubscriber.count({ where: { email: 'rania@example.tn' } })).toBe(1);
    await mail.idle();
    expect(smtp.mails.filter((m) => m.to.includes('rania@example.tn'))).toHaveLength(1);
    expect(await mailJobs(db)).toBe(0);
  });

  it('requires a valid e-mail, in French, and stores nothing', async () => {
    for (const body of [{}, { email: '' }, { email: 'nour@' }]) {
      const before = await databaseState(db);
      const response = await shopper.post('/api/sendemail').send(body);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({
        email: ['Adresse mail est requise et doit être au format valide.'],
      });
      expect(await databaseState(db)).toEqual(before);
    }
  });
});
