import { MESSAGES } from '@vitrine/contracts';
import { useId } from 'react';
import { type ArticleSize, FEW_LEFT } from '@/api/article-stock';
import styles from './size-picker.module.css';

interface SizePickerProps {
  sizes: readonly ArticleSize[];
  /** The chosen size's ArticleDetail id; null until the shopper picks one. */
  value: number | null;
  onChange: (size: ArticleSize) => void;
  /** Said under the sizes (add to cart pressed without a size). */
  error?: string | undefined;
}

/**
 * The article's sizes as a group of radio buttons labelled « Taille », in the shop's order: a sold-out size is
 * shown, crossed and disabled (« épuisé »), and a size with few pieces left says how many.
 */
export function SizePicker({ sizes, value, onChange, error }: SizePickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    // A fieldset named by its legend: the native radio group, announced « Taille, groupe ».
    <fieldset className={styles.picker} aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{MESSAGES.sizeLabel}</legend>
      <div className={styles.options}>
        {sizes.map((size) => {
          const soldOut = size.stock <= 0;
          const note = soldOut
            ? MESSAGES.sizeSoldOut
            : size.stock < FEW_LEFT
              ? MESSAGES.sizeFewLeft(size.stock)
              : null;
          return (
            <label
              key={size.article_detail_id}
              className={`${styles.option} ${soldOut ? styles.soldOut : ''}`}
            >
              <input
                type="radio"
                name={`${id}-taille`}
                className={styles.input}
                value={size.article_detail_id}
                checked={value === size.article_detail_id}
                disabled={soldOut}
                onChange={() => onChange(size)}
              />
              <span className={styles.name}>{size.taille}</span>
              {/* The space keeps the size and its note two words in the radio's name (« 52 épuisé »). */}
              {note && ' '}
              {note && <span className={soldOut ? styles.soldOutNote : styles.fewLeft}>{note}</span>}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
