import { type ReactNode, useRef, useState } from 'react';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useFavouritesStore } from '@/stores/favourites-store';
import { type PlacedOrder, useOrderHistoryStore } from '@/stores/order-history-store';
import { FavouriteList } from './favourite-list';
import { NotificationSettings } from './notification-settings';
import { OrderList } from './order-list';
import { OrderTracking, type TrackRequest } from './order-tracking';
import styles from './profile-page.module.css';
import { SavedDetails } from './saved-details';

const SECTIONS = {
  orders: 'mes-commandes',
  tracking: 'suivre-ma-commande',
  details: 'mes-coordonnees',
  favourites: 'mes-favoris',
  notifications: 'notifications',
} as const;

/**
 * `/Profil`: what this browser keeps for the visitor — orders, saved details, favourites, settings —
 * and order tracking. No account: nothing here comes from anyone else.
 */
export function ProfilePage() {
  usePageMeta(
    'Mon espace',
    'Vos commandes, vos coordonnées, vos favoris et le suivi de commande, gardés dans ce navigateur.',
  );
  const orderCount = useOrderHistoryStore((state) => state.orders.length);
  const favouriteCount = useFavouritesStore((state) => state.items.length);
  const [trackRequest, setTrackRequest] = useState<TrackRequest | null>(null);
  const trackingSection = useRef<HTMLElement>(null);

  const track = ({ order, numero_telephone }: PlacedOrder) => {
    setTrackRequest({ reference: order.reference, numero_telephone });
    trackingSection.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const nav: Array<{ id: string; label: string; count?: number }> = [
    { id: SECTIONS.orders, label: 'Mes commandes', count: orderCount },
    { id: SECTIONS.tracking, label: 'Suivre ma commande' },
    { id: SECTIONS.details, label: 'Mes coordonnées' },
    { id: SECTIONS.favourites, label: 'Mes favoris', count: favouriteCount },
    { id: SECTIONS.notifications, label: 'Notifications' },
  ];

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className="eyebrow">Profil</p>
        <h1 className="page-title">Mon espace</h1>
        <p className="lede">
          Vos commandes, vos coordonnées et vos favoris, gardés dans ce navigateur. Aucun compte n’est
          nécessaire pour commander.
        </p>
      </header>

      <div className={styles.layout}>
        <nav className={styles.nav} aria-label="Rubriques de mon espace">
          <ul>
            {nav.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`}>
                  {item.label}
                  {item.count !== undefined && item.count > 0 && (
                    <span className={styles.count}>
                      <span className="visually-hidden">, </span>
                      {item.count}
                    </span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.sections}>
          <Section
            id={SECTIONS.orders}
            title="Mes commandes"
            text="Les commandes passées depuis ce navigateur."
          >
            <OrderList onTrack={track} />
          </Section>
          <Section
            id={SECTIONS.tracking}
            title="Suivre ma commande"
            text="Sa référence et le numéro de téléphone donné avec la commande suffisent, où qu’elle ait été passée."
            sectionRef={trackingSection}
          >
            <OrderTracking request={trackRequest} />
          </Section>
          <Section
            id={SECTIONS.details}
            title="Mes coordonnées"
            text="Elles remplissent la validation de commande pour vous."
          >
            <SavedDetails />
          </Section>
          <Section id={SECTIONS.favourites} title="Mes favoris">
            <FavouriteList />
          </Section>
          <Section id={SECTIONS.notifications} title="Notifications">
            <NotificationSettings />
          </Section>
        </div>
      </div>
    </div>
  );
}

interface SectionProps {
  id: string;
  title: string;
  text?: string;
  children: ReactNode;
  sectionRef?: React.Ref<HTMLElement>;
}

function Section({ id, title, text, children, sectionRef }: SectionProps) {
  return (
    <section id={id} ref={sectionRef} className={styles.section} aria-labelledby={`${id}-title`}>
      <header className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {text && <p className={styles.sectionText}>{text}</p>}
      </header>
      {children}
    </section>
  );
}
