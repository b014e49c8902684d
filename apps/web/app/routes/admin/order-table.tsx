import { AdminRouteError } from '../../components/admin/route-error';
import { OrderTablePage, loadOrderTable } from '../../features/orders/order-table-page';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/order-table';

export const meta: Route.MetaFunction = () => adminMeta('Órdenes');
export const clientLoader = loadOrderTable;
export const ErrorBoundary = AdminRouteError;

export default function OrderTable({ loaderData }: Route.ComponentProps) {
  return <OrderTablePage loaderData={loaderData} />;
}
