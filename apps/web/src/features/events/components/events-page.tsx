import { useEffect } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ExternalIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useEvents } from '../api/get-events';
import styles from './events-page.module.css';

const SIZES = '(min-width: 1200px) 580px, (min-width: 768px) 46vw, 92vw';

export function EventsPage() {
  usePageMeta('Événements et promos', 'Les événements, ventes privées et promotions de la boutique Vitrine.');
  const { data: events, isPending, isError } = useEvents();

  useEffect(() => {
    if (isError) console.error('Les événements n’ont pas pu être chargés.');
  }, [isError]);

  return (
    <div className="container">
      <PageHeader
        loose
        className={styles.head}
        eyebrow="Agenda & offres"
        title="Événements et promos"
        lede="Ventes privées, lancements de collections et offres du moment."
      />
      {isPending ? (
        <div className={styles.grid} aria-busy="true">
          <span className="visually-hidden" role="status">
            Chargement des événements…
          </span>
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <div key={index} className="skeleton" style={{ aspectRatio: '4 / 3' }} aria-hidden="true" />
          ))}
        </div>
      ) : !events || events.length === 0 ? (
        <EmptyState
          title={
            isError ? 'Les événements sont momentanément indisponibles' : 'Aucun événement pour le moment'
          }
          text="Revenez bientôt, ou inscrivez-vous à la newsletter depuis l’accueil pour être prévenu."
        />
      ) : (
        <ul className={styles.grid}>
          {events.map((event, index) => (
            <li key={event.id}>
              <article className={styles.card}>
                <div className={styles.media}>
                  <ResponsiveImage
                    src={event.img}
                    alt={event.nomevent}
                    sizes={SIZES}
                    ratio={[4, 3]}
                    priority={index < 2}
                  />
                </div>
                <div className={styles.body}>
                  <h2 className={styles.title}>{event.nomevent}</h2>
                  <p className={styles.text}>{event.description}</p>
                  {event.link && (
                    <a
                      href={event.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`link-caps ${styles.link}`}
                    >
                      En savoir plus <ExternalIcon />
                      <span className="visually-hidden"> sur {event.nomevent} (nouvel onglet)</span>
                    </a>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
