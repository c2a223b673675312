import { useQuery } from '@tanstack/react-query';
import { type OwnerPromo, PROMO_REDUCTION, type PromoCreate } from '@vitrine/contracts';
import { type FormEvent, useState } from 'react';
import { Field } from '@/components/ui/field';
import { usePageMeta } from '@/hooks/use-page-meta';
import { ApiError } from '@/lib/api-client';
import { ownerPromosQueryOptions, useChangePromo, useCreatePromo } from '../api/promos';
import { formatDateTime, fromTunisInput, toTunisInput } from '../lib/dates';
import { refusalOf } from '../lib/refusal';
import { ConsoleCard } from './console-card';
import forms from './console-form.module.css';
import frame from './console-page.module.css';
import styles from './promos-page.module.css';

/** What the form holds, as typed: every field is text, the dates in Tunis time (`datetime-local`). */
interface PromoDraft {
  code: string;
  reduction: string;
  starts_at: string;
  ends_at: string;
  usage_limit: string;
  active: boolean;
}

const EMPTY: PromoDraft = {
  code: '',
  reduction: '',
  starts_at: '',
  ends_at: '',
  usage_limit: '',
  active: true,
};

const draftOf = (promo: OwnerPromo): PromoDraft => ({
  code: promo.code,
  reduction: String(promo.reduction),
  starts_at: promo.starts_at ? toTunisInput(new Date(promo.starts_at)) : '',
  ends_at: promo.ends_at ? toTunisInput(new Date(promo.ends_at)) : '',
  usage_limit: promo.usage_limit === null ? '' : String(promo.usage_limit),
  active: promo.active,
});

/** The draft as the API reads it: an empty date or limit is none (null), the API checks the rest. */
const bodyOf = (draft: PromoDraft): PromoCreate => ({
  code: draft.code,
  reduction: draft.reduction,
  starts_at: draft.starts_at ? (fromTunisInput(draft.starts_at) ?? draft.starts_at) : null,
  ends_at: draft.ends_at ? (fromTunisInput(draft.ends_at) ?? draft.ends_at) : null,
  usage_limit: draft.usage_limit === '' ? null : draft.usage_limit,
  active: draft.active,
});

/** Where the code stands today, as the checkout would answer it. */
function standing(promo: OwnerPromo, now: number): { label: string; tone: 'on' | 'off' } {
  if (!promo.active) return { label: 'Désactivé', tone: 'off' };
  if (promo.ends_at && Date.parse(promo.ends_at) <= now) return { label: 'Expiré', tone: 'off' };
  if (promo.starts_at && Date.parse(promo.starts_at) > now) return { label: 'À venir', tone: 'off' };
  if (promo.usage_limit !== null && promo.usage_count >= promo.usage_limit)
    return { label: 'Épuisé', tone: 'off' };
  return { label: 'Actif', tone: 'on' };
}

function windowOf(promo: OwnerPromo): string {
  if (promo.starts_at && promo.ends_at)
    return `Du ${formatDateTime(promo.starts_at)} au ${formatDateTime(promo.ends_at)}`;
  if (promo.starts_at) return `À partir du ${formatDateTime(promo.starts_at)}`;
  if (promo.ends_at) return `Jusqu’au ${formatDateTime(promo.ends_at)}`;
  return 'Sans date limite';
}

const usesOf = (promo: OwnerPromo) =>
  `${promo.usage_count} utilisation${promo.usage_count > 1 ? 's' : ''}${
    promo.usage_limit === null ? '' : ` sur ${promo.usage_limit}`
  }`;

