import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../test/smtp.js';
import { encodeBody } from './support/encoding.js';
import { type Answer, describeStatuses, inParallel, percentile, send, serverErrors } from './support/http.js';
import { drainedOrderMails, waitingOrderMails } from './support/mail-jobs.js';
import { DEMO_CLIENT, loadCatalogue, orderBody } from './support/orders.js';
import { scaled } from './support/scale.js';
import { useShop } from './support/shop.js';
import { type RelayMode, startSmtpRelay } from './support/smtp-relay.js';

// (g) The mail server is slow, then down: orders must be answered as fast as with a healthy one (their
// mails wait in the job queue), and every mail must go out once the server is back.

const ORDERS_PER_PHASE = scaled(40);
const CONCURRENCY = 4;
const SLOW_REPLY_MS = 1_500;
const MAIL_BACK_WITHIN_MS = 120_000;

const smtp = await startSmtpServer();
const relay = await startSmtpRelay(new URL(smtp.url), SLOW_REPLY_MS);
// Retries are due e^attempts seconds after a failure (the queue's backoff).
const shop = await useShop({ SMTP_URL: relay.url });
afterAll(async () => {
  await relay.close();
  await smtp.close();
});
const { db } = shop.database;
const catalogue = await loadCatalogue(db);

const unsentMails = (orderIds: number[]) => waitingOrderMails(db, orderIds);

describe('(g) SMTP server slow, then down', () => {
  it('answers orders in normal time and sends their mails once SMTP is back', async () => {
    const visitor = await shop.visitor();
    // A connection per order: the phases are seconds apart, and a pooled socket the server closed as
    // idle in between would fail the next order on the client's side.
    const placeOrders = (phase: number) =>
      inParallel(Array.from({ length: ORDERS_PER_PHASE }), CONCURRENCY, (_, n) => {
        const article = catalogue[(phase * 31 + n) % catalogue.length] as (typeof catalogue)[number];
        const body = orderBody([{ article, quantite: 1 }], { code_client: DEMO_CLIENT });
        return send(shop.origin, {
          method: 'POST',
          path: '/api/Order',
          ...encodeBody(body, 'json', visitor),
        });
      });
    const idsOf = (answers: Answer[]) =>
      answers.filter((a) => a.status === 201).map((a) => JSON.parse(a.body).id as number);

    // Warm-up (JIT, pooled connections to PostgreSQL and SMTP): the healthy run is the reference.
    await placeOrders(3);
    const phases: Array<{ mode: RelayMode; answers: Answer[] }> = [];
    for (const [index, mode] of (['up', 'slow', 'down'] as const).entries()) {
      await relay.setMode(mode);
      const answers = await placeOrders(index);
      phases.push({ mode, answers });
      if (mode === 'up') {
        // The healthy run's mails go out at once: what follows starts from an empty outbox.
        const ids = idsOf(answers);
        await drainedOrderMails(db, ids, 30_000);
      }
    }
    const troubled = phases.slice(1).flatMap((phase) => idsOf(phase.answers));
    const unsentWhileTroubled = await unsentMails(troubled);
    // Sent after a failed try: the queue deletes a job once done, so they are counted before.
    const retried = await waitingOrderMails(db, troubled, { failed: true });
    await relay.setMode('up');
    const back = performance.now();
    await drainedOrderMails(db, troubled, MAIL_BACK_WITHIN_MS);
    const sentAfterMs = performance.now() - back;

    const answers = phases.flatMap((phase) => phase.answers);
    const p50 = Object.fromEntries(
      phases.map((phase) => [
        phase.mode,
        percentile(
          phase.answers.map((a) => a.ms),
          50,
        ),
      ]),
    );
    const references = answers
      .filter((a) => a.status === 201)
      .map((a) => JSON.parse(a.body).reference as string);
    const missing = references.filter(
      (reference) =>
        !smtp.mails.some((mail) => mail.subject === `Votre commande ${reference} est bien reçue`) ||
        !smtp.mails.some((mail) => mail.subject.startsWith(`Nouvelle commande ${reference} `)),
    );
    const stillUnsent = await unsentMails(troubled);
    const ms = (value: number | undefined) => `${(value ?? Number.NaN).toFixed(0)} ms`;
    console.log(
      `(g) order p50: SMTP healthy ${ms(p50.up)}, slow ${ms(p50.slow)}, down ${ms(p50.down)}; ` +
        `${unsentWhileTroubled} mails waiting when SMTP came back, ${stillUnsent} unsent ` +
        `${(sentAfterMs / 1000).toFixed(0)} s later (${retried} sent after a failed try); ` +
        `${references.length - missing.length} of ${references.length} orders with both mails received ` +
        `[${describeStatuses(answers)}]`,
    );

    expect(serverErrors(answers), shop.logTail()).toEqual([]);
    expect(describeStatuses(answers)).toBe(`201 ×${answers.length}`);
    const normal = 2 * (p50.up ?? 0) + 20;
    expect(p50.slow).toBeLessThanOrEqual(normal);
    expect(p50.down).toBeLessThanOrEqual(normal);
    expect(unsentWhileTroubled, 'the outage must have held mails back').toBeGreaterThan(0);
    expect(stillUnsent).toBe(0);
    // Whether a send was tried (and failed) during the outage depends on where the retry timer fell:
    // printed, not asserted. Held back, then all delivered, is what the shopper relies on.
    expect(missing).toEqual([]);
  });
});
