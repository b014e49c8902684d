import type { ButtonHTMLAttributes } from 'react';
import styles from './remove-button.module.css';

/** The small round '×' that takes an image or a size out of a form; `aria-label` says which. */
export function RemoveButton({
  className,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> & { 'aria-label': string }) {
  return (
    <button
      type="button"
      className={[styles.remove, className].filter(Boolean).join(' ')}
      {...props}
    >
      ×
    </button>
  );
}
