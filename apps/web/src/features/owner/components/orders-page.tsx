import { useQuery } from '@tanstack/react-query';
import {
  MESSAGES,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  type OrderState,
  OWNER_ORDERS_PAGE_SIZE,
} from '@vitrine/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { OrderStateBadge } from '@/components/order-state-badge';
import { Field } from '@/components/ui/field';
import { usePageMeta } from '@/hooks/use-page-meta';
import { type OrdersFilter, ordersCsvHref, ownerOrdersQueryOptions } from '../api/orders';
import { CONSOLE_HOME, orderPath } from '../lib/console-paths';
import { formatDateTime } from '../lib/dates';
import { formatDinars } from '../lib/money';
import frame from './console-page.module.css';
import styles from './orders-page.module.css';
import { Pager } from './pager';
import { SelectionBar } from './selection-bar';

const ALL = 'toutes';
type Tab = OrderState | typeof ALL;

/** The queue's filter as the address says it: « À confirmer » unless another tab is chosen. */
function useQueueFilter() {
  const [params, setParams] = useSearchParams();
  const etatParam = params.get('etat');
  const tab: Tab =
    etatParam === ALL ? ALL : (ORDER_STATES.find((state) => state === etatParam) ?? 'en cours');
  const filter: OrdersFilter = {
    etat: tab === ALL ? undefined : tab,
    q: params.get('q') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const hrefWith = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    const text = next.toString();
    return text ? `?${text}` : '?';
  };
  return { tab, filter, hrefWith, setParams };
}

