import { randomBytes } from 'node:crypto';
import {
  type Job,
  type JobHelpers,
  type LogLevel,
  parseCronItems,
  type Runner,
  type RunnerOptions,
  run,
  runMigrations,
  type TaskList,
  Logger as WorkerLogger,
} from 'graphile-worker';
import { type Expression, type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { createKysely, type DB } from '../db/kysely.js';

// Background work is a job in PostgreSQL (graphile-worker's own schema, `graphile_worker`): enqueued in
// the transaction of what it is about, so it exists exactly when that commits; run by any instance
// (SKIP LOCKED), woken by NOTIFY at the commit, retried with backoff after a failure, kept after its
// last attempt. The tasks are given by the composition root (main.ts): this module knows no feature.

export type { Job, JobHelpers, TaskList };

/** What a job may set besides its task and payload. */
export interface JobOptions {
  /** A second job with the same key replaces the first while it waits (graphile-worker's job_key). */
  jobKey?: string;
  /** Not before this time (default: at once). */
  runAt?: Date;
  /** Attempts before the job is kept as failed (default: 10, the last ~8 h after the first). */
  maxAttempts?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 10;

/**
 * Adds one job of `task` for each payload, in one statement on `executor`: a transaction's, so the
 * jobs are seen by the runners only once it commits, and never if it rolls back. No payload runs the
 * same statement, adding nothing (a caller may need both cases to cost alike).
 */
export async function enqueue(
  executor: Kysely<DB>,
  task: string,
  payloads: readonly unknown[],
  options: JobOptions = {},
): Promise<void> {
  await sql`
    SELECT graphile_worker.add_job(${task}, payload,
      run_at => ${options.runAt ?? null}::timestamptz,
      max_attempts => ${options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS}::int,
      job_key => ${options.jobKey ?? null}::text)
    FROM json_array_elements(${JSON.stringify(payloads)}::json) AS payload`.execute(executor);
}

/**
 * Creates or updates the queue's schema (graphile_worker): run before the shop's own migrations, which
 * may enqueue jobs.
 */
export async function migrateQueue(databaseUrl: string): Promise<void> {
  await runMigrations({ connectionString: databaseUrl, logger: SILENT, maxPoolSize: 1 });
}

export interface JobRunnerOptions {
  databaseUrl: string;
  tasks: TaskList;
  logger: Logger;
  /**
   * Tasks run on a schedule (`match`: a cron pattern, UTC): one job per tick for all the instances
   * (graphile-worker records each tick it enqueued).
   */
  recurring?: Array<{ task: string; match: string }>;
}

export interface JobRunner {
  /**
   * Takes no new job and waits for the running ones, at most `waitMs`: a job cut short is taken
   * again by another instance once this one's connections are gone (see freeJobsOfDeadInstances).
   */
  stop(options?: { waitMs?: number }): Promise<void>;
}

/**
 * Runs the given tasks' jobs on a small pool of its own: CONCURRENCY workers, each listening for new
 * jobs, and a watch that frees the jobs of dead instances (see freeJobsOfDeadInstances).
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const instance = randomBytes(6).toString('hex');
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    // A worker's listening connection and one for its job, and the watch's.
    max: 2 * CONCURRENCY + 1,
    application_name: `${RUNNER_APPLICATION}${instance}`,
  });
  // A connection the server drops is discarded by the pool; the workers reconnect by themselves.
  pool.on('error', () => {});
  const logger = workerLogger(options.logger);
  // One single-worker runner per slot, so that each worker's id names this instance (graphile-worker
  // refuses a chosen id for a pool of several workers).
  const runners: Runner[] = [];
  try {
    for (let slot = 0; slot < CONCURRENCY; slot++) {
      runners.push(
        await run({
          pgPool: pool,
          concurrency: 1,
          workerId: `${instance}-${slot}`,
          pollInterval: POLL_INTERVAL_MS,
          taskList: options.tasks,
          // Given by the composition root, never read from a file.
          parsedCronItems: parseCronItems(options.recurring ?? []),
          logger,
          // The shop stops in its own order (main.ts), the runner as one of its steps.
          noHandleSignals: true,
        } as RunnerOptions & { workerId: string }),
      );
    }
  } catch (error) {
    await Promise.allSettled(runners.map((runner) => runner.stop()));
    await pool.end();
    throw error;
  }
  const statements = createKysely(pool);
  const freeDeadJobs = () =>
    freeJobsOfDeadInstances(statements).catch((error: unknown) =>
      options.logger.warn({ err: error }, 'Jobs: could not look for the jobs of dead instances'),
    );
  void freeDeadJobs();
  const watch = setInterval(freeDeadJobs, DEAD_INSTANCE_WATCH_MS);
  watch.unref();

  let stopped: Promise<void> | undefined;
  return {
    stop({ waitMs = Number.POSITIVE_INFINITY } = {}) {
      clearInterval(watch);
      stopped ??= Promise.all(runners.map((runner) => runner.stop())).then(() => pool.end());
      if (!Number.isFinite(waitMs)) return stopped;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
      });
      return Promise.race([stopped, timeout]).finally(() => clearTimeout(timer));
    },
  };
}

/** Jobs run at once by one instance. */
const CONCURRENCY = 2;
/** How often due retries and jobs for later are looked for (new and freed jobs wake the runners at once). */
const POLL_INTERVAL_MS = 2_000;
/** The application_name of a runner's connections: what tells PostgreSQL's sessions of live instances. */
const RUNNER_APPLICATION = 'vitrine-jobs:';
const DEAD_INSTANCE_WATCH_MS = 5_000;
/** A job locked this recently is left alone: its instance may still be connecting. */
const DEAD_INSTANCE_GRACE_S = 5;

/**
 * graphile-worker 0.16 frees a job locked by a worker that died only after 4 hours. An instance's
 * workers are named after it (`<instance>-<slot>`) and its connections carry its name, so a job whose
 * worker's instance has no session left in PostgreSQL (killed, its machine gone: the server ends its
 * sessions) was abandoned, and is freed for another instance to run at once. No lease to renew: the
 * liveness is PostgreSQL's own.
 */
async function freeJobsOfDeadInstances(db: Kysely<DB>): Promise<void> {
  await sql`
    WITH abandoned AS (
      SELECT array_agg(DISTINCT j.locked_by) AS workers, count(*) AS jobs
      FROM graphile_worker._private_jobs j
      WHERE j.locked_by IS NOT NULL AND j.locked_at < now() - make_interval(secs => ${DEAD_INSTANCE_GRACE_S})
        AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a
                        WHERE a.application_name = ${RUNNER_APPLICATION} || split_part(j.locked_by, '-', 1))
      HAVING count(*) > 0
    )
    SELECT graphile_worker.force_unlock_workers(workers), ${wakeRunners(sql.ref('jobs'))} FROM abandoned`.execute(
    db,
  );
}

/**
 * Wakes up to `jobs` idle workers of every instance as graphile-worker's own add_job does (NOTIFY
 * "jobs:insert"): jobs made runnable otherwise (freed, rescheduled) run at once instead of at the next poll.
 */
export const wakeRunners = (jobs: Expression<unknown>) =>
  sql`pg_notify('jobs:insert', json_build_object('count', ${jobs})::text)`;

// The runner's routine lines (a job started, completed) are debug for the shop: the tasks log what
// they did in the shop's words; failures stay warnings and errors.
const LEVELS: Record<LogLevel, 'error' | 'warn' | 'debug'> = {
  error: 'error',
  warning: 'warn',
  info: 'debug',
  debug: 'debug',
};

function workerLogger(logger: Logger): WorkerLogger {
  return new WorkerLogger(() => (level, message, meta) => {
    logger[LEVELS[level]]({ jobs: meta }, message);
  });
}

/** The queue's own migrations run at every start and say nothing the shop's log needs. */
const SILENT = new WorkerLogger(() => () => {});
