import { CALL_GIVE_UP_AFTER } from '@vitrine/contracts';
import { counted } from './counted';

// The desk's facts of an order as the console says them.

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** « il y a 12 min », « il y a 2 h 05 », « il y a 3 j ». */
export function waitingLabel(minutes: number): string {
  if (minutes < 1) return 'à l’instant';
  if (minutes < MINUTES_PER_HOUR) return `il y a ${minutes} min`;
  if (minutes < MINUTES_PER_DAY) {
    const hours = Math.floor(minutes / MINUTES_PER_HOUR);
    const rest = minutes % MINUTES_PER_HOUR;
    return `il y a ${hours} h${rest ? ` ${String(rest).padStart(2, '0')}` : ''}`;
  }
  return `il y a ${Math.floor(minutes / MINUTES_PER_DAY)} j`;
}

/** A buyer reached within this many minutes confirms far more often: past it, the wait is flagged. */
export const CALL_WITHIN_MINUTES = 15;

/** Unanswered calls: « 1 tentative », « 2 tentatives »; none said as « Pas encore appelé ». */
export const triesLabel = (tentatives: number) =>
  tentatives === 0 ? 'Pas encore appelé' : counted(tentatives, 'tentative', 'tentatives');

/** After CALL_GIVE_UP_AFTER unanswered calls the desk offers to give up on the order. */
export const givesUp = (tentatives: number) => tentatives >= CALL_GIVE_UP_AFTER;
