import type { Collection } from '@vitrine/contracts';
import type { ReactNode } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import styles from './collection-intro.module.css';

/** "1 pièce", "3 pièces". */
export function PiecesCount({ count }: { count: number }) {
  return (
    <>
      {count} pièce{count > 1 ? 's' : ''}
    </>
  );
}

interface CollectionIntroProps {
  collection: Pick<Collection, 'nom' | 'image'>;
  /** `page`: the collection's own page (picture first and larger, from 992 px); `section`: inside another page. */
  variant: 'page' | 'section';
  sizes: string;
  priority?: boolean;
  /** Beside the picture: its name, description, price and actions. */
  children: ReactNode;
}

/** A collection's picture beside its text; stacked on narrow screens. */
export function CollectionIntro({
  collection,
  variant,
  sizes,
  priority = false,
  children,
}: CollectionIntroProps) {
  return (
    <div className={`${styles.intro} ${styles[variant]}`}>
      <div className={styles.image}>
        <ResponsiveImage
          src={collection.image}
          alt={`Collection ${collection.nom}`}
          sizes={sizes}
          ratio={[4, 3]}
          priority={priority}
        />
      </div>
      <div className={styles.text}>{children}</div>
    </div>
  );
}

/** The collection page's layout while it loads. */
export function CollectionIntroSkeleton() {
  return (
    <div className={`${styles.intro} ${styles.page}`}>
      <div className="skeleton" style={{ aspectRatio: '4 / 3' }} />
      <div className={styles.text}>
        <div className="skeleton" style={{ height: '2.5rem', width: '70%' }} />
        <div className="skeleton" style={{ height: '4rem', width: '100%' }} />
      </div>
    </div>
  );
}
