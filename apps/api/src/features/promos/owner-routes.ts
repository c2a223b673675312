import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { mount } from '../../http/mount.js';
import { changePromo, createPromo, listPromos } from './admin.js';

/** The promo codes in the owner console (behind the owner's session). */
export function ownerPromoRoutes(db: Db): Router {
  const router = Router();
  mount(router, 'listOwnerPromos', async (_input, _req, res) => {
    res.json(await listPromos(db));
  });
  mount(router, 'createOwnerPromo', async ({ body }, _req, res) => {
    res.status(201).json(await createPromo(db, body));
  });
  mount(router, 'changeOwnerPromo', async ({ params, body }, _req, res) => {
    res.json(await changePromo(db, params.id, body));
  });
  return router;
}
