import styles from './admin.module.css';
import { Button } from '../ui/button';

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
        <Button type="button" variant="ghost" onClick={onClose}>
          Cerrar
        </Button>
      ) : null}
    </div>
  );
}
