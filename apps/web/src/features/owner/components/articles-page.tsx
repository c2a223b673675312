import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/hooks/use-page-meta';
import { ownerArticlesQueryOptions } from '../api/articles';
import { thumbnail } from '../lib/thumbnail';
import { ArticleSearch } from './article-search';
import styles from './articles-page.module.css';

/** The catalogue's articles, found by their name; each opens its form, and a new one starts here. */
export function ArticlesPage() {
  usePageMeta('Console — articles');
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const articles = useQuery(ownerArticlesQueryOptions(q));

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div>
          <p className="eyebrow">Console</p>
          <h1 className={styles.title}>Articles</h1>
        </div>
        <Link to="/gestion/articles/nouveau" className="btn">
          Nouvel article
        </Link>
      </header>
      <ArticleSearch />

      <section aria-labelledby="articles-results-title" className={styles.results}>
        <h2 id="articles-results-title" className={styles.heading}>
          {q ? `Articles « ${q} »` : 'Derniers articles'}
        </h2>
        {articles.isError ? (
          <p role="alert" className="field-error">
            {articles.error.message}
          </p>
        ) : !articles.data ? (
          <div className="spinner" role="status" aria-label="Chargement des articles" />
        ) : articles.data.length === 0 ? (
          <p className={styles.none}>Aucun article ne porte ce nom.</p>
        ) : (
          <ul className={styles.list}>
            {articles.data.map((article) => (
              <li key={article.id}>
                <Link to={`/gestion/articles/${article.id}`} className={styles.article}>
                  {article.image ? (
                    <img src={thumbnail(article.image)} alt="" width={48} height={48} loading="lazy" />
                  ) : (
                    <span className={styles.blank} />
                  )}
                  <span className={styles.name}>{article.nom}</span>
                  <span className={styles.open} aria-hidden="true">
                    Modifier
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
