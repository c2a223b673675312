import type { OwnerArticlePhotos } from '@vitrine/contracts';
import { useState } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useDeletePhoto, useReorderPhotos } from '../api/articles';
import styles from './photo-list.module.css';

/** The ids in their new order once the photo at `from` moves to `to`. */
function moved(ids: number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

/** An article's photos in order, the first being the main one: move, promote, delete. */
export function PhotoList({ article }: { article: OwnerArticlePhotos }) {
  const reorder = useReorderPhotos(article.id);
  const remove = useDeletePhoto(article.id);
  const [confirming, setConfirming] = useState<number>();
  const busy = reorder.isPending || remove.isPending;
  const ids = article.images.map((image) => image.id);
  const move = (from: number, to: number) => reorder.mutate(moved(ids, from, to));
  const problem = reorder.error ?? remove.error;

  if (article.images.length === 0)
    return <p className={styles.none}>Aucune photo pour le moment : ajoutez-en une ci-dessus.</p>;
  return (
    <>
      {problem && (
        <p className="field-error" role="alert">
          {problem.message}
        </p>
      )}
      <ol className={styles.grid} aria-label={`Photos de ${article.nom}`} aria-busy={busy}>
        {article.images.map((image, index) => {
          const label = `photo ${index + 1}`;
          return (
            <li key={image.id} className={styles.photo}>
              <div className={styles.frame}>
                <ResponsiveImage
                  src={image.url}
                  alt={`${article.nom}, ${label}`}
                  sizes="(min-width: 1024px) 12rem, 45vw"
                  ratio={[1, 1]}
                />
                {index === 0 && <span className={styles.main}>Principale</span>}
              </div>
              {confirming === image.id ? (
                <fieldset className={styles.confirm}>
                  <legend>Supprimer la {label} ?</legend>
                  <button
                    type="button"
                    className={`btn ${styles.small} ${styles.danger}`}
                    disabled={busy}
                    onClick={() => remove.mutate(image.id, { onSettled: () => setConfirming(undefined) })}
                  >
                    Oui, supprimer
                  </button>
                  <button
                    type="button"
                    className={`btn btn-outline ${styles.small}`}
                    onClick={() => setConfirming(undefined)}
                  >
                    Garder
                  </button>
                </fieldset>
              ) : (
                <div className={styles.tools}>
                  <button
                    type="button"
                    className={styles.tool}
                    disabled={busy || index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={`Monter la ${label}`}
                  >
                    Monter
                  </button>
                  <button
                    type="button"
                    className={styles.tool}
                    disabled={busy || index === article.images.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={`Descendre la ${label}`}
                  >
                    Descendre
                  </button>
                  {index > 0 && (
                    <button
                      type="button"
                      className={styles.tool}
                      disabled={busy}
                      onClick={() => move(index, 0)}
                      aria-label={`Choisir la ${label} comme photo principale`}
                    >
                      Photo principale
                    </button>
                  )}
                  <button
                    type="button"
                    className={`${styles.tool} ${styles.delete}`}
                    disabled={busy}
                    onClick={() => setConfirming(image.id)}
                    aria-label={`Supprimer la ${label}`}
                  >
                    Supprimer
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
