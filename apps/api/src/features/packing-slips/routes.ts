import { type Response, Router } from 'express';
import type { Db } from '../../db/prisma.js';
import { mount } from '../../http/mount.js';
import { SHOP_NAME, SHOP_TAGLINE } from '../../mail/wording.js';
import { renderSlips } from './pdf.js';
import { findSlip, findSlips } from './slips.js';

export interface PackingSlipDependencies {
  db: Db;
  /** The shop's phone (SHOP_PHONE), printed on every slip. */
  shopPhone: string;
}

/** The packing slips in the owner console (behind the owner's session): one order's, or several in one PDF. */
export function packingSlipRoutes({ db, shopPhone }: PackingSlipDependencies): Router {
  const router = Router();
  const shop = { name: SHOP_NAME, tagline: SHOP_TAGLINE, phone: shopPhone };
  mount(router, 'getPackingSlip', async ({ params }, _req, res) => {
    const slip = await findSlip(db, params.reference);
    sendPdf(res, `bon_${slip.reference}.pdf`, await renderSlips([slip], shop));
  });
  mount(router, 'printPackingSlips', async ({ body }, _req, res) => {
    const slips = await findSlips(db, body.references);
    sendPdf(res, `bons_${slips.length}.pdf`, await renderSlips(slips, shop));
  });
  return router;
}

function sendPdf(res: Response, filename: string, pdf: Buffer) {
  res.set('Content-Type', 'application/pdf');
  // Opened in the browser's viewer, ready to print; saved under this name.
  res.set('Content-Disposition', `inline; filename="${filename}"`);
  res.send(pdf);
}
