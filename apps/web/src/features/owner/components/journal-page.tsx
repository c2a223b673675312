import { useQuery } from '@tanstack/react-query';
import { JOURNAL_PAGE_SIZE, type JournalEntry } from '@vitrine/contracts';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/hooks/use-page-meta';
import { journalQueryOptions } from '../api/team';
import { formatDateTime } from '../lib/dates';
import styles from './journal-page.module.css';
import { Pager } from './pager';

/** What the entry was about, as the owner reads it: « VT-2026-000042 · confirmée ». */
const targetText = (cible: JournalEntry['cible']) =>
  Object.entries(cible)
    .map(([name, value]) =>
      value === true
        ? name.replaceAll('_', ' ')
        : value === false
          ? `${name.replaceAll('_', ' ')} : non`
          : String(value),
    )
    .join(' · ');

/** « Journal »: who did what in the console, and when, newest first; a year is kept. The owner's alone. */
export function JournalPage() {
  usePageMeta('Console — journal');
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const journal = useQuery(journalQueryOptions(page));
  const pages = Math.ceil((journal.data?.total ?? 0) / JOURNAL_PAGE_SIZE);
  return (
    <div className={styles.page}>
      <header>
        <p className="eyebrow">Console</p>
        <h1 className={styles.title}>Journal</h1>
        <p className={styles.lede}>
          Les connexions et tout ce qui a été changé depuis la console, sur un an.
        </p>
      </header>
      {journal.isError ? (
        <p role="alert" className="field-error">
          {journal.error.message}
        </p>
      ) : !journal.data ? (
        <div className="spinner" role="status" aria-label="Chargement du journal" />
      ) : journal.data.entrees.length === 0 ? (
        <p className={styles.none}>Rien n’a encore été fait depuis la console.</p>
      ) : (
        <ol className={styles.list} aria-label="Entrées du journal">
          {journal.data.entrees.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <p className={styles.line}>
                <span className={styles.author}>{entry.auteur.nom}</span>
                <time className={styles.when} dateTime={entry.created_at}>
                  {formatDateTime(entry.created_at)}
                </time>
              </p>
              <p className={styles.action}>{entry.action}</p>
              {Object.keys(entry.cible).length > 0 && (
                <p className={styles.target}>{targetText(entry.cible)}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      <Pager
        page={page}
        pages={pages}
        hrefFor={(next) => (next > 1 ? `?page=${next}` : '?')}
        label="Pages du journal"
      />
    </div>
  );
}
