import { validateNewsletterEmail } from '@shop/domain';
import { useId, useState, type FormEvent } from 'react';
import styles from './newsletter-form.module.css';

/** SPEC.md section 5: the footer box checks the address locally; nothing is sent. */
export const SUBSCRIBED_TEXT = 'Sucrito!';

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  function subscribe(event: FormEvent) {
    event.preventDefault();
    const result = validateNewsletterEmail(email);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setEmail('');
    setError(null);
    setSubscribed(true);
  }

  if (subscribed) {
    return (
      <p className={styles.done} role="status">
        {SUBSCRIBED_TEXT}
      </p>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={subscribe}>
      <label htmlFor={`${id}-email`} className={styles.label}>
        Recibí novedades y ofertas exclusivas
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="tu@email.com"
          value={email}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
        <button type="submit" className={styles.button}>
          Suscribirme
        </button>
      </div>
      <p id={errorId} className={styles.error} aria-live="polite">
        {error}
      </p>
    </form>
  );
}
