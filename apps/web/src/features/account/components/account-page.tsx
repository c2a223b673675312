import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './account-page.module.css';

interface AccountPageProps {
  title: string;
  /** The form, or what the shop answered once it was sent. */
  children: ReactNode;
  /** The way to the other account page, if it has something to offer. */
  other?: { text: string; to: string; label: string };
}

/** The frame of /Signup and /Signin: the title, the plain truth about accounts, then the page's own part. */
export function AccountPage({ title, children, other }: AccountPageProps) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.card}>
        <header className={styles.head}>
          <p className="eyebrow">Mon espace</p>
          <h1 className={styles.title}>{title}</h1>
        </header>
        {/* Said before the form: a visitor should not type a password to learn that none is needed. */}
        <div className={styles.noAccount}>
          <p className={styles.noAccountTitle}>Aucun compte n’est nécessaire pour commander.</p>
          <p>
            Les comptes clients ne sont pas encore ouverts : votre panier, vos favoris et vos commandes
            restent dans ce navigateur.{' '}
            <Link to="/VerifShop" className="link-underline">
              Vérifier la commande
            </Link>
          </p>
        </div>
        {children}
        {other && (
          <p className={styles.other}>
            {other.text}{' '}
            <Link to={other.to} className="link-underline">
              {other.label}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}

/** Said after a valid form: no account exists yet, and none is needed. */
export function AccountsNotOpen({ children }: { children: ReactNode }) {
  return (
    <div className={styles.notice} role="status">
      <p className={styles.noticeTitle}>Les comptes clients ne sont pas encore ouverts</p>
      <p>{children}</p>
      <div className={styles.noticeLinks}>
        <Link to="/VerifShop" className="btn">
          Vérifier la commande
        </Link>
        <Link to="/Profil" className="btn btn-outline">
          Mon espace
        </Link>
      </div>
    </div>
  );
}
