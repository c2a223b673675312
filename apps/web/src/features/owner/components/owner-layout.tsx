import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type OwnerSession, roleMayUse, STAFF_ROLE_LABELS } from '@vitrine/contracts';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SHOP } from '@/config/shop';
import { DocumentTitle } from '@/hooks/use-page-meta';
import { isUnauthorized } from '@/lib/api-client';
import { ownerMessagesQueryOptions } from '../api/messages';
import { ownerOrdersQueryOptions } from '../api/orders';
import { onOwnerSignedOut } from '../api/owner-request';
import { ownerKeys } from '../api/query-keys';
import { ownerSessionQueryOptions, useSignOut } from '../api/session';
import { useOwnerEvents } from '../hooks/use-owner-events';
import { CONSOLE_HOME, signInPath } from '../lib/console-paths';
import { CONSOLE_SECTIONS, homeOf } from '../lib/console-sections';
import { consoleTitle } from '../lib/console-title';
import { announceOrder } from '../lib/order-alerts';
import { AlertsButton } from './alerts-button';
import styles from './owner-layout.module.css';

const here = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`;

/** Any owner call refused for want of a session sends the owner to sign in, then back here. */
function useSignInOnExpiry() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const path = here(location);
  useEffect(
    () =>
      onOwnerSignedOut(() => {
        queryClient.removeQueries({ queryKey: ownerKeys.all });
        navigate(signInPath(path), { replace: true });
      }),
    [navigate, path, queryClient],
  );
}

function Count({ value, label }: { value: number | undefined; label: string }) {
  if (!value) return null;
  return (
    <span className={styles.count} title={label}>
      {value}
      <span className="visually-hidden"> {label}</span>
    </span>
  );
}

/** A section of the console, marked as the current page anywhere inside it. */
function Section({ to, children }: { to: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const path = `/gestion/${to}`;
  const current = pathname === path || pathname.startsWith(`${path}/`);
  const link = useRef<HTMLAnchorElement>(null);
  // On a phone the sections slide in one row: the open one is brought into it (nothing moves when wide).
  useEffect(() => {
    if (current) link.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current]);
  return (
    <Link ref={link} to={path} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

function ConsoleHeader({ session }: { session: OwnerSession }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { role } = session;
  const calls = roleMayUse(role, 'recordOrderCall');
  const waiting = useQuery(ownerOrdersQueryOptions({})).data?.counts['en cours'];
  const unread = useQuery({ ...ownerMessagesQueryOptions(), enabled: roleMayUse(role, 'listOwnerMessages') })
    .data?.unread;
  const counts: Partial<Record<string, { value: number | undefined; label: string }>> = {
    commandes: { value: calls ? waiting : undefined, label: 'à confirmer' },
    messages: { value: unread, label: 'non lus' },
  };
  // Signed in: the shop's live events keep the counts and lists current, and announce each new order.
  useOwnerEvents({ onNewOrder: announceOrder });
  const leave = () => signOut.mutate(undefined, { onSettled: () => navigate('/gestion/connexion') });
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {/* Named by what it shows (« Vitrine Console »): a label other than the visible words fails axe. */}
        <Link to={homeOf(role)} className={styles.brand}>
          <span className={styles.word}>{SHOP.name}</span> <span className={styles.console}>Console</span>
        </Link>
        {calls && waiting !== undefined && (
          <Link to={CONSOLE_HOME} className={styles.waiting}>
            <strong>{waiting}</strong> à confirmer
          </Link>
        )}
        <span className={styles.who}>
          {session.nom === STAFF_ROLE_LABELS[role] ? (
            <span className={styles.role}>{session.nom}</span>
          ) : (
            <>
              {session.nom} <span className={styles.role}>· {STAFF_ROLE_LABELS[role]}</span>
            </>
          )}
        </span>
        <button type="button" className={styles.signOut} onClick={leave} disabled={signOut.isPending}>
          Se déconnecter
        </button>
      </div>
      <nav className={styles.nav} aria-label="Console">
        {CONSOLE_SECTIONS.filter((section) => roleMayUse(role, section.operation)).map((section) => {
          const count = counts[section.to];
          return (
            <Section key={section.to} to={section.to}>
              {section.label} {count && <Count value={count.value} label={count.label} />}
            </Section>
          );
        })}
      </nav>
      <AlertsButton />
    </header>
  );
}

/**
 * The console's pages: whatever page is open, its tab reads « (3) Gestion » while 3 orders wait, so a
 * glance at the tab (or the phone's list of tabs) says how many.
 */
function ConsolePages() {
  const waiting = useQuery(ownerOrdersQueryOptions({})).data?.counts['en cours'];
  const titled = useCallback(() => consoleTitle(waiting), [waiting]);
  return (
    <DocumentTitle value={titled}>
      <Outlet />
    </DocumentTitle>
  );
}

/** The console's frame: signed in only; its own slim header instead of the storefront's. */
export function OwnerLayout() {
  const location = useLocation();
  const session = useQuery(ownerSessionQueryOptions());
  useSignInOnExpiry();

  if (session.isError && isUnauthorized(session.error))
    return <Navigate to={signInPath(here(location))} replace />;
  return (
    <div className={styles.shell}>
      <a href="#console" className="skip-link">
        Aller au contenu
      </a>
      {session.isSuccess && <ConsoleHeader session={session.data} />}
      <main id="console" tabIndex={-1} className={styles.main}>
        {session.isSuccess ? (
          <ConsolePages />
        ) : session.isError ? (
          <p role="alert" className={styles.problem}>
            {session.error.message}
          </p>
        ) : (
          <div className={styles.loading} role="status">
            <div className="spinner" />
            <span className="visually-hidden">Chargement…</span>
          </div>
        )}
      </main>
    </div>
  );
}
