import { sql } from 'kysely';
import { type Logger, pino } from 'pino';
import { afterAll } from 'vitest';
import type { Db } from '../src/db/prisma.js';
import { orderMovedMail } from '../src/features/orders/mails.js';
import { type JobRunner, startJobRunner, type TaskList, wakeRunners } from '../src/jobs/queue.js';
import { type MailSettings, mailTasks } from '../src/mail/outbox.js';
import type { MailSender } from '../src/mail/sender.js';

export const TEST_MAIL_FROM = 'Vitrine <no-reply@vitrine.test>';
export const TEST_SHOP_EMAIL = 'boutique@vitrine.test';

/** Jobs running, or due and not given up: what a runner still has to do. */
export async function jobsLeft(db: Db): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM graphile_worker.jobs
    WHERE locked_at IS NOT NULL OR (run_at <= now() AND attempts < max_attempts)`.execute(db.kysely);
  return rows[0]?.count ?? 0;
}

/** Resolves once no job is running or due (a failed one waits for its retry: not due). */
export async function queueIdle(db: Db, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while ((await jobsLeft(db)) > 0) {
    if (Date.now() > until) throw new Error('the job queue did not become idle');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Makes every waiting job (a failed one's retry included) due now, as its backoff had run out. */
export async function makeJobsDue(db: Db): Promise<void> {
  await sql`
    SELECT graphile_worker.reschedule_jobs(array_agg(id), run_at => now()), ${wakeRunners(sql`count(*)`)}
    FROM graphile_worker.jobs WHERE locked_at IS NULL AND attempts < max_attempts
    HAVING count(*) > 0`.execute(db.kysely);
}

/** The mail tasks of main.ts on the test's database, sending with `sender`. */
export function testMailTasks(
  db: Db,
  sender: MailSender,
  logger: Logger = pino({ level: 'silent' }),
): TaskList {
  return mailTasks({
    sender,
    from: TEST_MAIL_FROM,
    shopEmail: TEST_SHOP_EMAIL,
    logger,
    orderMovedMail: (historyId) => orderMovedMail(db, historyId),
  });
}

/** What the tests hold of a running job runner, and ways to wait for it. */
export interface TestRunner {
  runner: JobRunner;
  /** Resolves once every due job was tried. */
  idle(): Promise<void>;
  /** Tries now every job waiting for a retry, then waits for the queue to be idle. */
  deliver(): Promise<void>;
  stop(): Promise<void>;
}

/** A job runner with these tasks on this database, stopped after the file's tests. */
export async function startTestRunner(
  db: Db,
  tasks: TaskList,
  logger: Logger = pino({ level: 'silent' }),
  onStop: () => void = () => {},
): Promise<TestRunner> {
  const runner = await startJobRunner({
    databaseUrl: db.pool.options.connectionString as string,
    tasks,
    logger,
  });
  let stopped = false;
  const handle: TestRunner = {
    runner,
    idle: () => queueIdle(db),
    async deliver() {
      await makeJobsDue(db);
      await queueIdle(db);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await runner.stop();
      onStop();
    },
  };
  afterAll(() => handle.stop());
  return handle;
}

/** A running mail worker: the app's mail settings and its runner. */
export type TestMailWorker = MailSettings & TestRunner;

/** A job runner with the mail tasks on this database, stopped after the file's tests. */
export async function startTestMailWorker(
  db: Db,
  sender: MailSender,
  logger: Logger = pino({ level: 'silent' }),
): Promise<TestMailWorker> {
  const runner = await startTestRunner(db, testMailTasks(db, sender, logger), logger, () => sender.close());
  return Object.assign(runner, { shopEmail: TEST_SHOP_EMAIL });
}
