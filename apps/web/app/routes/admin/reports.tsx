import { AdminRouteError } from '../../components/admin/route-error';
import { SalesReportPage, loadSalesReport } from '../../features/dashboard/sales-report-page';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/reports';

export const meta: Route.MetaFunction = () => adminMeta('Reportes');
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadSalesReport(request.url);
export const ErrorBoundary = AdminRouteError;

export default function Reports({ loaderData }: Route.ComponentProps) {
  return <SalesReportPage loaderData={loaderData} />;
}
