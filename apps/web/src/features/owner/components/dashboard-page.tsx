import { useQuery } from '@tanstack/react-query';
import type { OwnerStats } from '@vitrine/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Field } from '@/components/ui/field';
import { usePageMeta } from '@/hooks/use-page-meta';
import { ownerStatsQueryOptions, type StatsPeriod } from '../api/stats';
import { toTunisInput } from '../lib/dates';
import {
  daysBefore,
  formatCount,
  formatDelay,
  formatDinarsText,
  formatLongDay,
  formatRate,
  formatShortDay,
} from '../lib/figures';
import styles from './dashboard-page.module.css';

const SPANS = [7, 30, 90] as const;
type Span = (typeof SPANS)[number];

/** The period as the address says it: `?jours=7|30|90` (30 by default), or `?du=&au=`. */
function useStatsPeriod() {
  const [params, setParams] = useSearchParams();
  const du = params.get('du') || undefined;
  const au = params.get('au') || undefined;
  const asked = Number(params.get('jours'));
  const span: Span | undefined = du || au ? undefined : (SPANS.find((each) => each === asked) ?? 30);
  let period: StatsPeriod = { du, au };
  if (span === 30) period = {};
  else if (span) {
    const today = toTunisInput(new Date()).slice(0, 10);
    period = { du: daysBefore(today, span - 1), au: today };
  }
  const choose = (next: { du: string; au: string }) => setParams(new URLSearchParams(next));
  return { period, span, du, au, choose };
}

function PeriodPicker({
  span,
  du,
  au,
  onDates,
}: {
  span: Span | undefined;
  du: string | undefined;
  au: string | undefined;
  onDates: (dates: { du: string; au: string }) => void;
}) {
  const [from, setFrom] = useState(du ?? '');
  const [to, setTo] = useState(au ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to) onDates({ du: from, au: to });
  };
  return (
    <section className={styles.picker} aria-label="Période">
      <ul className={styles.spans}>
        {SPANS.map((each) => (
          <li key={each}>
            <Link
              to={each === 30 ? '?' : `?jours=${each}`}
              aria-current={span === each ? 'true' : undefined}
              className={styles.span}
            >
              {each} jours
            </Link>
          </li>
        ))}
      </ul>
      <form className={styles.dates} onSubmit={submit} aria-label="Choisir deux dates">
        <Field label="Du">
          {(control) => (
            <input
              {...control}
              className="input"
              type="date"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              required
            />
          )}
        </Field>
        <Field label="Au">
          {(control) => (
            <input
              {...control}
              className="input"
              type="date"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              required
            />
          )}
        </Field>
        <button type="submit" className={`btn ${styles.show}`}>
          Afficher
        </button>
      </form>
    </section>
  );
}

interface Figure {
  label: string;
  value: (stats: OwnerStats) => string;
  definition: string;
}

// biome-ignore format: a table, one figure a line
const FIGURES: Figure[] = [
  { label: 'Commandes', value: (s) => formatCount(s.commandes), definition: 'Commandes passées sur la période.' },
  { label: 'Taux de confirmation', value: (s) => formatRate(s.taux_confirmation), definition: 'Commandes confirmées, sur celles qui ne sont plus en cours.' },
  { label: 'Taux de livraison', value: (s) => formatRate(s.taux_livraison), definition: 'Colis livrés, sur les colis livrés ou refusés.' },
  { label: 'Taux de refus', value: (s) => formatRate(s.taux_refus), definition: 'Colis refusés, sur les colis livrés ou refusés.' },
  { label: 'Chiffre livré', value: (s) => formatDinarsText(s.chiffre_livre), definition: 'Total des commandes livrées.' },
  { label: 'Panier moyen', value: (s) => formatDinarsText(s.panier_moyen), definition: 'Total moyen des commandes passées.' },
  { label: 'Premier appel', value: (s) => formatDelay(s.delai_premier_contact_median_min), definition: 'Délai médian entre la commande et le premier appel.' },
  { label: 'En cours', value: (s) => formatCount(s.en_cours), definition: 'Commandes pas encore confirmées ni annulées.' },
  { label: 'Confirmées', value: (s) => formatCount(s.confirmees), definition: 'Commandes confirmées un jour, même annulées depuis.' },
  { label: 'Expédiées', value: (s) => formatCount(s.expediees), definition: 'Commandes parties chez le livreur.' },
  { label: 'Livrées', value: (s) => formatCount(s.livrees), definition: 'Colis livrés et payés.' },
  { label: 'Refusées', value: (s) => formatCount(s.refusees), definition: 'Colis refusés à la livraison.' },
  { label: 'Annulées', value: (s) => formatCount(s.annulees), definition: 'Commandes annulées avant l’expédition.' },
];

