import type { ReactNode } from 'react';
import { useOptimisticValue } from '@/hooks/use-optimistic-value';
import styles from './filter-panel.module.css';

interface FilterPanelProps {
  children: ReactNode;
  clearLabel: string;
  onClear: () => void;
  /** Address parameters the filters do not set but the listing keeps (the words searched, the order). */
  kept?: Record<string, string | undefined>;
}

/**
 * A listing's filters, one group under the other, and the button that clears them all. They form a
 * GET form named as the address is: without JavaScript, « Filtrer » asks the server for the filtered
 * page; with it, every choice applies at once.
 */
export function FilterPanel({ children, clearLabel, onClear, kept = {} }: FilterPanelProps) {
  return (
    <form method="get" className={styles.panel} onSubmit={(event) => event.preventDefault()}>
      {Object.entries(kept).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {children}
      <noscript>
        <button type="submit" className="btn">
          Filtrer
        </button>
      </noscript>
      <button type="button" className={styles.clear} onClick={onClear}>
        {clearLabel}
      </button>
    </form>
  );
}

export function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A list entry a radio filter offers: reference data (`nom`) or anything else given a label. */
export interface RadioOption {
  id: number;
  label: string;
}

export const toRadioOptions = (items: ReadonlyArray<{ id: number; nom: string }>): RadioOption[] =>
  items.map(({ id, nom }) => ({ id, label: nom }));

interface RadioListProps {
  legend: string;
  /** The address parameter the choice is sent as, without JavaScript (see FilterPanel). */
  name: string;
  /** The first radio, which removes the filter. */
  allLabel: string;
  options: readonly RadioOption[];
  value: number | null | undefined;
  onSelect: (id: number | null) => void;
}

/** One filter as radios, the first of which means "no filter". */
export function RadioList({ legend, name, allLabel, options, value: current, onSelect }: RadioListProps) {
  const [value, setValue] = useOptimisticValue(current ?? null);
  return (
    <FilterGroup legend={legend}>
      <ul className={styles.options}>
        {[{ id: 0, label: allLabel }, ...options].map((option) => (
          <li key={option.id}>
            <label className={styles.radio}>
              <input
                type="radio"
                name={name}
                value={option.id || ''}
                checked={(value ?? 0) === option.id}
                onChange={() => {
                  setValue(option.id || null);
                  onSelect(option.id || null);
                }}
              />
              <span>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </FilterGroup>
  );
}
