import styles from './ornament.module.css';

/** The gold star above a heading that closes a journey (an order placed, an empty page). */
export function Ornament() {
  return (
    <span className={styles.ornament} aria-hidden="true">
      ✦
    </span>
  );
}
