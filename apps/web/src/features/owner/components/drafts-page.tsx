import { useQuery } from '@tanstack/react-query';
import { DRAFT_KEPT_DAYS, formatDT } from '@vitrine/contracts';
import { usePageMeta } from '@/hooks/use-page-meta';
import { ownerDraftsQueryOptions } from '../api/drafts';
import { formatPhone } from '../lib/customer-phone';
import { formatDateTime } from '../lib/dates';
import { draftWhatsAppHref } from '../lib/draft-links';
import { ContactLinks } from './contact-links';
import styles from './drafts-page.module.css';

/**
 * `/gestion/paniers`: the checkouts left with a phone typed in the last week and no order since,
 * newest first; the phone first, to call or to write on WhatsApp with the cart already written.
 */
export function DraftsPage() {
  usePageMeta('Console — paniers abandonnés');
  const drafts = useQuery(ownerDraftsQueryOptions());

  return (
    <div className={styles.page}>
      <header>
        <p className="eyebrow">Console</p>
        <h1 className={styles.title}>Paniers abandonnés</h1>
        <p className={styles.intro}>
          Les commandes commencées ces {DRAFT_KEPT_DAYS} derniers jours, avec un téléphone, et jamais passées.
        </p>
      </header>

      {drafts.isError ? (
        <p role="alert" className="field-error">
          {drafts.error.message}
        </p>
      ) : !drafts.data ? (
        <div className={styles.loading} role="status">
          <div className="spinner" />
          <span className="visually-hidden">Chargement des paniers…</span>
        </div>
      ) : drafts.data.length === 0 ? (
        <p className={styles.empty}>Aucun panier abandonné ces {DRAFT_KEPT_DAYS} derniers jours.</p>
      ) : (
        <ol className={styles.list} aria-label="Paniers abandonnés">
          {drafts.data.map((draft) => {
            const who = draft.prenom ?? formatPhone(draft.telephone);
            return (
              <li key={draft.telephone + draft.mis_a_jour} className={styles.card}>
                <p className={styles.phone}>{formatPhone(draft.telephone)}</p>
                <p className={styles.who}>
                  {draft.prenom && <span>{draft.prenom} · </span>}
                  <time dateTime={draft.mis_a_jour}>{formatDateTime(draft.mis_a_jour)}</time>
                </p>
                <ul className={styles.lines} aria-label={`Articles de ${who}`}>
                  {draft.articles.map((article, index) => (
                    // One article may come twice, in two sizes.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
                    <li key={index} className={styles.line}>
                      <span>
                        {article.nom} × {article.quantite}
                      </span>
                      <span>{formatDT(article.prix * article.quantite)}</span>
                    </li>
                  ))}
                </ul>
                <p className={styles.value}>
                  <span>Valeur</span> <strong>{formatDT(draft.valeur)}</strong>
                </p>
                <ContactLinks phone={draft.telephone} whatsApp={draftWhatsAppHref(draft)} who={who} />
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
