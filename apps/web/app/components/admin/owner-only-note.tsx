import type { ReactNode } from 'react';
import styles from './owner-only-note.module.css';

/** Why a screen is read-only or empty for an admin who is not Dueño, said before anything else. */
export function OwnerOnlyNote({ children }: { children: ReactNode }) {
  return (
    <p className={styles.note} role="note">
      {children}
    </p>
  );
}
