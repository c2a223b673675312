import { type OwnerOperationId, roleMayUse, STAFF_ROLE_LABELS } from '@vitrine/contracts';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useStaffRole } from '../api/session';
import { CONSOLE_HOME } from '../lib/console-paths';
import { homeOf } from '../lib/console-sections';
import frame from './console-page.module.css';
import styles from './role-gate.module.css';

function Refusal({ role }: { role: keyof typeof STAFF_ROLE_LABELS }) {
  usePageMeta('Console — accès refusé');
  return (
    <section className={styles.refusal} aria-labelledby="refusal-title">
      <h1 id="refusal-title" className={frame.title}>
        Accès refusé
      </h1>
      <p>
        Cette page n’est pas ouverte au rôle <strong>{STAFF_ROLE_LABELS[role]}</strong>. Demandez au
        propriétaire de la boutique si vous en avez besoin.
      </p>
      <Link className="btn" to={homeOf(role)}>
        Retour à mes commandes
      </Link>
    </section>
  );
}

/**
 * A console page open to the roles its route allows (OWNER_ROUTES): another role reads why not, and is
 * sent from the console's first page to its own.
 */
export function RoleGate({ operation, children }: { operation: OwnerOperationId; children: ReactNode }) {
  const role = useStaffRole();
  const { pathname } = useLocation();
  if (role === undefined || roleMayUse(role, operation)) return children;
  if (pathname === CONSOLE_HOME) return <Navigate to={homeOf(role)} replace />;
  return <Refusal role={role} />;
}
