import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styles from './admin.module.css';

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A labelled form control with its message underneath. The control gets the id, aria-invalid
 * and aria-describedby, so screen readers read the message with the field.
 */
export function Field({
  label,
  error,
  hint,
  wide,
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  wide?: boolean;
  children: ReactElement<ControlProps>;
}) {
  const id = useId();
  const messageId = `${id}-mensaje`;
  const hintId = `${id}-ayuda`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const control = isValidElement(children)
    ? cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })
    : children;
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {control}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={messageId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message under a group of controls (a fieldset) rather than one input. */
export function FieldMessage({ error }: { error?: string }) {
  return error ? <p className={styles.error}>{error}</p> : null;
}
