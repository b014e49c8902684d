import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './admin.module.css';
import dialogStyles from './modal.module.css';

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
      className={dialogStyles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      <div className={dialogStyles.dialogBody}>
        <div className={dialogStyles.dialogHeader}>
          <h2 id={titleId} className={dialogStyles.dialogTitle}>
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
