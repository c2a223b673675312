import { formatDT } from '@vitrine/contracts';
import { Link } from 'react-router-dom';
import { TrashIcon } from '@/components/ui/icons';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { lineName, type ShopItem } from '@/stores/shop-item';
import styles from './cart-line.module.css';

interface CartLineProps {
  item: ShopItem;
  /** From the shop's pricing function; absent for an article that is no longer sold. */
  totalMillimes: number | undefined;
  onQuantityChange: (quantite: number) => void;
  onRemove: () => void;
  /** A line the page opens on: its photo is fetched at once rather than when it scrolls into view. */
  priority?: boolean;
}

/** One row of the cart page: a table row on a wide screen, a small card on a phone. */
export function CartLine({
  item,
  totalMillimes,
  onQuantityChange,
  onRemove,
  priority = false,
}: CartLineProps) {
  const href = `/SingleProduit/${item.article_id}`;
  const previous = item.previous_prix_unitaire_millimes;
  return (
    <li className={`${styles.line} ${item.unavailable ? styles.unavailable : ''}`}>
      <Link to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <ResponsiveImage
          src={item.images[0] ?? item.datas.image}
          alt=""
          sizes="112px"
          ratio={[1, 1]}
          priority={priority}
        />
      </Link>

      <div className={styles.info}>
        <p className="small-caps">{item.datas.sub_category.nom}</p>
        <Link to={href} className={styles.name}>
          {item.nom}
        </Link>
        {item.taille !== undefined && <p className={styles.size}>Taille {item.taille}</p>}
        {item.unavailable && <p className={styles.flag}>Plus disponible</p>}
      </div>

      <p className={styles.unit}>
        <span className={styles.cellLabel}>Prix unitaire</span>
        <span className={styles.amount}>
          {formatDT(item.prix_unitaire_millimes)}
          {previous !== undefined && previous !== item.prix_unitaire_millimes && (
            <del className={styles.was}>
              <span className="visually-hidden">au lieu de </span>
              {formatDT(previous)}
            </del>
          )}
        </span>
      </p>

      <div className={styles.quantity}>
        {item.unavailable ? (
          <p className={styles.kept}>Quantité : {item.quantite}</p>
        ) : (
          <QuantityStepper nom={lineName(item)} quantite={item.quantite} onChange={onQuantityChange} />
        )}
      </div>

      <p className={styles.total}>
        <span className="visually-hidden">Total de la ligne : </span>
        {totalMillimes === undefined ? (
          <span className={styles.excluded}>Non compté</span>
        ) : (
          formatDT(totalMillimes)
        )}
      </p>

      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        aria-label={`Supprimer ${lineName(item)} du panier`}
      >
        <TrashIcon /> Supprimer
      </button>
    </li>
  );
}
