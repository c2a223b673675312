import { MESSAGES, SEARCH_QUERY_MAX_LENGTH, SEARCH_SUGGESTIONS_MIN_LENGTH } from '@vitrine/contracts';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '@/components/ui/icons';
import { Price } from '@/components/ui/price';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { searchHref } from '../lib/search-href';
import styles from './search-box.module.css';

/** Suggestions are asked for once typing pauses this long. */
export const SUGGESTIONS_DEBOUNCE_MS = 200;

const productHref = (id: number) => `/SingleProduit/${id}`;

interface SearchBoxProps {
  initialQuery?: string;
  autoFocus?: boolean;
  /** Escape on a closed list (the header closes its search row). */
  onEscape?: () => void;
  /** A product or the search page was opened. */
  onDone?: () => void;
}

/**
 * The shop's search field, an ARIA 1.2 combobox: suggestions as one types (image, name, price);
 * ArrowUp/ArrowDown move through them, Enter opens the highlighted product or, with none highlighted,
 * the search page; Escape closes the list.
 */
export function SearchBox({ initialQuery = '', autoFocus = false, onEscape, onDone }: SearchBoxProps) {
  const navigate = useNavigate();
  const [text, setText] = useState(initialQuery);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const settled = useDebouncedValue(typed, SUGGESTIONS_DEBOUNCE_MS);
  const { data } = useSearchSuggestions(settled);
  const suggestions =
    listOpen && typed.length >= SEARCH_SUGGESTIONS_MIN_LENGTH ? (data?.suggestions ?? []) : [];
  const expanded = suggestions.length > 0;
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;

  const open = (to: string) => {
    setListOpen(false);
    setActive(-1);
    onDone?.();
    navigate(to);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (typed) open(searchHref(typed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setListOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index === -1 && step < 0 ? count - 1 : (index + step + count) % count));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const chosen = suggestions[active];
      if (!chosen) return;
      event.preventDefault();
      open(productHref(chosen.id));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) {
        setListOpen(false);
        setActive(-1);
      } else onEscape?.();
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet read by every screen reader; the role is
    <form
      role="search"
      action="/recherche"
      className={styles.form}
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setListOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {MESSAGES.searchLabel}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        name="q"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        className={`input ${styles.input}`}
        placeholder={MESSAGES.searchPlaceholder}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        // biome-ignore lint/a11y/noAutofocus: the field opens when the shopper asks for it
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setListOpen(true);
          setActive(-1);
        }}
        onFocus={() => setListOpen(true)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={`icon-btn ${styles.submit}`} aria-label="Lancer la recherche">
        <SearchIcon />
      </button>
      <div id={listId} role="listbox" aria-label="Suggestions" className={styles.list} hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          // Options are chosen from the field (aria-activedescendant) or with a pointer, never tabbed to.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the field's ArrowUp/ArrowDown/Enter drive the list
          <div
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => open(productHref(suggestion.id))}
          >
            <span className={styles.thumb}>
              <ResponsiveImage src={suggestion.image} alt="" sizes="3rem" ratio={[1, 1]} />
            </span>
            <span className={styles.name}>{suggestion.nom}</span>
            <Price prix={suggestion.prix} prixFinal={suggestion.prix_final} promo={suggestion.promo} />
          </div>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {expanded ? `${suggestions.length} suggestion${suggestions.length > 1 ? 's' : ''}` : ''}
      </p>
    </form>
  );
}
