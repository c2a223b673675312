import { useQuery } from '@tanstack/react-query';
import { OWNER_CLIENTS_PAGE_SIZE } from '@vitrine/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Field } from '@/components/ui/field';
import { usePageMeta } from '@/hooks/use-page-meta';
import { type CustomersFilter, ownerClientsQueryOptions } from '../api/customers';
import { customerPath } from '../lib/console-paths';
import { formatPhone } from '../lib/customer-phone';
import frame from './console-page.module.css';
import { CustomerBlockedBadge } from './customer-blocked-badge';
import { CustomerTally } from './customer-tally';
import styles from './customers-page.module.css';
import { Pager } from './pager';

/** The search and the page as the address says them. */
function useCustomersFilter() {
  const [params, setParams] = useSearchParams();
  const filter: CustomersFilter = {
    q: params.get('q')?.trim() || undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const hrefFor = ({ q = filter.q, page = 1 }: Partial<CustomersFilter>) => {
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    if (page > 1) next.set('page', String(page));
    const text = next.toString();
    return text ? `?${text}` : '?';
  };
  return { filter, hrefFor, setParams };
}

function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={styles.search} onSubmit={submit} aria-label="Rechercher un client">
      <Field label="Nom, téléphone ou e-mail" className={styles.query}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            enterKeyHint="search"
            autoComplete="off"
          />
        )}
      </Field>
      <button type="submit" className={`btn ${styles.submit}`}>
        Rechercher
      </button>
    </form>
  );
}

const ordersCount = (count: number) => `${count} commande${count > 1 ? 's' : ''}`;

/** `/gestion/clients`: every phone that ordered, latest order first, found by name, phone or e-mail. */
export function CustomersPage() {
  usePageMeta('Console — clients');
  const location = useLocation();
  const { filter, hrefFor, setParams } = useCustomersFilter();
  const customers = useQuery(ownerClientsQueryOptions(filter));
  const pages = Math.ceil((customers.data?.total ?? 0) / OWNER_CLIENTS_PAGE_SIZE);

  return (
    <div className={`${frame.page} ${styles.page}`}>
      <header>
        <p className="eyebrow">Console</p>
        <h1 className={frame.title}>Clients</h1>
      </header>

      <SearchForm
        key={filter.q ?? ''}
        q={filter.q ?? ''}
        onSearch={(q) => setParams(new URLSearchParams(hrefFor({ q, page: 1 }).slice(1)))}
      />

      {customers.isError ? (
        <p role="alert" className="field-error">
          {customers.error.message}
        </p>
      ) : !customers.data ? (
        <div className={frame.loading} role="status">
          <div className="spinner" />
          <span className="visually-hidden">Chargement des clients…</span>
        </div>
      ) : customers.data.clients.length === 0 ? (
        <p className={frame.empty}>
          {filter.q ? `Aucun client pour « ${filter.q} ».` : 'Aucun client pour le moment.'}
        </p>
      ) : (
        <>
          <p className={styles.total}>
            {customers.data.total} client{customers.data.total > 1 ? 's' : ''}
            {filter.q ? ` pour « ${filter.q} »` : ''}
          </p>
          <ol className={frame.list} aria-label="Clients" aria-busy={customers.isFetching}>
            {customers.data.clients.map((customer) => (
              <li key={customer.telephone}>
                <Link
                  to={customerPath(customer.telephone)}
                  state={{ list: `${location.pathname}${location.search}` }}
                  className={styles.row}
                >
                  <span className={styles.name}>
                    {customer.prenom} {customer.nom}
                  </span>
                  {customer.bloque && (
                    <span className={styles.blocked}>
                      <CustomerBlockedBadge />
                    </span>
                  )}
                  <span className={styles.phone}>{formatPhone(customer.telephone)}</span>
                  <span className={styles.orders}>{ordersCount(customer.commandes)}</span>
                  <CustomerTally tally={customer} className={styles.tally} />
                </Link>
              </li>
            ))}
          </ol>
        </>
      )}
      <Pager
        page={filter.page}
        pages={pages}
        hrefFor={(page) => hrefFor({ page })}
        label="Pages des clients"
      />
    </div>
  );
}