function SearchForm({
  filter,
  onSearch,
}: {
  filter: OrdersFilter;
  onSearch: (values: { q: string; from: string; to: string }) => void;
}) {
  const [q, setQ] = useState(filter.q ?? '');
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The date inputs give AAAA-MM-JJ or nothing; the API checks the range again (OwnerOrdersQuerySchema).
    if (from && to && from > to) {
      setProblem(MESSAGES.dateRangeInvalid);
      return;
    }
    setProblem(undefined);
    onSearch({ q: q.trim(), from, to });
  };
  return (
    <form className={styles.search} onSubmit={submit} aria-label="Rechercher des commandes">
      <Field label="Référence, téléphone ou nom" className={styles.query}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            enterKeyHint="search"
          />
        )}
      </Field>
      <Field label="Du">
        {(control) => (
          <input
            {...control}
            className="input"
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
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
            // The range's error is the form's, said below the button; the second date is the one to fix.
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'orders-range-error' : undefined}
          />
        )}
      </Field>
      <button type="submit" className={`btn ${styles.submit}`}>
        Rechercher
      </button>
      {problem && (
        <p id="orders-range-error" className={`field-error ${styles.problem}`} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

/** The orders to deal with, newest first: a tab per state, a search and a date range. */
export function OrdersPage() {
  usePageMeta('Console — commandes');
  const location = useLocation();
  const { tab, filter, hrefWith, setParams } = useQueueFilter();
  // The orders chosen for their slips or a move, kept across tabs and pages until cleared.
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (reference: string, on: boolean) =>
    setChosen((before) => (on ? [...before, reference] : before.filter((each) => each !== reference)));
  const orders = useQuery(ownerOrdersQueryOptions(filter));
  const counts = orders.data?.counts;
  const totalPages = Math.ceil((orders.data?.total ?? 0) / OWNER_ORDERS_PAGE_SIZE);
  const tabs: Array<{ tab: Tab; label: string; count: number | undefined }> = [
    ...ORDER_STATES.map((state) => ({
      tab: state,
      label: ORDER_STATE_LABELS[state],
      count: counts?.[state],
    })),
    {
      tab: ALL,
      label: 'Toutes',
      count: counts && Object.values(counts).reduce((sum, count) => sum + count, 0),
    },
  ];

  return (
    <div className={`${frame.page} ${styles.page}`}>
      <header className={`${frame.head} ${styles.head}`}>
        <div>
          <p className="eyebrow">Console</p>
          <h1 className={frame.title}>Commandes</h1>
        </div>
        <div className={styles.headLinks}>
          <Link to={CONSOLE_HOME} className="btn">
            À appeler
          </Link>
          <a
            className="btn btn-outline"
            href={ordersCsvHref({ etat: filter.etat, from: filter.from, to: filter.to })}
            download
          >
            Exporter en CSV
          </a>
        </div>
      </header>

      <SearchForm
        key={`${filter.q}|${filter.from}|${filter.to}`}
        filter={filter}
        onSearch={(values) => setParams(new URLSearchParams(hrefWith({ ...values, page: 1 }).slice(1)))}
      />
      {(filter.from || filter.to) && (
        <p className={styles.range}>
          Export et liste : commandes {filter.from ? `du ${filter.from}` : 'depuis le début'}{' '}
          {filter.to ? `au ${filter.to}` : 'à aujourd’hui'}.
        </p>
      )}

      <nav className={styles.tabs} aria-label="États des commandes">
        {tabs.map((each) => (
          <Link
            key={each.tab}
            to={hrefWith({ etat: each.tab === 'en cours' ? undefined : each.tab, page: 1 })}
            aria-current={each.tab === tab ? 'page' : undefined}
            className={styles.tab}
          >
            {each.label}
            {each.count !== undefined && <span className={styles.tabCount}>{each.count}</span>}
          </Link>
        ))}
      </nav>

      {orders.isError ? (
        <p role="alert" className="field-error">
          {orders.error.message}
        </p>
      ) : !orders.data ? (
        <div className={frame.loading} role="status">
          <div className="spinner" />
          <span className="visually-hidden">Chargement des commandes…</span>
        </div>
      ) : orders.data.orders.length === 0 ? (
        <p className={frame.empty}>
          Aucune commande {tab === ALL ? '' : `« ${ORDER_STATE_LABELS[tab]} » `}
          {filter.q || filter.from || filter.to ? 'pour cette recherche.' : 'pour le moment.'}
        </p>
      ) : (
        <>
          {/* Column names for the wide table; each row's cells already say what they are when read. */}
          <div className={`small-caps ${styles.columns}`} aria-hidden="true">
            <span>Référence</span>
            <span>Date</span>
            <span>Client</span>
            <span>Téléphone</span>
            <span>Gouvernorat</span>
            <span className={styles.total}>Total</span>
            <span className={styles.state}>État</span>
          </div>
          <ol
            className={frame.list}
            aria-label={`Commandes ${tab === ALL ? '' : `« ${ORDER_STATE_LABELS[tab]} »`}`}
            aria-busy={orders.isFetching}
          >
            {orders.data.orders.map((order) => (
              <li key={order.reference} className={styles.item}>
                <input
                  type="checkbox"
                  className={styles.pick}
                  aria-label={`Choisir ${order.reference}`}
                  checked={chosen.includes(order.reference)}
                  onChange={(event) => toggle(order.reference, event.target.checked)}
                />
                <Link
                  to={orderPath(order.reference)}
                  state={{ queue: `${location.pathname}${location.search}` }}
                  className={styles.row}
                >
                  <span className={styles.reference}>{order.reference}</span>
                  <span className={styles.date}>{formatDateTime(order.created_at)}</span>
                  <span className={styles.name}>
                    {order.prenom} {order.nom}
                  </span>
                  <span className={styles.phone}>{order.numero_telephone}</span>
                  <span className={styles.region}>{order.region}</span>
                  <span className={styles.total}>{formatDinars(order.total)}</span>
                  <span className={styles.state}>
                    <OrderStateBadge etat={order.etat} tone="alert" />
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </>
      )}
      <Pager
        page={filter.page ?? 1}
        pages={totalPages}
        hrefFor={(page) => hrefWith({ page })}
        label="Pages des commandes"
      />
      {chosen.length > 0 && <SelectionBar references={chosen} onClear={() => setChosen([])} />}
    </div>
  );
}
