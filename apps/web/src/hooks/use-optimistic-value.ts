import { useEffect, useState } from 'react';

/**
 * A control driven by the URL shows the visitor's choice at once, before the navigation that
 * records it has settled (otherwise a radio would flick back for a moment).
 */
export function useOptimisticValue<T>(value: T): [T, (next: T) => void] {
  const [pending, setPending] = useState<{ value: T } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value from the URL replaces the pending one
  useEffect(() => setPending(null), [value]);
  return [pending ? pending.value : value, (next: T) => setPending({ value: next })];
}
