import { useToastStore } from '../../store/toast-store';
import styles from './toaster.module.css';

/** The toast region, top-right; rendered once by the storefront layout. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismissToast = useToastStore((state) => state.dismissToast);
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label="Notificaciones">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`${styles.toast} ${toast.type === 'error' ? styles.error : styles.success}`}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {toast.type === 'error' ? (
              <path d="M7 7l10 10M17 7L7 17" />
            ) : (
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            )}
          </svg>
          <p className={styles.text}>{toast.text}</p>
          <button
            type="button"
            className={styles.close}
            aria-label="Cerrar aviso"
            onClick={() => dismissToast(toast.id)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M7 7l10 10M17 7L7 17" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
