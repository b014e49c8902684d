import { AdminRouteError } from '../../components/admin/route-error';
import { LowStockPage, loadLowStock } from '../../features/dashboard/low-stock-page';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/low-stock';

export const meta: Route.MetaFunction = () => adminMeta('Stock bajo');
export const clientLoader = loadLowStock;
export const ErrorBoundary = AdminRouteError;

export default function LowStock({ loaderData }: Route.ComponentProps) {
  return <LowStockPage loaderData={loaderData} />;
}
