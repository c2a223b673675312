import type {
  IsolationLevel,
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  Transaction,
  UnknownRow,
} from 'kysely';
import type { DB } from './kysely.js';

export interface TransactionOptions {
  isolation?: IsolationLevel;
  readOnly?: boolean;
  /**
   * A transaction still running after this long is refused its next statement and rolled back, with
   * SQLSTATE 57014 (query_canceled), which the error handler answers with 503 and Retry-After. Each
   * statement is bounded on its own by the pool's statement and lock timeouts.
   */
  timeoutMs?: number;
}

// Serialization failures and deadlocks are PostgreSQL's way of saying "try again": the transaction was
// rolled back whole, so running it again is safe. Anything else is the caller's to handle.
const RETRIED_CODES = new Set(['40001', '40P01']);
const ATTEMPTS = 3;

/**
 * Runs `work` in one transaction on a connection of the pool and commits; any error rolls it back and
 * the connection goes back to the pool once (Kysely's driver). A serialization failure or a deadlock
 * runs `work` again, up to three times in all, after a short random pause: `work` must do nothing but
 * statements on `trx` (files, mails and other effects go after the commit, or through the job queue).
 */
export async function withTransaction<T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(db, work, options);
    } catch (error) {
      if (attempt >= ATTEMPTS || !RETRIED_CODES.has(sqlState(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

function runOnce<T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>, options: TransactionOptions) {
  let builder = db.transaction();
  if (options.isolation) builder = builder.setIsolationLevel(options.isolation);
  if (options.readOnly) builder = builder.setAccessMode('read only');
  const { timeoutMs } = options;
  return builder.execute((trx) =>
    work(timeoutMs === undefined ? trx : trx.withPlugin(new Deadline(Date.now() + timeoutMs))),
  );
}

/** Refuses every statement compiled after `deadline` (ms since the epoch). */
class Deadline implements KyselyPlugin {
  constructor(private readonly deadline: number) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (Date.now() > this.deadline) {
      throw Object.assign(new Error('the transaction timed out'), { code: '57014' });
    }
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
