import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EXPIRED_NOTE, LoginScreen } from '../../features/auth/login-screen';
import { logOut } from '../../lib/admin/api';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => adminMeta('Ingreso de administradores');

/** Where to go after signing in: back to the page whose session expired, else /admin. */
function returnPath(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/admin';
}

/** SPEC.md: /login, outside the shop layout; on success it goes to /admin. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const expired = params.get('sesion') === 'expirada';
  // Sign-out lands here (?salir=1) only once no unsaved form held the admin back; an expired
  // token is no use either. Both are dropped so every admin URL asks to sign in again.
  const dropSession = expired || params.get('salir') === '1';

  useEffect(() => {
    if (dropSession) logOut();
  }, [dropSession]);

  return (
    <LoginScreen
      note={expired ? EXPIRED_NOTE : undefined}
      onSignedIn={() => navigate(returnPath(params.get('volver')), { replace: true })}
    />
  );
}
