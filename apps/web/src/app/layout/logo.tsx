import { Link } from 'react-router-dom';
import { SHOP } from '@/config/shop';
import styles from './logo.module.css';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link
      to="/"
      className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}
      // The words shown first (voice control finds the link by them), then where it leads.
      aria-label={`${SHOP.name} ${SHOP.tagline}, accueil`}
    >
      <span className={styles.word}>{SHOP.name}</span> <span className={styles.tag}>{SHOP.tagline}</span>
    </Link>
  );
}
