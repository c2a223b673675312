import { formatDT, toMillimes } from '@vitrine/contracts';
import { useEffect, useRef, useState } from 'react';
import { FilterGroup } from '@/components/ui/filter-panel';
import { acceptsPriceRange } from '@/lib/price-range';
import styles from './filter-sidebar.module.css';

interface PriceFilterProps {
  min: number | null;
  max: number | null;
  /** The catalogue's highest price (the sliders' upper bound). */
  limit: number;
  onCommit: (range: { min: number | null; max: number | null }) => void;
}

const COMMIT_DELAY_MS = 450;

/** Two range sliders (minimum, maximum); a move that breaks the spec's rules is refused. */
export function PriceFilter({ min, max, limit, onCommit }: PriceFilterProps) {
  const [low, setLow] = useState(min ?? 0);
  const [high, setHigh] = useState(Math.min(max ?? limit, limit));
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    setLow(min ?? 0);
    setHigh(Math.min(max ?? limit, limit));
  }, [min, max, limit]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const update = (nextLow: number, nextHigh: number) => {
    if (!acceptsPriceRange(nextLow, nextHigh, limit)) return;
    setLow(nextLow);
    setHigh(nextHigh);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      onCommit({ min: nextLow > 0 ? nextLow : null, max: nextHigh < limit ? nextHigh : null });
    }, COMMIT_DELAY_MS);
  };

  const percent = (value: number) => `${(value / limit) * 100}%`;
  const sliders = [
    { label: 'Prix minimum', value: low, move: (value: number) => update(value, high) },
    { label: 'Prix maximum', value: high, move: (value: number) => update(low, value) },
  ];

  return (
    <FilterGroup legend="Prix">
      <p className={styles.priceValues} aria-live="polite">
        <span>{formatDT(toMillimes(low))}</span>
        <span aria-hidden="true">—</span>
        <span>{formatDT(toMillimes(high))}</span>
      </p>
      <div
        className={styles.range}
        style={{ ['--low' as string]: percent(low), ['--high' as string]: percent(high) }}
      >
        {sliders.map((slider) => (
          <input
            key={slider.label}
            type="range"
            min={0}
            max={limit}
            step={1}
            value={slider.value}
            aria-label={slider.label}
            aria-valuetext={formatDT(toMillimes(slider.value))}
            onChange={(event) => slider.move(Number(event.target.value))}
          />
        ))}
      </div>
    </FilterGroup>
  );
}
