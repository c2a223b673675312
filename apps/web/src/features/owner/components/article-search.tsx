import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Field } from '@/components/ui/field';
import styles from './article-search.module.css';

/** The console's search of articles by name: the words go to the address (`?q=`), which the page reads. */
export function ArticleSearch() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  return (
    <form className={styles.search} onSubmit={search} aria-label="Chercher un article">
      <Field label="Nom de l’article">
        {(control) => (
          <input
            {...control}
            className="input"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            enterKeyHint="search"
          />
        )}
      </Field>
      <button type="submit" className="btn btn-outline">
        Chercher
      </button>
    </form>
  );
}
