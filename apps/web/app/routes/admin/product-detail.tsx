import type { ProductAnswer } from '@shop/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/admin/page-header';
import { ProductForm } from '../../features/products/product-form/product-form';
import { AdminRouteError } from '../../components/admin/route-error';
import { StatusBadge } from '../../components/admin/status-badge';
import { adminJson } from '../../lib/admin/api';
import { formatDateTime } from '../../lib/admin/dates';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/product-detail';
import { buttonClass } from '../../components/ui/button';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? loaderData.product.productName : 'Producto');

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return {
    product: await adminJson<ProductAnswer>(`/api/products/${encodeURIComponent(params.id)}`),
  };
}

export const ErrorBoundary = AdminRouteError;

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const [product, setProduct] = useState(loaderData.product);
  return (
    <>
      <PageHeader
        title={product.productName}
        subtitle={
          <>
            {product.disabled ? (
              <StatusBadge tone="bad">Desactivado</StatusBadge>
            ) : (
              <StatusBadge tone="ok">Activo</StatusBadge>
            )}{' '}
            Stock {product.stock} · {product.total_sales} vendidos · creado el{' '}
            {formatDateTime(product.createdAt)}
          </>
        }
      >
        <Link to="/producttable" className={buttonClass('outline')}>
          Volver a productos
        </Link>
        <Link to={`/productos/${product.id}/stock`} className={buttonClass('outline')}>
          Stock e historial
        </Link>
        {product.disabled ? null : (
          <Link to={`/producto/${product.slug}`} className={buttonClass('outline')} target="_blank">
            Ver en la tienda
          </Link>
        )}
      </PageHeader>
      <ProductForm key={product.id} kind="product" item={product} onSaved={setProduct} />
    </>
  );
}
