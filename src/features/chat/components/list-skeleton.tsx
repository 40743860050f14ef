import styles from './list-skeleton.module.css';

/** The conversation's shape while it loads: bubbles on both sides, no layout jump when it arrives. */
export function ListSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {['theirs', 'mine', 'theirs', 'mine', 'mine', 'theirs'].map((side, index) => (
        <span key={index} className={`${styles.bubble} ${styles[side]}`} style={{ inlineSize: `${40 + ((index * 17) % 35)}%` }} />
      ))}
    </div>
  );
}
