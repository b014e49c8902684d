import { AdminRouteError } from '../../components/admin/route-error';
import {
  CommissionTablePage,
  loadCommissionTable,
} from '../../features/products/commission-table-page';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/commission-table';

export const meta: Route.MetaFunction = () => adminMeta('Productos por encargo');
export const clientLoader = loadCommissionTable;
export const ErrorBoundary = AdminRouteError;

export default function CommissionTable({ loaderData }: Route.ComponentProps) {
  return <CommissionTablePage loaderData={loaderData} />;
}
