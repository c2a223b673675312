import type { Logger } from 'pino';
import type { Db } from '../../db/prisma.js';
import { pruneDrafts } from './repository.js';

export const PRUNE_DRAFTS_TASK = 'prune-drafts';

/** The drafts untouched for DRAFT_KEPT_DAYS days go: every hour, so none outlives its week by much. */
export const DRAFTS_CRON = [{ task: PRUNE_DRAFTS_TASK, match: '41 * * * *' }];

export function draftTasks({ db, logger }: { db: Db; logger: Logger }) {
  return {
    [PRUNE_DRAFTS_TASK]: async () => {
      const pruned = await pruneDrafts(db.kysely);
      if (pruned > 0) logger.debug(`Drafts: ${pruned} abandoned checkout(s) older than a week forgotten`);
    },
  };
}