function Figures({ stats }: { stats: OwnerStats }) {
  return (
    <dl className={styles.figures}>
      {FIGURES.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt className={styles.label}>{figure.label}</dt>
          <dd className={styles.value}>{figure.value(stats)}</dd>
          <dd className={styles.definition}>{figure.definition}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Orders and deliveries per day: bars for the eye, the same figures as a table for a screen reader. */
function DailyChart({ days }: { days: OwnerStats['par_jour'] }) {
  const top = Math.max(1, ...days.map((day) => day.commandes));
  const width = days.length * 10;
  return (
    <section className={styles.block} aria-labelledby="par-jour">
      <h2 id="par-jour" className={styles.heading}>
        Commandes et livraisons par jour
      </h2>
      <div className={styles.chart} aria-hidden="true">
        <p className={styles.legend}>
          <span className={styles.keyOrders} /> Commandes <span className={styles.keyDelivered} /> Livrées
          <span className={styles.top}>max. {top}</span>
        </p>
        <svg viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" className={styles.svg}>
          <title>Commandes et livraisons par jour</title>
          {days.map((day, index) => (
            <g key={day.date}>
              <rect
                x={index * 10 + 1}
                width={8}
                y={100 - (day.commandes / top) * 100}
                height={(day.commandes / top) * 100}
                className={styles.barOrders}
              />
              <rect
                x={index * 10 + 3}
                width={4}
                y={100 - (day.livrees / top) * 100}
                height={(day.livrees / top) * 100}
                className={styles.barDelivered}
              />
            </g>
          ))}
        </svg>
        <p className={styles.axis}>
          <span>{days[0] && formatShortDay(days[0].date)}</span>
          <span>{days.at(-1) && formatShortDay(days.at(-1)?.date ?? '')}</span>
        </p>
      </div>
      {/* Wrapped: a table keeps its columns' widths whatever width it is given. */}
      <div className="visually-hidden">
        <table>
          <caption>Commandes et livraisons par jour</caption>
          <thead>
            <tr>
              <th scope="col">Jour</th>
              <th scope="col">Commandes</th>
              <th scope="col">Livrées</th>
              <th scope="col">Chiffre livré</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatLongDay(day.date)}</th>
                <td>{day.commandes}</td>
                <td>{day.livrees}</td>
                <td>{formatDinarsText(day.chiffre_livre)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Regions({ regions }: { regions: OwnerStats['par_region'] }) {
  return (
    <section className={styles.block} aria-labelledby="par-region">
      <h2 id="par-region" className={styles.heading}>
        Par région
      </h2>
      {regions.length === 0 ? (
        <p className={styles.empty}>Aucune commande sur cette période.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Région</th>
              <th scope="col">Commandes</th>
              <th scope="col">Livrées</th>
              <th scope="col">Refusées</th>
              <th scope="col">Livraison</th>
            </tr>
          </thead>
          <tbody>
            {regions.map((region) => (
              <tr key={region.region}>
                <th scope="row">{region.region}</th>
                <td>{formatCount(region.commandes)}</td>
                <td>{formatCount(region.livrees)}</td>
                <td>{formatCount(region.refusees)}</td>
                <td>{formatRate(region.taux_livraison)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count > 1 ? 's' : ''}`;

function RefusedArticles({ articles }: { articles: OwnerStats['par_article'] }) {
  return (
    <section className={styles.block} aria-labelledby="par-article">
      <h2 id="par-article" className={styles.heading}>
        Articles les plus refusés
      </h2>
      {articles.length === 0 ? (
        <p className={styles.empty}>Aucun article commandé sur cette période.</p>
      ) : (
        <ol className={styles.articles} aria-labelledby="par-article">
          {articles.map((article) => (
            <li key={article.article_id} className={styles.article}>
              <span className={styles.articleName}>{article.nom}</span>
              <span className={styles.articleFigures}>
                {plural(article.refusees, 'refusée')} · {plural(article.commandes, 'commande')} ·{' '}
                {plural(article.livrees, 'livrée')}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** `/gestion/tableau-de-bord`: what became of the orders placed in a period, and where they went. */
export function DashboardPage() {
  usePageMeta('Console — tableau de bord');
  const { period, span, du, au, choose } = useStatsPeriod();
  const stats = useQuery(ownerStatsQueryOptions(period));
  const data = stats.data;

  return (
    <div className={styles.page}>
      <header>
        <p className="eyebrow">Console</p>
        <h1 className={styles.title}>Tableau de bord</h1>
        {data && (
          <p className={styles.period}>
            Commandes passées du {formatLongDay(data.du)} au {formatLongDay(data.au)}
          </p>
        )}
      </header>

      <PeriodPicker key={`${du}-${au}`} span={span} du={du} au={au} onDates={choose} />

      {stats.isError ? (
        <p role="alert" className="field-error">
          {stats.error.message}
        </p>
      ) : !data ? (
        <div className={styles.loading} role="status">
          <div className="spinner" />
          <span className="visually-hidden">Chargement des chiffres…</span>
        </div>
      ) : (
        <div className={styles.content} aria-busy={stats.isFetching}>
          <Figures stats={data} />
          <DailyChart days={data.par_jour} />
          <Regions regions={data.par_region} />
          <RefusedArticles articles={data.par_article} />
        </div>
      )}
    </div>
  );
}
