import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './admin.module.css';

/** A modal dialog (native <dialog>): Escape and the close button call onClose. */
export function Modal({
  title,
  onClose,
  children,
  closeLabel = 'Cerrar',
}: {
  title: string;
  onClose?: () => void;
  children: ReactNode;
  closeLabel?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      <div className={styles.dialogBody}>
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          {onClose ? (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={closeLabel}
              onClick={onClose}
            >
              ×
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </dialog>
  );
}
