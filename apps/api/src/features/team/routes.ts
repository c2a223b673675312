import { MESSAGES } from '@vitrine/contracts';
import { Router } from 'express';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import { mount } from '../../http/mount.js';
import { hashPassword } from '../../password.js';
import { signedInOf } from '../owner/session.js';
import { insertStaff, listStaff, updateStaff } from './repository.js';

/** /api/owner/equipe: the team's accounts, the owner's alone (OWNER_ROUTES). */
export function ownerTeamRoutes(db: Db): Router {
  const router = Router();
  mount(router, 'listStaff', async (_input, _req, res) => {
    res.json({ membres: await listStaff(db) });
  });
  mount(router, 'addStaff', async ({ body: { mot_de_passe, ...account } }, _req, res) => {
    const member = await insertStaff(db, { ...account, passwordHash: await hashPassword(mot_de_passe) });
    if (!member) throw new AppError('conflict', MESSAGES.identifiantTaken(account.identifiant));
    res.status(201).json(member);
  });
  mount(router, 'changeStaff', async ({ params: { id }, body: { mot_de_passe, ...change } }, _req, res) => {
    // An owner who locked themselves out would need another owner, or the shop's password, to get back.
    if (
      signedInOf(res).id === id &&
      (change.actif === false || (change.role && change.role !== 'proprietaire'))
    ) {
      throw new AppError('conflict', MESSAGES.staffSelfLockout);
    }
    const passwordHash = mot_de_passe === undefined ? undefined : await hashPassword(mot_de_passe);
    const member = await updateStaff(db, id, { ...change, passwordHash });
    if (!member) throw new AppError('not_found', MESSAGES.staffNotFound);
    res.json(member);
  });
  return router;
}
