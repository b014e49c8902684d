import { AdminRouteError } from '../../components/admin/route-error';
import { CustomersPageView, loadCustomers } from '../../features/customers/customers-page';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/customers';

export const meta: Route.MetaFunction = () => adminMeta('Clientes');
export const clientLoader = loadCustomers;
export const ErrorBoundary = AdminRouteError;

export default function Customers({ loaderData }: Route.ComponentProps) {
  return <CustomersPageView loaderData={loaderData} />;
}
