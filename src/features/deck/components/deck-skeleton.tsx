import styles from './deck-screen.module.css';

/** The card's place while the deck waits its 2 s and loads: the same box, so nothing moves when it arrives. */
export function DeckSkeleton() {
  return (
    <div className={styles.skeleton}>
      <div className={styles.skeletonCard} aria-hidden="true">
        <span className={styles.skeletonLine} />
        <span className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
      </div>
    </div>
  );
}
