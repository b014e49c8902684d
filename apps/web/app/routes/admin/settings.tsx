import { AdminRouteError } from '../../components/admin/route-error';
import { StoreSettingsPage, loadSettings } from '../../features/settings/store-settings-page';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = () => adminMeta('Ajustes de la tienda');
export const clientLoader = loadSettings;
export const ErrorBoundary = AdminRouteError;

export default function StoreSettings({ loaderData }: Route.ComponentProps) {
  return <StoreSettingsPage loaderData={loaderData} />;
}
