import { type ReactNode, useRef, useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useFavouritesStore } from '@/stores/favourites-store';
import { type PlacedOrder, phoneOf, useOrderHistoryStore } from '@/stores/order-history-store';
import { FavouriteList } from './favourite-list';
import { NotificationSettings } from './notification-settings';
import { OrderList } from './order-list';
import { OrderTracking, type TrackRequest } from './order-tracking';
import styles from './profile-page.module.css';
import { SavedDetails } from './saved-details';

// The rubrics, in the order of the page and of its navigation.
const SECTIONS = {
  orders: { title: 'Mes commandes', text: 'Les commandes passées depuis ce navigateur.' },
  tracking: {
    title: 'Suivre ma commande',
    text: 'Sa référence et le numéro de téléphone donné avec la commande suffisent, où qu’elle ait été passée.',
  },
  details: { title: 'Mes coordonnées', text: 'Elles remplissent la validation de commande pour vous.' },
  favourites: { title: 'Mes favoris' },
  notifications: { title: 'Notifications' },
} as const satisfies Record<string, { title: string; text?: string }>;

type SectionKey = keyof typeof SECTIONS;

/** A rubric's anchor is its title, in lower case without accents: `Mes coordonnées` → `mes-coordonnees`. */
function anchorOf(key: SectionKey): string {
  return SECTIONS[key].title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replaceAll(' ', '-');
}

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

  const track = (placed: PlacedOrder) => {
    setTrackRequest({ reference: placed.order.reference, numero_telephone: phoneOf(placed) });
    trackingSection.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const counts: Partial<Record<SectionKey, number>> = { orders: orderCount, favourites: favouriteCount };

  return (
    <div className={`container ${styles.page}`}>
      <PageHeader
        eyebrow="Profil"
        title="Mon espace"
        lede="Vos commandes, vos coordonnées et vos favoris, gardés dans ce navigateur. Aucun compte n’est nécessaire pour commander."
        loose
        className={styles.head}
      />

      <div className={styles.layout}>
        <nav className={styles.nav} aria-label="Rubriques de mon espace">
          <ul>
            {(Object.keys(SECTIONS) as SectionKey[]).map((key) => {
              const count = counts[key] ?? 0;
              return (
                <li key={key}>
                  <a href={`#${anchorOf(key)}`}>
                    {SECTIONS[key].title}
                    {count > 0 && (
                      <span className={styles.count}>
                        <span className="visually-hidden">, </span>
                        {count}
                      </span>
                    )}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className={styles.sections}>
          <Section name="orders">
            <OrderList onTrack={track} />
          </Section>
          <Section name="tracking" sectionRef={trackingSection}>
            <OrderTracking request={trackRequest} />
          </Section>
          <Section name="details">
            <SavedDetails />
          </Section>
          <Section name="favourites">
            <FavouriteList />
          </Section>
          <Section name="notifications">
            <NotificationSettings />
          </Section>
        </div>
      </div>
    </div>
  );
}

interface SectionProps {
  name: SectionKey;
  children: ReactNode;
  sectionRef?: React.Ref<HTMLElement>;
}

function Section({ name, children, sectionRef }: SectionProps) {
  const { title, text }: { title: string; text?: string } = SECTIONS[name];
  const id = anchorOf(name);
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
