import type { Logger } from 'pino';
import type { Db } from '../../db/prisma.js';
import { pruneJournal } from './repository.js';

export const PRUNE_JOURNAL_TASK = 'prune-journal';

/** The activity log keeps a year: every night, what is older goes. */
export const JOURNAL_CRON = [{ task: PRUNE_JOURNAL_TASK, match: '41 2 * * *' }];

export function journalTasks({ db, logger }: { db: Db; logger: Logger }) {
  return {
    [PRUNE_JOURNAL_TASK]: async () => {
      const pruned = await pruneJournal(db);
      if (pruned > 0) logger.debug(`Journal: ${pruned} entr(ies) older than a year forgotten`);
    },
  };
}
