/**
 * RESILIENCE_SCALE (0 < scale ≤ 1, default 1) shrinks the scenarios' counts where CI has less time;
 * at 1 they are the issue's numbers. Durations (a 15 s outage) never shrink: they are the point.
 */
const raw = process.env.RESILIENCE_SCALE ?? '1';
const SCALE = Number(raw);
if (!(SCALE > 0 && SCALE <= 1)) throw new Error(`RESILIENCE_SCALE must be in ]0, 1], not ${raw}`);

export function scaled(count: number): number {
  return Math.max(1, Math.round(count * SCALE));
}
