import { useQuery } from '@tanstack/react-query';
import { STOCK_PAGE_THRESHOLD } from '@vitrine/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Field } from '@/components/ui/field';
import { usePageMeta } from '@/hooks/use-page-meta';
import { lowStockQueryOptions } from '../api/catalogue';
import styles from './stock-page.module.css';

const piecesLeft = (stock: number) => (stock === 0 ? 'Épuisé' : `${stock} pièce${stock > 1 ? 's' : ''}`);

/** « Taille 54 », and « Taille unique » as it is named. */
const sizeLabel = (taille: string) => (/^taille\b/i.test(taille) ? taille : `Taille ${taille}`);

/** The sizes running out (at or under a threshold), fewest pieces first: each opens its article. */
export function StockPage() {
  usePageMeta('Console — stock');
  const [params, setParams] = useSearchParams();
  const asked = Number.parseInt(params.get('seuil') ?? '', 10);
  const seuil = Number.isInteger(asked) && asked >= 0 ? asked : STOCK_PAGE_THRESHOLD;
  const [text, setText] = useState(String(seuil));
  const stock = useQuery(lowStockQueryOptions(seuil));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams({ seuil: text.trim() || String(STOCK_PAGE_THRESHOLD) });
  };

  return (
    <div className={styles.page}>
      <header>
        <p className="eyebrow">Console</p>
        <h1 className={styles.title}>Stock</h1>
        <p className={styles.lede}>Les tailles qui s’épuisent, les moins fournies d’abord.</p>
      </header>
      <form className={styles.threshold} onSubmit={apply} aria-label="Seuil de stock">
        <Field label="Au plus (pièces)">
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-outline">
          Afficher
        </button>
      </form>
      {stock.isError ? (
        <p role="alert" className="field-error">
          {stock.error.message}
        </p>
      ) : !stock.data ? (
        <div className="spinner" role="status" aria-label="Chargement du stock" />
      ) : stock.data.lignes.length === 0 ? (
        <p className={styles.none}>Aucune taille n’a {seuil} pièces ou moins.</p>
      ) : (
        <ul className={styles.lines} aria-label={`Tailles à ${seuil} pièces ou moins`}>
          {stock.data.lignes.map((line) => (
            <li key={`${line.article_id}-${line.size_id ?? ''}`}>
              <Link to={`/gestion/articles/${line.article_id}`} className={styles.line}>
                <span className={styles.name}>
                  {line.nom}
                  {line.taille && <span className={styles.size}>{sizeLabel(line.taille)}</span>}
                </span>
                <span className={styles.left} data-out={line.stock === 0 || undefined}>
                  {piecesLeft(line.stock)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
