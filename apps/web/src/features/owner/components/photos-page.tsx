import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/hooks/use-page-meta';
import { ownerArticlesQueryOptions } from '../api/articles';
import { thumbnail } from '../lib/thumbnail';
import { ArticleSearch } from './article-search';
import { PhotoList } from './photo-list';
import { PhotoUpload } from './photo-upload';
import styles from './photos-page.module.css';

/** Find an article by its name, then add, order and remove its photos. */
export function PhotosPage() {
  usePageMeta('Console — photos');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const chosenId = Number(params.get('article')) || undefined;
  const articles = useQuery(ownerArticlesQueryOptions(q));
  const chosen = articles.data?.find((article) => article.id === chosenId);

  const choose = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('article', String(id));
    setParams(next);
    // On a phone the article's photos open below the list: bring them into view.
    requestAnimationFrame(() =>
      document.getElementById('photos-article-title')?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
    );
  };

  return (
    <div className={styles.page}>
      <header>
        <p className="eyebrow">Console</p>
        <h1 className={styles.title}>Photos des articles</h1>
      </header>
      <ArticleSearch />

      <div className={styles.columns}>
        <section aria-labelledby="photos-results-title" className={styles.results}>
          <h2 id="photos-results-title" className={styles.heading}>
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
                  <button
                    type="button"
                    className={styles.article}
                    aria-pressed={article.id === chosenId}
                    onClick={() => choose(article.id)}
                  >
                    {article.image ? (
                      <img src={thumbnail(article.image)} alt="" width={48} height={48} loading="lazy" />
                    ) : (
                      <span className={styles.blank} />
                    )}
                    <span className={styles.name}>{article.nom}</span>
                    <span className={styles.count}>
                      {article.images.length} photo{article.images.length > 1 ? 's' : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        {chosen && (
          <section className={styles.chosen} aria-labelledby="photos-article-title">
            <h2 id="photos-article-title" className={styles.heading}>
              {chosen.nom}
            </h2>
            <PhotoUpload articleId={chosen.id} articleName={chosen.nom} />
            <PhotoList article={chosen} />
          </section>
        )}
      </div>
    </div>
  );
}
