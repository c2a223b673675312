import { Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { mount } from '../../http/mount.js';
import { addCustomerNote, blockCustomer, getCustomer, listCustomers } from './customers.js';

/** The console's customers, by phone (behind the owner's session: mounted after its guard). */
export function ownerClientRoutes(db: Db): Router {
  const router = Router();
  mount(router, 'listOwnerClients', async ({ query }, _req, res) => {
    res.json(await listCustomers(db, query));
  });
  mount(router, 'getOwnerClient', async ({ params }, _req, res) => {
    res.json(await getCustomer(db, params.telephone));
  });
  mount(router, 'addClientNote', async ({ params, body }, _req, res) => {
    res.status(201).json(await addCustomerNote(db, params.telephone, body.texte));
  });
  mount(router, 'blockClient', async ({ params, body }, _req, res) => {
    res.json(await blockCustomer(db, params.telephone, body));
  });
  return router;
}
