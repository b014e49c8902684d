import { AdminRouteError } from '../../components/admin/route-error';
import {
  ProductStockPage,
  loadProductStock,
} from '../../features/products/stock/product-stock-page';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/product-stock';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Stock de ${loaderData.stock.productName}` : 'Stock');
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => loadProductStock(params.id);
export const ErrorBoundary = AdminRouteError;

export default function ProductStock({ loaderData }: Route.ComponentProps) {
  return <ProductStockPage key={loaderData.stock.id} loaderData={loaderData} />;
}
