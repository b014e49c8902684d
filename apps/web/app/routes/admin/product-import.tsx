import { AdminRouteError } from '../../components/admin/route-error';
import { ProductImportPage } from '../../features/products/product-import-page';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/product-import';

export const meta: Route.MetaFunction = () => adminMeta('Importar productos');
export const ErrorBoundary = AdminRouteError;

export default function ProductImport() {
  return <ProductImportPage />;
}
