import { MESSAGES, OwnerMessageSchema, OwnerMessagesPageSchema } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { signedInOwner } from '../../../test/owner.js';
import { CONTACT_MESSAGE } from '../../../test/shop-fixtures.js';

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const owner = await signedInOwner(app);

const DAY_MS = 86_400_000;
const start = Date.parse('2026-11-01T09:00:00Z');
// 23 messages, one a day: « Message 23 » is the newest.
await db.contactMessage.createMany({
  data: Array.from({ length: 23 }, (_, index) => ({
    ...CONTACT_MESSAGE,
    sujet: `Message ${index + 1}`,
    created_at: new Date(start + index * DAY_MS),
  })),
});

const page = async (number?: number) => {
  const response = await owner.get('/api/owner/messages').query(number ? { page: String(number) } : {});
  expect(response.status).toBe(200);
  return OwnerMessagesPageSchema.parse(response.body);
};

describe('GET /api/owner/messages', () => {
  it('lists the messages newest first, 20 a page, with how many are unread', async () => {
    const first = await page();
    expect(first.total).toBe(23);
    expect(first.unread).toBe(23);
    expect(first.messages).toHaveLength(20);
    expect(first.messages[0]).toMatchObject({
      nom: 'Leïla Haddad',
      email: 'leila@example.tn',
      sujet: 'Message 23',
      message: 'Bonjour',
      created_at: '2026-11-23T09:00:00.000Z',
      lu: false,
    });
    expect((await page(2)).messages.map((message) => message.sujet)).toEqual([
      'Message 3',
      'Message 2',
      'Message 1',
    ]);
  });

  it('refuses a page that is not a number (422)', async () => {
    expect((await owner.get('/api/owner/messages?page=deux')).status).toBe(422);
  });
});

describe('POST /api/owner/messages/:id/lu', () => {
  it('marks a message read, then unread again; the unread count follows', async () => {
    const newest = (await page()).messages[0]!;
    const read = await owner.post(`/api/owner/messages/${newest.id}/lu`).send({ lu: true });
    expect(read.status).toBe(200);
    expect(OwnerMessageSchema.parse(read.body)).toEqual({ ...newest, lu: true });
    expect(await page()).toMatchObject({ unread: 22, total: 23 });

    const unread = await owner.post(`/api/owner/messages/${newest.id}/lu`).send({ lu: false });
    expect(unread.body.lu).toBe(false);
    expect((await page()).unread).toBe(23);
  });

  it('answers 404 in French for an unknown message, 422 for a bad id or body, and changes nothing', async () => {
    const newest = (await page()).messages[0]!;
    const unknown = await owner.post('/api/owner/messages/999999/lu').send({ lu: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MESSAGES.messageNotFound);
    expect((await owner.post('/api/owner/messages/abc/lu').send({ lu: true })).status).toBe(422);
    for (const body of [{}, { lu: 'oui' }, { lu: true, sujet: 'x' }]) {
      const response = await owner.post(`/api/owner/messages/${newest.id}/lu`).send(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    expect((await page()).unread).toBe(23);
  });
});
