import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './login-screen.module.css';
import { LoginForm } from './login-form';

/** The sign-in card's note when a stored token was refused (it expired or was revoked). */
export const EXPIRED_NOTE = 'Tu sesión expiró. Ingresá de nuevo para continuar.';

/** The sign-in card, alone on the page: /login, and any admin URL without a session. */
export function LoginScreen({ onSignedIn, note }: { onSignedIn: () => void; note?: ReactNode }) {
  return (
    <div className={styles.loginPage}>
      <section className={styles.loginCard} aria-labelledby="login-titulo">
        <p className={styles.loginBrand}>Tienda deportiva</p>
        <h1 id="login-titulo" className={styles.loginTitle}>
          Administración
        </h1>
        {note ? <p className={styles.loginNote}>{note}</p> : null}
        <LoginForm onSignedIn={onSignedIn} />
        <p className={styles.loginBack}>
          <Link to="/">Volver a la tienda</Link>
        </p>
      </section>
    </div>
  );
}
