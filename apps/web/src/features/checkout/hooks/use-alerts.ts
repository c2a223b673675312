import { useCallback, useEffect, useRef, useState } from 'react';

export type AlertKind = 'success' | 'warning' | 'danger';

/** Where an alert belongs: a new alert replaces the one in its slot, the others stay. */
export type AlertSlot = 'form' | 'order' | 'client';

export interface CheckoutAlert {
  slot: AlertSlot;
  kind: AlertKind;
  text: string;
  /** A second line, e.g. the order reference. */
  detail?: string;
  /** A line of plain text under it, e.g. where the order will be delivered. */
  note?: string;
  /** A `tel:` link offered as « Appeler la boutique ». */
  callHref?: string | undefined;
  /** Offers « Code client oublié ? » (a client code is asked for and may be lost). */
  codeReminder?: boolean;
}

/** The checkout's alerts, each hidden after its own delay (spec: 5 s, 4 s) or kept until replaced. */
export function useAlerts() {
  const [alerts, setAlerts] = useState<CheckoutAlert[]>([]);
  const timers = useRef(new Map<AlertSlot, number>());

  const dismiss = useCallback((slot: AlertSlot) => {
    window.clearTimeout(timers.current.get(slot));
    timers.current.delete(slot);
    setAlerts((current) => current.filter((alert) => alert.slot !== slot));
  }, []);

  const show = useCallback(
    (alert: CheckoutAlert, hideAfterMs?: number) => {
      window.clearTimeout(timers.current.get(alert.slot));
      timers.current.delete(alert.slot);
      setAlerts((current) => [...current.filter((other) => other.slot !== alert.slot), alert]);
      if (hideAfterMs !== undefined) {
        timers.current.set(
          alert.slot,
          window.setTimeout(() => dismiss(alert.slot), hideAfterMs),
        );
      }
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
    };
  }, []);

  return { alerts, show, dismiss };
}
export type Alerts = ReturnType<typeof useAlerts>;
