import type { AlertAnswer, DashboardAnswer } from '@shop/domain';
import { Link } from 'react-router';
import { SectionIcon, visibleSections } from '../../components/admin/admin-sections';
import { AlertList } from '../../features/alerts/alert-list';
import { NewOrderAlertSettings } from '../../components/admin/new-orders';
import { DashboardPanel } from '../../features/dashboard/dashboard';
import styles from '../../features/dashboard/hub.module.css';
import { PageHeader } from '../../components/admin/page-header';
import { AdminRouteError } from '../../components/admin/route-error';
import { TransferSetupNotice } from '../../features/settings/transfer-setup-notice';
import { useAdminContext } from '../../lib/admin/admin-context';
import { adminJson } from '../../lib/admin/api';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/hub';

export const meta: Route.MetaFunction = () => adminMeta('Panel de administración');

export async function clientLoader() {
  const [dashboard, { alerts }] = await Promise.all([
    adminJson<DashboardAnswer>('/api/admin/dashboard'),
    adminJson<{ alerts: AlertAnswer[] }>('/api/alerts'),
  ]);
  return { dashboard, alerts };
}

export const ErrorBoundary = AdminRouteError;

/** /admin: what needs attention, the dashboard, then one tile per section (SPEC.md: products, orders, coupons, promotions, and the rest). */
export default function AdminHub({ loaderData }: Route.ComponentProps) {
  const context = useAdminContext();
  return (
    <>
      <PageHeader
        title="Panel de administración"
        subtitle={`Hola, ${context.admin}. ¿Qué querés gestionar hoy?`}
      />
      <AlertList alerts={loaderData.alerts} />
      <TransferSetupNotice />
      <DashboardPanel dashboard={loaderData.dashboard} />
      <NewOrderAlertSettings />
      <ul className={styles.tiles}>
        {visibleSections(context).map((section) => (
          <li key={section.to}>
            <Link to={section.to} className={styles.tile}>
              <span className={styles.tileIcon}>
                <SectionIcon path={section.icon} />
              </span>
              <h2 className={styles.tileTitle}>{section.label}</h2>
              <p className={styles.tileText}>{section.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
