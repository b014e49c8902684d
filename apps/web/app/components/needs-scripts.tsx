import styles from './needs-scripts.module.css';

/**
 * Said only when the browser runs no scripts (issue 42 item 8): why a control beside it does
 * nothing, and what to do. Pages themselves render and link without scripts.
 */
export function NeedsScripts({ children }: { children: string }) {
  return (
    <noscript>
      <p className={styles.notice}>{children}</p>
    </noscript>
  );
}
