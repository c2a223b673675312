import { useQuery } from '@tanstack/react-query';
import {
  type OwnerArticle,
  type OwnerArticleChange,
  OwnerArticleChangeSchema,
  OwnerArticleCreateSchema,
} from '@vitrine/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useFilterLists } from '@/api/filter-lists';
import { Field } from '@/components/ui/field';
import { usePageMeta } from '@/hooks/use-page-meta';
import { ApiError } from '@/lib/api-client';
import {
  ownerArticlePhotosQueryOptions,
  ownerArticleQueryOptions,
  useChangeArticle,
  useCreateArticle,
} from '../api/catalogue';
import { formatDinars } from '../lib/money';
import styles from './article-form-page.module.css';
import { ArticleSizes } from './article-sizes';
import { ConsoleCard } from './console-card';
import formStyles from './console-form.module.css';
import { PhotoList } from './photo-list';
import { PhotoUpload } from './photo-upload';

const FIELDS = [
  'nom',
  'description',
  'prix',
  'promo',
  'sub_category_id',
  'sex_id',
  'collection_id',
  'color_ids',
  'visible',
] as const;
type FieldName = (typeof FIELDS)[number];
type Problems = Partial<Record<FieldName | 'form', string>>;

interface Draft {
  nom: string;
  description: string;
  /** As typed: « 89,900 » or « 89.9 ». */
  prix: string;
  promo: string;
  sub_category_id: string;
  sex_id: string;
  collection_id: string;
  color_ids: number[];
  visible: boolean;
}

const EMPTY: Draft = {
  nom: '',
  description: '',
  prix: '',
  promo: '0',
  sub_category_id: '',
  sex_id: '',
  collection_id: '',
  color_ids: [],
  visible: true,
};

const draftOf = (article: OwnerArticle): Draft => ({
  nom: article.nom,
  description: article.description,
  prix: article.prix.toFixed(3).replace('.', ','),
  promo: String(article.promo),
  sub_category_id: String(article.sub_category_id),
  sex_id: article.sex_id ? String(article.sex_id) : '',
  collection_id: article.collection_id ? String(article.collection_id) : '',
  color_ids: article.color_ids,
  visible: article.visible,
});

/** The draft as the API reads it: a French decimal comma becomes a point, an empty choice none. */
const bodyOf = (draft: Draft) => ({
  ...draft,
  prix: draft.prix.trim().replace(',', '.'),
  sub_category_id: draft.sub_category_id,
  sex_id: draft.sex_id || null,
  collection_id: draft.collection_id || null,
});

const fieldOf = (path: PropertyKey | undefined): FieldName | 'form' =>
  FIELDS.find((field) => field === path) ?? 'form';

function problemsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Problems {
  const problems: Problems = {};
  for (const issue of issues) problems[fieldOf(issue.path[0])] ??= issue.message;
  return problems;
}

function refusalProblems(error: unknown): Problems {
  if (!(error instanceof ApiError)) return { form: 'Enregistrement impossible. Vérifiez votre connexion.' };
  const problems: Problems = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const name = field === 'size_ids' ? 'form' : fieldOf(field);
    problems[name] ??= messages[0];
  }
  if (Object.keys(problems).length === 0) problems.form = error.message;
  return problems;
}

/** Only what changed since the article was read. */
function changeOf(article: OwnerArticle, draft: Draft): OwnerArticleChange {
  const before = bodyOf(draftOf(article));
  const after = bodyOf(draft);
  return Object.fromEntries(
    FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field])).map((field) => [
      field,
      after[field],
    ]),
  ) as OwnerArticleChange;
}

