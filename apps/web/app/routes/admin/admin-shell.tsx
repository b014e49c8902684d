import { Outlet } from 'react-router';
import styles from '../../components/admin/admin-layout.module.css';
import { Toaster } from '../../components/toasts';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/admin-shell';

export const meta: Route.MetaFunction = () => adminMeta('Administración');

/**
 * Having a client loader and no server loader makes this branch render in the browser only:
 * the server sends the fallback below, never an admin screen.
 */
export function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return (
    <div className={styles.fallback} role="status">
      Cargando el panel…
    </div>
  );
}

export default function AdminShell() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
