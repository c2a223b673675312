import { MESSAGES, type OrderTracking, type OrderTrackingQuery } from '@vitrine/contracts';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import { toTracking } from './answers.js';
import { readOrder } from './read-model.js';

/**
 * An order's state, dated history and lines for whoever knows both its reference and the phone it was
 * placed with, in one statement; else 404: an unknown reference and a wrong phone find nothing by the
 * same path.
 */
export async function trackOrder(db: Db, query: OrderTrackingQuery): Promise<OrderTracking> {
  const order = await readOrder(db.kysely, (order) =>
    order.where('o.reference', '=', query.reference).where('o.numero_telephone', '=', query.numero_telephone),
  );
  if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
  return toTracking(order);
}
