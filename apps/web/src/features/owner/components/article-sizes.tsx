import { type OwnerArticle, OwnerArticleSizesSchema } from '@vitrine/contracts';
import { type FormEvent, useState } from 'react';
import { TrashIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { useSetSizes, useSizes } from '../api/catalogue';
import styles from './article-sizes.module.css';
import { ConsoleCard } from './console-card';
import formStyles from './console-form.module.css';

interface Row {
  /** Keeps a row's inputs while the rows above it are removed. */
  key: number;
  size_id: string;
  stock: string;
}

let lastKey = 0;
const rowOf = (size: { size_id: number | string; stock: number | string }): Row => ({
  key: ++lastKey,
  size_id: String(size.size_id),
  stock: String(size.stock),
});

/** The article's sizes and the pieces left of each: saved together, a size removed is no longer sold. */
export function ArticleSizes({ article }: { article: OwnerArticle }) {
  const sizes = useSizes().data ?? [];
  const save = useSetSizes(article.id);
  const [rows, setRows] = useState<Row[]>(() => article.tailles.map(rowOf));
  const [problem, setProblem] = useState<string>();
  const [saved, setSaved] = useState(false);

  const edit = (index: number, row: Partial<Row>) => {
    setSaved(false);
    setRows((before) => before.map((each, at) => (at === index ? { ...each, ...row } : each)));
  };
  const remove = (index: number) => {
    setSaved(false);
    setRows((before) => before.filter((_, at) => at !== index));
  };
  const free = sizes.find((size) => !rows.some((row) => row.size_id === String(size.id)));
  const add = () => {
    setSaved(false);
    setRows((before) => [...before, rowOf({ size_id: free?.id ?? '', stock: 0 })]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = OwnerArticleSizesSchema.safeParse(
      rows.map((row) => ({ size_id: row.size_id, stock: row.stock.trim() })),
    );
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    save.mutate(parsed.data, {
      onSuccess: (tailles) => {
        setRows(tailles.map(rowOf));
        setSaved(true);
      },
      onError: (error) =>
        setProblem(error instanceof ApiError ? error.message : 'Enregistrement impossible.'),
    });
  };

  return (
    <ConsoleCard name="tailles" title="Tailles et stock">
      <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Tailles et stock">
        {rows.length === 0 ? (
          <p className={styles.none}>Sans taille, l’article est vendu sans compter son stock.</p>
        ) : (
          <ul className={styles.rows}>
            {rows.map((row, index) => {
              const name = sizes.find((size) => String(size.id) === row.size_id)?.nom ?? '';
              return (
                <li key={row.key} className={styles.row}>
                  <select
                    className="select"
                    aria-label={`Taille ${index + 1}`}
                    value={row.size_id}
                    onChange={(event) => edit(index, { size_id: event.target.value })}
                  >
                    <option value="">Taille…</option>
                    {sizes.map((size) => (
                      <option key={size.id} value={size.id}>
                        {size.nom}
                      </option>
                    ))}
                  </select>
                  <input
                    className="input"
                    inputMode="numeric"
                    aria-label={`Stock de la taille ${name || index + 1}`}
                    value={row.stock}
                    onChange={(event) => edit(index, { stock: event.target.value })}
                  />
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`Retirer la taille ${name || index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <TrashIcon />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {problem && (
          <p role="alert" className="field-error">
            {problem}
          </p>
        )}
        <div className={formStyles.actions}>
          <button type="submit" className="btn" disabled={save.isPending}>
            Enregistrer les tailles
          </button>
          <button type="button" className="btn btn-outline" onClick={add} disabled={!free}>
            Ajouter une taille
          </button>
        </div>
        {saved && (
          <p role="status" className={formStyles.done}>
            Tailles enregistrées.
          </p>
        )}
      </form>
    </ConsoleCard>
  );
}
