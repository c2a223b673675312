import { ORDER_MOVES } from '@vitrine/contracts';
import { useEffect } from 'react';
import { currentState, phoneOf, useOrderHistoryStore } from '@/stores/order-history-store';
import { trackOrder } from '../api/track-order';

/** At most this many orders are asked about per visit: tracking is rate-limited per address. */
export const FOLLOW_UP_MAX = 3;
/** An order asked about this recently is not asked about again. */
export const FOLLOW_UP_AFTER_MS = 10 * 60_000;

const asking = new Set<string>();

/**
 * On « Mon espace », asks the shop where the newest unfinished orders of this browser stand, so their
 * cards show the state the shop set since (the answer is kept with the order by trackOrder). Quiet:
 * an order the shop cannot find or a refused request just keeps what the browser knew.
 */
export function useFollowUpOrders() {
  useEffect(() => {
    const due = useOrderHistoryStore
      .getState()
      .orders.filter((placed) => {
        const checkedAt = placed.suivi ? Date.parse(placed.suivi.checked_at) : Number.NEGATIVE_INFINITY;
        return (
          ORDER_MOVES[currentState(placed)].length > 0 &&
          phoneOf(placed) !== undefined &&
          Date.now() - checkedAt >= FOLLOW_UP_AFTER_MS &&
          !asking.has(placed.order.reference)
        );
      })
      .slice(0, FOLLOW_UP_MAX);
    // Marked at once: an effect run twice (React's strict mode) asks once.
    for (const placed of due) asking.add(placed.order.reference);
    void (async () => {
      for (const placed of due) {
        const { reference } = placed.order;
        try {
          await trackOrder({ reference, numero_telephone: phoneOf(placed) as string });
        } catch {
          // Kept as it was: « Suivre » still asks on demand and shows why it failed.
        } finally {
          asking.delete(reference);
        }
      }
    })();
  }, []);
}
