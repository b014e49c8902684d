import type { ReactNode } from 'react';
import styles from './admin.module.css';
import headerStyles from './page-header.module.css';

/** A back-office page's title, an optional line below it and its main actions. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={headerStyles.pageHeader}>
      <div>
        <h1 className={headerStyles.pageTitle}>{title}</h1>
        {subtitle ? <p className={headerStyles.pageSubtitle}>{subtitle}</p> : null}
      </div>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </header>
  );
}
