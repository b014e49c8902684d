import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { useSessionStore } from '../../lib/admin/session';
import { hasUnsavedChanges } from '../../lib/admin/unsaved-changes';
import styles from '../../components/admin/admin.module.css';
import { LoginForm } from './login-form';
import { Modal } from '../../components/admin/modal';
import { Button } from '../../components/ui/button';

export const SESSION_EXPIRED_TEXT = 'Volvé a ingresar: lo que escribiste sigue en la página.';

/**
 * When a call answers 401 the admin is sent to /login, unless a form holds unsaved edits: then
 * this dialog signs in again on the spot, over the kept form, with no leave-page question first
 * (issue 42 item 10), so the form can be saved without retyping anything.
 */
export function SessionExpired() {
  const expired = useSessionStore((state) => state.expired);
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const here = `${location.pathname}${location.search}`;
  const hereRef = useRef(here);
  hereRef.current = here;

  // Reads the page through a ref so that it stays one function (React Router's navigate is
  // stable): the effect below then runs only the moment the session ends, not on later renders.
  const goToLogin = useCallback(
    () => navigate(`/login?sesion=expirada&volver=${encodeURIComponent(hereRef.current)}`),
    [navigate],
  );

  useEffect(() => {
    if (expired && !hasUnsavedChanges()) void goToLogin();
  }, [expired, goToLogin]);

  if (!expired) return null;
  return (
    <Modal title="Tu sesión expiró">
      <p className={styles.muted}>{SESSION_EXPIRED_TEXT}</p>
      <LoginForm submitLabel="Volver a ingresar" onSignedIn={() => void revalidator.revalidate()} />
      <div className={styles.formActions}>
        <Button type="button" variant="ghost" onClick={() => void goToLogin()}>
          Ir al inicio de sesión
        </Button>
      </div>
    </Modal>
  );
}
