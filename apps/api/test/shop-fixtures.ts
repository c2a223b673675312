import { sql } from 'kysely';
import type { Db } from '../src/db/prisma.js';
import { ORDER_MOVED_MAIL_TASK, SEND_MAIL_TASK } from '../src/mail/outbox.js';
import { createCatalogue } from './fixtures.js';

// Rows the write API needs besides the catalogue (test/fixtures.ts): promo codes and clients.

const DAY_MS = 86_400_000;

export function createPromos(db: Db) {
  const now = Date.now();
  return db.promo.createManyAndReturn({
    data: [
      { code: 'BIENVENUE10', reduction: 10 },
      {
        code: 'ETE25',
        reduction: 25,
        starts_at: new Date(now - 90 * DAY_MS),
        ends_at: new Date(now - DAY_MS),
      },
      { code: 'NOEL30', reduction: 30, starts_at: new Date(now + DAY_MS) },
      { code: 'PAUSE20', reduction: 20, active: false },
      { code: 'UNIQUE50', reduction: 50, usage_limit: 1 },
      { code: 'EPUISE40', reduction: 40, usage_limit: 2, usage_count: 2 },
    ],
  });
}

/** A visitor's message from the contact page. */
export const CONTACT_MESSAGE = {
  nom: 'Leïla Haddad',
  email: 'leila@example.tn',
  sujet: 'Taille de bague',
  message: 'Bonjour',
};

export const AMIRA = {
  nom: 'Ben Salah',
  prenom: 'Amira',
  region: 'Tunis',
  adresse: '12 rue de Marseille',
  numero_telephone: '22123456',
  code_postal: '1000',
  adresse_mail: 'amira@example.tn',
};

export function createClient(db: Db, code = 'CL-TEST0001', details = AMIRA) {
  return db.client.create({ data: { ...details, code_client: code } });
}

/** Everything a write can touch, to prove that a refused request changed nothing. */
export async function databaseState(db: Db) {
  const [clients, orders, orderItems, mails, contactMessages, subscribers, promos] = await Promise.all([
    db.client.count(),
    db.order.count(),
    db.orderItem.count(),
    jobsEverEnqueued(db),
    db.contactMessage.count(),
    db.newsletterSubscriber.count(),
    db.promo.findMany({ select: { code: true, usage_count: true }, orderBy: { code: 'asc' } }),
  ]);
  return { clients, orders, orderItems, mails, contactMessages, subscribers, promos };
}

/** The smallest shop an order can be placed in: one ring at 120 DT and the client CL-TEST0001. */
export async function createOneArticleShop(db: Db) {
  const { articles } = await createCatalogue(db, [
    { nom: 'Bague Aube', prixMillimes: 120_000, sub: 'solitaires' },
  ]);
  const bague = articles[0];
  if (!bague) throw new Error('the catalogue fixture created no article');
  return { bague, client: await createClient(db) };
}

/**
 * How many jobs were ever enqueued on this database (the queue's id sequence): a runner deletes the
 * jobs it completes, so the jobs still in the table would change under a test whose mails are sent.
 */
async function jobsEverEnqueued(db: Db): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    SELECT coalesce(pg_sequence_last_value(pg_get_serial_sequence('graphile_worker._private_jobs', 'id')), 0)::int
      AS count`.execute(db.kysely);
  return rows[0]?.count ?? 0;
}

/** The mails enqueued and not yet sent (send-mail and order-moved-mail jobs). */
export async function mailJobs(db: Db): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM graphile_worker.jobs
    WHERE task_identifier IN (${SEND_MAIL_TASK}, ${ORDER_MOVED_MAIL_TASK})`.execute(db.kysely);
  return rows[0]?.count ?? 0;
}