function ArticleForm({ article }: { article?: OwnerArticle | undefined }) {
  const navigate = useNavigate();
  const { categories, sexes, collections, colors } = useFilterLists();
  const [draft, setDraft] = useState<Draft>(() => (article ? draftOf(article) : EMPTY));
  const [problems, setProblems] = useState<Problems>({});
  const [saved, setSaved] = useState(false);
  const create = useCreateArticle();
  const change = useChangeArticle(article?.id ?? 0);
  const saving = create.isPending || change.isPending;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setSaved(false);
    setDraft((before) => ({ ...before, [key]: value }));
  };
  const toggleColor = (id: number) =>
    set(
      'color_ids',
      draft.color_ids.includes(id) ? draft.color_ids.filter((each) => each !== id) : [...draft.color_ids, id],
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const sent = article ? changeOf(article, draft) : bodyOf(draft);
    const parsed = (article ? OwnerArticleChangeSchema : OwnerArticleCreateSchema).safeParse(sent);
    if (!parsed.success) {
      setProblems(problemsOf(parsed.error.issues));
      return;
    }
    setProblems({});
    if (article) {
      change.mutate(parsed.data as OwnerArticleChange, {
        onSuccess: (updated) => {
          setDraft(draftOf(updated));
          setSaved(true);
        },
        onError: (error) => setProblems(refusalProblems(error)),
      });
    } else {
      create.mutate(OwnerArticleCreateSchema.parse(sent), {
        onSuccess: ({ id }) => navigate(`/gestion/articles/${id}`, { replace: true }),
        onError: (error) => setProblems(refusalProblems(error)),
      });
    }
  };

  const required = <span className={formStyles.required}>(obligatoire)</span>;
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Fiche de l’article">
      <Field label={<>Nom {required}</>} error={problems.nom}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={draft.nom}
            maxLength={160}
            onChange={(event) => set('nom', event.target.value)}
          />
        )}
      </Field>
      <Field label="Description" error={problems.description}>
        {(control) => (
          <textarea
            {...control}
            className={`input ${styles.description}`}
            value={draft.description}
            onChange={(event) => set('description', event.target.value)}
          />
        )}
      </Field>
      <div className={styles.pair}>
        <Field label={<>Prix (DT) {required}</>} error={problems.prix}>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="decimal"
              placeholder="89,900"
              value={draft.prix}
              onChange={(event) => set('prix', event.target.value)}
            />
          )}
        </Field>
        <Field label="Promotion (%)" error={problems.promo}>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              value={draft.promo}
              onChange={(event) => set('promo', event.target.value)}
            />
          )}
        </Field>
      </div>
      {article && (
        <p className={styles.price}>
          Prix en boutique : <strong>{formatDinars(article.prix_final)}</strong>
        </p>
      )}
      <Field label={<>Sous-catégorie {required}</>} error={problems.sub_category_id}>
        {(control) => (
          <select
            {...control}
            className="select"
            value={draft.sub_category_id}
            onChange={(event) => set('sub_category_id', event.target.value)}
          >
            <option value="">Choisir…</option>
            {categories.map((category) => (
              <optgroup key={category.id} label={category.nom}>
                {category.sub_categories.map((sub) => (
                  <option key={sub.id} value={sub.id}>
                    {sub.nom}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      <div className={styles.pair}>
        <Field label="Pour" error={problems.sex_id}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={draft.sex_id}
              onChange={(event) => set('sex_id', event.target.value)}
            >
              <option value="">Tous</option>
              {sexes.map((sex) => (
                <option key={sex.id} value={sex.id}>
                  {sex.type}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Collection" error={problems.collection_id}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={draft.collection_id}
              onChange={(event) => set('collection_id', event.target.value)}
            >
              <option value="">Aucune</option>
              {collections.map((collection) => (
                <option key={collection.id} value={collection.id}>
                  {collection.nom}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset
        className={styles.colors}
        aria-describedby={problems.color_ids ? 'article-colors-error' : undefined}
      >
        <legend className="field-label">Couleurs</legend>
        <div className={styles.swatches}>
          {colors.map((color) => (
            <label key={color.id} className={styles.swatch}>
              <input
                type="checkbox"
                checked={draft.color_ids.includes(color.id)}
                onChange={() => toggleColor(color.id)}
              />
              <span
                className={styles.dot}
                style={{ background: color.code_hexadecimal }}
                aria-hidden="true"
              />
              {color.nom}
            </label>
          ))}
        </div>
        {problems.color_ids && (
          <p id="article-colors-error" className="field-error">
            {problems.color_ids}
          </p>
        )}
      </fieldset>
      <label className={`beside-mark ${styles.visible}`}>
        <input
          type="checkbox"
          checked={draft.visible}
          onChange={(event) => set('visible', event.target.checked)}
        />
        <span>
          Visible en boutique
          <small>Décoché : l’article est masqué, jamais effacé (les commandes passées le gardent).</small>
        </span>
      </label>
      {problems.form && (
        <p role="alert" className="field-error">
          {problems.form}
        </p>
      )}
      <div className={formStyles.actions}>
        <button type="submit" className="btn" disabled={saving}>
          {article ? 'Enregistrer' : 'Créer l’article'}
        </button>
        {saved && (
          <p role="status" className={formStyles.done}>
            Enregistré : la boutique l’affiche déjà.
          </p>
        )}
      </div>
    </form>
  );
}

function ArticlePhotos({ id, name }: { id: number; name: string }) {
  const photos = useQuery(ownerArticlePhotosQueryOptions(id));
  return (
    <ConsoleCard name="photos" title="Photos">
      <PhotoUpload articleId={id} articleName={name} />
      {photos.data && <PhotoList article={photos.data} />}
    </ConsoleCard>
  );
}

/** An article's form: a new one (/gestion/articles/nouveau), or one of the catalogue with its sizes and photos. */
export function ArticleFormPage() {
  const { id: param } = useParams();
  const id = param === 'nouveau' ? undefined : Number(param);
  const article = useQuery({ ...ownerArticleQueryOptions(id ?? 0), enabled: id !== undefined });
  usePageMeta(id === undefined ? 'Console — nouvel article' : `Console — ${article.data?.nom ?? 'article'}`);

  return (
    <div className={styles.page}>
      <header>
        <Link to="/gestion/articles" className="link-caps">
          ← Articles
        </Link>
        <h1 className={styles.title}>
          {id === undefined ? 'Nouvel article' : (article.data?.nom ?? 'Article')}
        </h1>
        {article.data && !article.data.visible && <p className={styles.hidden}>Masqué de la boutique</p>}
      </header>
      {id !== undefined && article.isError ? (
        <p role="alert" className="field-error">
          {article.error.message}
        </p>
      ) : id !== undefined && !article.data ? (
        <div className="spinner" role="status" aria-label="Chargement de l’article" />
      ) : (
        <div className={styles.columns}>
          <ConsoleCard name="fiche" title="Fiche">
            <ArticleForm key={article.data?.id ?? 'nouveau'} article={article.data} />
          </ConsoleCard>
          {article.data ? (
            <div className={styles.side}>
              <ArticleSizes article={article.data} />
              <ArticlePhotos id={article.data.id} name={article.data.nom} />
            </div>
          ) : (
            <p className={styles.next}>
              Les tailles, le stock et les photos s’ajoutent une fois l’article créé.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
