import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './media-card.module.css';
import { ResponsiveImage } from './responsive-image';

interface MediaCardProps {
  /** The card's own layout. */
  className?: string | undefined;
  /** The page the picture leads to (the name's link says it to assistive technology). */
  href: string;
  image: string;
  /** A second picture that fades in while the card is hovered. */
  hoverImage?: string | undefined;
  alt: string;
  sizes: string;
  ratio: readonly [number, number];
  priority?: boolean;
  /** Over the picture: a promo flag, the favourite button. */
  overlay?: ReactNode;
  children: ReactNode;
}

/** A product or collection card: its picture, swapped for a second one on hover, then its text. */
export function MediaCard({
  className,
  href,
  image,
  hoverImage,
  alt,
  sizes,
  ratio,
  priority = false,
  overlay,
  children,
}: MediaCardProps) {
  return (
    <article className={`${styles.card} ${className ?? ''}`}>
      <div className={styles.media}>
        <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.mediaLink}>
          <ResponsiveImage src={image} alt={alt} sizes={sizes} ratio={ratio} priority={priority} />
          {hoverImage && (
            <span className={styles.alt}>
              <ResponsiveImage src={hoverImage} alt="" sizes={sizes} ratio={ratio} />
            </span>
          )}
        </Link>
        {overlay}
      </div>
      {children}
    </article>
  );
}

/** The small line in capitals above a card's name (its category, its number of pieces). */
export function CardKicker({ children }: { children: ReactNode }) {
  return <p className={styles.kicker}>{children}</p>;
}

type CardButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>;

/** The round heart button over a card's picture. */
export function CardFavouriteButton(props: CardButtonProps) {
  return <button type="button" className={styles.favourite} {...props} />;
}

/** The card's underlined "Ajouter au panier". */
export function CardAction(props: CardButtonProps) {
  return <button type="button" className={styles.action} {...props} />;
}
