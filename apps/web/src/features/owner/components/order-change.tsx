import {
  GOVERNORATES,
  MESSAGES,
  type OrderChange as OrderChangeRequest,
  OrderChangeSchema,
  type OwnerOrder,
} from '@vitrine/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Field } from '@/components/ui/field';
import { TrashIcon } from '@/components/ui/icons';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { ApiError } from '@/lib/api-client';
import { useChangeOrder } from '../api/order';
import { formatDinars } from '../lib/money';
import formStyles from './console-form.module.css';
import styles from './order-change.module.css';

type Line = OwnerOrder['items'][number];
type Problems = Partial<Record<'adresse' | 'region' | 'code_postal' | 'lignes' | 'form', string>>;

const lineKey = (line: Pick<Line, 'article_id' | 'article_detail_id'>) =>
  `${line.article_id}-${line.article_detail_id ?? ''}`;

const sameLines = (before: Line[], after: Line[]) =>
  before.length === after.length &&
  before.every(
    (line, index) =>
      lineKey(line) === lineKey(after[index] as Line) && line.quantite === after[index]?.quantite,
  );

/** Only what changed: the address's fields the owner edited, the lines when one moved. */
function changeOf(
  order: OwnerOrder,
  form: { adresse: string; region: string; code_postal: string; lines: Line[] },
) {
  const { livraison } = order;
  const change: OrderChangeRequest = {};
  if (form.adresse.trim() !== livraison.adresse) change.adresse = form.adresse.trim();
  if (form.region !== livraison.region) change.region = form.region;
  if (form.code_postal.trim() && form.code_postal.trim() !== (livraison.code_postal ?? ''))
    change.code_postal = form.code_postal.trim();
  if (!sameLines(order.items, form.lines))
    change.lignes = form.lines.map((line) => ({
      article_id: line.article_id,
      article_detail_id: line.article_detail_id ?? undefined,
      quantite: line.quantite,
    }));
  return change;
}

const FIELDS = ['adresse', 'region', 'code_postal', 'lignes'] as const;
const fieldOf = (path: string | number | symbol | undefined): keyof Problems =>
  FIELDS.find((field) => field === String(path ?? '').split('.')[0]) ?? 'form';

function ChangeForm({
  order,
  onDone,
  onClose,
}: {
  order: OwnerOrder;
  onDone: (order: OwnerOrder) => void;
  onClose: () => void;
}) {
  const id = useId();
  const change = useChangeOrder(order.reference);
  const [adresse, setAdresse] = useState(order.livraison.adresse);
  const [region, setRegion] = useState(order.livraison.region);
  const [codePostal, setCodePostal] = useState(order.livraison.code_postal ?? '');
  const [lines, setLines] = useState(order.items);
  const [problems, setProblems] = useState<Problems>({});
  // An order placed before the list of gouvernorats keeps its region among the choices.
  const known: readonly string[] = GOVERNORATES;
  const regions = known.includes(order.livraison.region) ? known : [order.livraison.region, ...known];

  const setQuantity = (key: string, quantite: number) =>
    setLines((current) => current.map((line) => (lineKey(line) === key ? { ...line, quantite } : line)));
  const remove = (key: string) => setLines((current) => current.filter((line) => lineKey(line) !== key));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = changeOf(order, { adresse, region, code_postal: codePostal, lines });
    const parsed = OrderChangeSchema.safeParse(request);
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) found[fieldOf(issue.path[0])] ??= issue.message;
      setProblems(found);
      return;
    }
    setProblems({});
    change.mutate(request, {
      onSuccess: onDone,
      onError: (error) => {
        if (!(error instanceof ApiError)) return setProblems({ form: MESSAGES.internalError });
        const found: Problems = { form: error.message };
        for (const [path, messages] of Object.entries(error.fieldErrors))
          found[fieldOf(path)] ??= messages[0];
        setProblems(found);
      },
    });
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={formStyles.question}>
        Ce que le client change
      </h3>
      <Field label="Adresse" error={problems.adresse}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={adresse}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => setAdresse(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.pair}>
        <Field label="Région" error={problems.region}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={region}
              onChange={(event) => setRegion(event.target.value)}
            >
              {regions.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Code postal" error={problems.code_postal}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={codePostal}
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
              onChange={(event) => setCodePostal(event.target.value)}
            />
          )}
        </Field>
      </div>
      <fieldset className={styles.lines} aria-describedby={problems.lignes ? `${id}-lines` : undefined}>
        <legend className="field-label">Articles</legend>
        <ul className={styles.lineList}>
          {lines.map((line) => (
            <li key={lineKey(line)} className={styles.line}>
              <span className={styles.lineName}>
                {line.nom}
                <span className={styles.each}>{formatDinars(line.prix_unitaire)} l’unité</span>
              </span>
              <QuantityStepper
                nom={line.nom}
                quantite={line.quantite}
                onChange={(quantite) => setQuantity(lineKey(line), quantite)}
              />
              <button type="button" className={styles.remove} onClick={() => remove(lineKey(line))}>
                <TrashIcon /> Retirer <span className="visually-hidden">{line.nom}</span>
              </button>
            </li>
          ))}
        </ul>
        {problems.lignes && (
          <p id={`${id}-lines`} className="field-error">
            {problems.lignes}
          </p>
        )}
      </fieldset>
      {problems.form && (
        <p className="field-error" role="alert">
          {problems.form}
        </p>
      )}
      <div className={formStyles.actions}>
        <button type="submit" className="btn" disabled={change.isPending}>
          {change.isPending ? 'Enregistrement…' : 'Enregistrer les modifications'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose} disabled={change.isPending}>
          Retour
        </button>
      </div>
    </form>
  );
}

/**
 * « Modifier la commande » while it is « en cours » or « confirmée »: the address and the lines'
 * quantities as the customer says on the phone. The shop prices the change; the new totals are its answer's.
 */
export function OrderChange({ order }: { order: OwnerOrder }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string>();
  return (
    <section className={styles.change} aria-labelledby="order-change-title">
      <h2 id="order-change-title" className={styles.heading}>
        Modifier la commande
      </h2>
      {done && (
        <p className={formStyles.done} role="status">
          {done}
        </p>
      )}
      {open ? (
        <ChangeForm
          order={order}
          onDone={(changed) => {
            setOpen(false);
            setDone(`Commande modifiée : nouveau total ${formatDinars(changed.total)}.`);
          }}
          onClose={() => setOpen(false)}
        />
      ) : (
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            setDone(undefined);
            setOpen(true);
          }}
        >
          Modifier l’adresse ou les articles
        </button>
      )}
    </section>
  );
}
