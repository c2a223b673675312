import type { Logger } from 'pino';
import type { Db } from '../../db/prisma.js';
import { pruneOwnerEvents } from './repository.js';

export const PRUNE_OWNER_EVENTS_TASK = 'prune-owner-events';

/** The log of the console's events stays bounded: every hour, what is older than a day goes. */
export const OWNER_EVENTS_CRON = [{ task: PRUNE_OWNER_EVENTS_TASK, match: '17 * * * *' }];

export function ownerEventTasks({ db, logger }: { db: Db; logger: Logger }) {
  return {
    [PRUNE_OWNER_EVENTS_TASK]: async () => {
      const pruned = await pruneOwnerEvents(db);
      if (pruned > 0) logger.debug(`Owner events: ${pruned} event(s) older than a day forgotten`);
    },
  };
}
