import type { ReactNode } from 'react';
import styles from './list-page.module.css';

export interface ListPageProps {
  title: string;
  /** Above the list: the premium banner, the matches' filter and search. */
  header?: ReactNode;
  children: ReactNode;
}

/** The frame of the four lists: the screen's heading, what sits above the list, the list. */
export function ListPage({ title, header, children }: ListPageProps) {
  return (
    <section className={styles.page} aria-labelledby="list-title">
      <h1 id="list-title" className={styles.title}>
        {title}
      </h1>
      {header}
      {children}
    </section>
  );
}