function PromoForm({ editing, onDone }: { editing: OwnerPromo | undefined; onDone: () => void }) {
  const [draft, setDraft] = useState<PromoDraft>(editing ? draftOf(editing) : EMPTY);
  const create = useCreatePromo();
  const change = useChangePromo();
  const saving = editing ? change : create;
  const [saved, setSaved] = useState<string>();
  const set = (field: keyof PromoDraft) => (value: string | boolean) =>
    setDraft((before) => ({ ...before, [field]: value }));
  const fieldError = (field: string) =>
    saving.error instanceof ApiError ? saving.error.fieldErrors[field]?.[0] : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(undefined);
    const body = bodyOf(draft);
    const done = () => {
      setSaved(
        editing
          ? `${draft.code.trim().toUpperCase()} : enregistré.`
          : `${body.code.trim().toUpperCase()} : code créé.`,
      );
      if (!editing) setDraft(EMPTY);
      onDone();
    };
    if (editing) change.mutate({ id: editing.id, change: body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  };
  // The field a refusal names says it there; any other refusal is said under the button.
  const general =
    saving.error &&
    !(saving.error instanceof ApiError && Object.keys(saving.error.fieldErrors).some((f) => f !== '_'))
      ? refusalOf(saving.error, '_')
      : undefined;

  return (
    <form
      className={forms.form}
      onSubmit={submit}
      noValidate
      aria-label={editing ? `Modifier ${editing.code}` : 'Nouveau code'}
    >
      <div className={styles.pair}>
        <Field label="Code" error={fieldError('code')}>
          {(control) => (
            <input
              {...control}
              className={`input ${styles.codeInput}`}
              value={draft.code}
              onChange={(event) => set('code')(event.target.value)}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
            />
          )}
        </Field>
        <Field label="Réduction (%)" error={fieldError('reduction')}>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              value={draft.reduction}
              onChange={(event) => set('reduction')(event.target.value)}
              placeholder={`${PROMO_REDUCTION.min} à ${PROMO_REDUCTION.max}`}
            />
          )}
        </Field>
      </div>
      <div className={styles.pair}>
        <Field
          label={
            <>
              Début <span className={forms.optional}>(facultatif)</span>
            </>
          }
          error={fieldError('starts_at')}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="datetime-local"
              value={draft.starts_at}
              onChange={(event) => set('starts_at')(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={
            <>
              Fin <span className={forms.optional}>(facultatif)</span>
            </>
          }
          error={fieldError('ends_at')}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="datetime-local"
              value={draft.ends_at}
              onChange={(event) => set('ends_at')(event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field
        label={
          <>
            Utilisations au plus <span className={forms.optional}>(facultatif)</span>
          </>
        }
        hint="Vide : sans limite. Les utilisations sont comptées par les commandes."
        error={fieldError('usage_limit')}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="numeric"
            value={draft.usage_limit}
            onChange={(event) => set('usage_limit')(event.target.value)}
          />
        )}
      </Field>
      <label className={`beside-mark ${styles.check}`}>
        <input
          type="checkbox"
          checked={draft.active}
          onChange={(event) => set('active')(event.target.checked)}
        />
        <span>Actif : la boutique accepte ce code</span>
      </label>
      <div className={forms.actions}>
        <button type="submit" className="btn" disabled={saving.isPending}>
          {editing ? 'Enregistrer' : 'Créer le code'}
        </button>
        {editing && (
          <button type="button" className="btn btn-outline" onClick={onDone}>
            Annuler
          </button>
        )}
      </div>
      {general && (
        <p className="field-error" role="alert">
          {general}
        </p>
      )}
      {saved && (
        <p className={forms.done} role="status">
          {saved}
        </p>
      )}
    </form>
  );
}

function PromoItem({ promo, now, onEdit }: { promo: OwnerPromo; now: number; onEdit: () => void }) {
  const change = useChangePromo();
  const { label, tone } = standing(promo, now);
  return (
    <li className={styles.item} data-tone={tone} aria-labelledby={`promo-${promo.id}`}>
      <div className={styles.top}>
        <span id={`promo-${promo.id}`} className={`lining-figures ${styles.code}`}>
          {promo.code}
        </span>
        <span className={styles.reduction}>−{promo.reduction} %</span>
      </div>
      <span className={styles.state} data-tone={tone}>
        {label}
      </span>
      <span className={styles.window}>{windowOf(promo)}</span>
      <span className={styles.uses}>{usesOf(promo)}</span>
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" onClick={onEdit}>
          Modifier <span className="visually-hidden">{promo.code}</span>
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={change.isPending}
          onClick={() => change.mutate({ id: promo.id, change: { active: !promo.active } })}
        >
          {promo.active ? 'Désactiver' : 'Activer'} <span className="visually-hidden">{promo.code}</span>
        </button>
      </div>
      {change.error && (
        <p className="field-error" role="alert">
          {refusalOf(change.error, 'active')}
        </p>
      )}
    </li>
  );
}

/** The shop's promo codes: their uses and where they stand, a new one, a change. */
export function PromosPage() {
  usePageMeta('Console — codes promo');
  const promos = useQuery(ownerPromosQueryOptions());
  const [editing, setEditing] = useState<OwnerPromo>();
  const now = promos.dataUpdatedAt || Date.now();
  return (
    <div className={`${frame.page} ${styles.page}`}>
      <header className={frame.head}>
        <div>
          <p className="eyebrow">Console</p>
          <h1 className={frame.title}>Codes promo</h1>
        </div>
      </header>
      <div className={`${frame.columns} ${styles.columns}`}>
        <ConsoleCard name="promo-form" title={editing ? `Modifier ${editing.code}` : 'Nouveau code'}>
          <PromoForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(undefined)} />
        </ConsoleCard>
        <section aria-labelledby="promos-title" className={styles.listSection}>
          <h2 id="promos-title" className="small-caps">
            Codes de la boutique
          </h2>
          {promos.isError ? (
            <p role="alert" className="field-error">
              {promos.error.message}
            </p>
          ) : !promos.data ? (
            <div className={frame.loading} role="status">
              <div className="spinner" />
              <span className="visually-hidden">Chargement des codes…</span>
            </div>
          ) : promos.data.promos.length === 0 ? (
            <p className={frame.empty}>Aucun code promo pour le moment.</p>
          ) : (
            <ul className={frame.list} aria-label="Codes promo">
              {promos.data.promos.map((promo) => (
                <PromoItem
                  key={promo.id}
                  promo={promo}
                  now={now}
                  onEdit={() => {
                    setEditing(promo);
                    window.scrollTo({ top: 0, behavior: 'smooth' });
                  }}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
