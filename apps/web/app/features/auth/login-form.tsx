import { loginSchema } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage, logIn } from '../../lib/admin/api';
import styles from '../../components/admin/admin.module.css';
import { Field } from '../../components/admin/field';
import { Button } from '../../components/ui/button';

/**
 * Username and password, checked by POST /api/login; the token is kept in localStorage
 * (userToken) by logIn. A wrong pair shows SPEC.md's message; what was typed stays.
 */
export function LoginForm({
  onSignedIn,
  submitLabel = 'Ingresar',
}: {
  onSignedIn: () => void;
  submitLabel?: string;
}) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ username, password });
    if (!parsed.success) {
      const errors: { username?: string; password?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'username' || field === 'password') errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await logIn(parsed.data.username, parsed.data.password);
      onSignedIn();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Ingreso de administradores">
      {failure ? (
        <div className={styles.alert} role="alert">
          <p className={styles.alertText}>{failure}</p>
        </div>
      ) : null}
      <div className={styles.formGrid}>
        <Field label="Username" error={fieldErrors.username} wide>
          <input
            className={styles.input}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </Field>
        <Field label="Password" error={fieldErrors.password} wide>
          <input
            className={styles.input}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
      </div>
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? 'Ingresando…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
