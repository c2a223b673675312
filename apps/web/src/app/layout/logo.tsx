import { Link } from 'react-router-dom';
import { SHOP } from '@/config/shop';
import styles from './logo.module.css';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link
      to="/"
      className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}
      aria-label={`${SHOP.name}, accueil`}
    >
      <span className={styles.word}>{SHOP.name}</span>
      <span className={styles.tag}>{SHOP.tagline}</span>
    </Link>
  );
}
