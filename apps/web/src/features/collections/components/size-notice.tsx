import { type Article, MESSAGES } from '@vitrine/contracts';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { LeftOut } from '@/stores/shop-actions';
import styles from './collections.module.css';

/**
 * After a collection is added whole: the pieces sold in sizes were left out, and each links to its
 * page to choose one; so were the sold-out ones. The live region is always there, so that its words
 * are announced when they come.
 */
export function SizeNotice({ leftOut }: { leftOut: LeftOut }) {
  return (
    <p className={styles.sizeNotice} role="status">
      <Pieces label={MESSAGES.collectionSizesToChoose} articles={leftOut.sizeNeeded} />
      {leftOut.sizeNeeded.length > 0 && leftOut.soldOut.length > 0 && <br />}
      <Pieces label={MESSAGES.collectionSoldOut} articles={leftOut.soldOut} />
    </p>
  );
}

function Pieces({ label, articles }: { label: string; articles: readonly Article[] }) {
  if (articles.length === 0) return null;
  return (
    <>
      {label}{' '}
      {articles.map((article, index) => (
        <Fragment key={article.id}>
          {index > 0 && ', '}
          <Link to={`/SingleProduit/${article.id}`}>{article.nom}</Link>
        </Fragment>
      ))}
    </>
  );
}
