import { useEffect, useState } from 'react';
import {
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useRevalidator,
} from 'react-router';
import { NewOrdersBadge, useNewOrders } from '../../components/admin/new-orders';
import { ADMIN_HOME, SectionIcon, visibleSections } from '../../components/admin/admin-sections';
import adminStyles from '../../components/admin/admin.module.css';
import styles from '../../components/admin/admin-layout.module.css';
import { EXPIRED_NOTE, LoginScreen } from '../../features/auth/login-screen';
import { SessionExpired } from '../../features/auth/session-expired';
import type { AdminContext } from '../../lib/admin/admin-context';
import { currentAdmin, errorMessage, readToken } from '../../lib/admin/api';
import type { Route } from './+types/admin-layout';
import { Button } from '../../components/ui/button';

/**
 * SPEC.md section 6: the admin check at start decides whether the admin routes exist. A stored
 * token the server refuses is an ended session, said so on the sign-in card.
 */
export async function clientLoader() {
  const hadToken = readToken() !== null;
  const who = await currentAdmin();
  return {
    admin: who?.username ?? null,
    owner: who?.owner ?? false,
    permissions: who?.permissions ?? [],
    expired: hadToken && !who,
  };
}

function Brand() {
  return (
    <Link to="/admin" className={styles.brand}>
      <svg
        className={styles.brandMark}
        viewBox="0 0 40 40"
        width="36"
        height="36"
        aria-hidden="true"
      >
        <circle cx="20" cy="20" r="18" fill="#111111" />
        <circle cx="20" cy="20" r="18" fill="none" stroke="#0b5cd5" strokeWidth="3" />
        <path d="M22.5 6 12 22.5h7L16.5 34 28 16.5h-7.2L22.5 6z" fill="#ffd400" />
      </svg>
      <span className={styles.brandText}>
        <span className={styles.brandName}>Tienda deportiva</span>
        <span className={styles.brandRole}>Administración</span>
      </span>
    </Link>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  if (!loaderData.admin) {
    return (
      <LoginScreen
        note={loaderData.expired ? EXPIRED_NOTE : undefined}
        onSignedIn={() => void revalidator.revalidate()}
      />
    );
  }
  return (
    <AdminFrame
      admin={loaderData.admin}
      owner={loaderData.owner === true}
      permissions={loaderData.permissions ?? []}
    />
  );
}

function AdminFrame({ admin, owner, permissions }: AdminContext) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const newOrders = useNewOrders();

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className={styles.shell}>
      <header className={styles.topbar}>
        <Brand />
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="admin-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menú
          <NewOrdersBadge count={newOrders?.count ?? 0} />
        </button>
      </header>
      {menuOpen ? (
        <button
          type="button"
          className={styles.backdrop}
          aria-label="Cerrar menú"
          onClick={() => setMenuOpen(false)}
        />
      ) : null}
      <aside
        id="admin-menu"
        className={`${styles.sidebar} ${menuOpen ? styles.sidebarOpen : ''}`}
        aria-label="Menú del panel"
      >
        <button
          type="button"
          className={styles.sidebarClose}
          aria-label="Cerrar menú"
          onClick={() => setMenuOpen(false)}
        >
          ×
        </button>
        <Brand />
        <nav className={styles.nav} aria-label="Secciones">
          <ul className={styles.navList}>
            {[ADMIN_HOME, ...visibleSections({ owner, permissions })].map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.to === '/admin'} className={styles.navLink}>
                  <SectionIcon path={section.icon} className={styles.navIcon} />
                  {section.label}
                  {section.to === '/orderstable' ? (
                    <NewOrdersBadge count={newOrders?.count ?? 0} />
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.sidebarFooter}>
          <p className={styles.who}>
            Sesión de <strong>{admin}</strong>
          </p>
          <Link to="/" className={styles.sideButton}>
            Ver la tienda
          </Link>
          <button
            type="button"
            className={styles.sideButton}
            onClick={() => void navigate('/login?salir=1')}
          >
            Cerrar sesión
          </button>
        </div>
      </aside>
      <div className={styles.content}>
        <main className={styles.main} id="contenido">
          <Outlet context={{ admin, owner, permissions } satisfies AdminContext} />
        </main>
      </div>
      <SessionExpired />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  const message = isRouteErrorResponse(error) ? String(error.data) : errorMessage(error);
  return (
    <div className={styles.fallback}>
      <div className={adminStyles.card}>
        <h1 className={adminStyles.cardTitle}>No se pudo abrir el panel</h1>
        <p role="alert">{message}</p>
        <Button type="button" variant="primary" onClick={() => void revalidator.revalidate()}>
          Reintentar
        </Button>
      </div>
    </div>
  );
}
