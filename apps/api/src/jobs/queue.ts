import {
  type Job,
  type JobHelpers,
  type LogLevel,
  run,
  runMigrations,
  type Runner,
  type TaskList,
  Logger as WorkerLogger,
} from 'graphile-worker';
import { type Kysely, sql } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../db/kysely.js';

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

/** Creates or updates the queue's schema (graphile_worker); run after the shop's own migrations. */
export async function migrateQueue(databaseUrl: string, logger?: Logger): Promise<void> {
  await runMigrations({ connectionString: databaseUrl, logger: workerLogger(logger), maxPoolSize: 1 });
}

export interface JobRunnerOptions {
  databaseUrl: string;
  tasks: TaskList;
  logger: Logger;
  /** Jobs run at once by this instance (default 4). */
  concurrency?: number;
  /** How often due retries and jobs for later are looked for (new jobs wake the runner at once). */
  pollIntervalMs?: number;
}

export interface JobRunner {
  /**
   * Takes no new job and waits for the running ones, at most `waitMs`: a job cut short is taken
   * again by another runner once its lock expires (graphile-worker: 4 h) or at the next start.
   */
  stop(options?: { waitMs?: number }): Promise<void>;
}

/** Runs the given tasks' jobs on a small pool of its own (one connection listens for new jobs). */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const concurrency = options.concurrency ?? 4;
  const runner: Runner = await run({
    connectionString: options.databaseUrl,
    maxPoolSize: concurrency + 2,
    concurrency,
    pollInterval: options.pollIntervalMs ?? 2_000,
    taskList: options.tasks,
    // Recurring jobs will be given here too (the seam of the reminders to come), never read from a file.
    parsedCronItems: [],
    logger: workerLogger(options.logger),
    // The shop stops in its own order (main.ts), the runner as one of its steps.
    noHandleSignals: true,
  });
  let stopped: Promise<void> | undefined;
  return {
    stop({ waitMs = Number.POSITIVE_INFINITY } = {}) {
      stopped ??= runner.stop();
      if (!Number.isFinite(waitMs)) return stopped;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
      });
      return Promise.race([stopped, timeout]).finally(() => clearTimeout(timer));
    },
  };
}

// The runner's routine lines (a job started, completed) are debug for the shop: the tasks log what
// they did in the shop's words; failures stay warnings and errors.
const LEVELS: Record<LogLevel, 'error' | 'warn' | 'debug'> = {
  error: 'error',
  warning: 'warn',
  info: 'debug',
  debug: 'debug',
};

function workerLogger(logger: Logger | undefined): WorkerLogger {
  return new WorkerLogger(() => (level, message, meta) => {
    logger?.[LEVELS[level]]({ jobs: meta }, message);
  });
}
