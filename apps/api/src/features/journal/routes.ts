import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { mount } from '../../http/mount.js';
import { journalPage } from './repository.js';

/** /api/owner/journal: who did what in the console, and when (the owner's alone). */
export function ownerJournalRoutes(db: Db): Router {
  const router = Router();
  mount(router, 'getJournal', async ({ query: { page } }, _req, res) => {
    res.json(await journalPage(db, page));
  });
  return router;
}
