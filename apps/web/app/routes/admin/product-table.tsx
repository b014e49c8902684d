import { AdminRouteError } from '../../components/admin/route-error';
import { ProductTablePage, loadProductTable } from '../../features/products/product-table-page';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/product-table';

export const meta: Route.MetaFunction = () => adminMeta('Productos');
export const clientLoader = loadProductTable;
export const ErrorBoundary = AdminRouteError;

export default function ProductTable({ loaderData }: Route.ComponentProps) {
  return <ProductTablePage loaderData={loaderData} />;
}
