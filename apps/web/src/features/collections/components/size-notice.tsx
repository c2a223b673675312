import { type Article, MESSAGES } from '@vitrine/contracts';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styles from './collections.module.css';

/**
 * After a collection is added whole: the pieces sold in sizes were left out, and each links to its
 * page to choose one. The live region is always there, so that its words are announced when they come.
 */
export function SizeNotice({ articles }: { articles: readonly Article[] }) {
  return (
    <p className={styles.sizeNotice} role="status">
      {articles.length > 0 && (
        <>
          {MESSAGES.collectionSizesToChoose}{' '}
          {articles.map((article, index) => (
            <Fragment key={article.id}>
              {index > 0 && ', '}
              <Link to={`/SingleProduit/${article.id}`}>{article.nom}</Link>
            </Fragment>
          ))}
        </>
      )}
    </p>
  );
}
