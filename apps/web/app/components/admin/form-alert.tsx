import styles from './admin.module.css';

/**
 * What went wrong with the last save, in the server's Spanish words; stays until the next try.
 * SPEC.md's original only logged failures: an admin must see them.
 */
export function FormAlert({ message, onClose }: { message: string | null; onClose?: () => void }) {
  if (!message) return null;
  return (
    <div className={styles.alert} role="alert">
      <p className={styles.alertText}>{message}</p>
      {onClose ? (
        <button type="button" className={styles.buttonGhost} onClick={onClose}>
          Cerrar
        </button>
      ) : null}
    </div>
  );
}
