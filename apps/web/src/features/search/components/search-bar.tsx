import { useSearchParams } from 'react-router-dom';
import { CloseIcon } from '@/components/ui/icons';
import styles from './search-bar.module.css';
import { SearchBox } from './search-box';

interface SearchBarProps {
  id: string;
  /** Focus the field as it opens (the shopper asked for it; not on arrival at /recherche). */
  autoFocus: boolean;
  onClose: () => void;
}

/** The header's search row, under its bar: loaded the first time a shopper opens it. */
export function SearchBar({ id, autoFocus, onClose }: SearchBarProps) {
  const [params] = useSearchParams();
  return (
    <div id={id} className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <SearchBox initialQuery={params.get('q') ?? ''} autoFocus={autoFocus} onEscape={onClose} />
        <button type="button" className="icon-btn" aria-label="Fermer la recherche" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
