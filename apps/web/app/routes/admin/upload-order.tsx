import type { ProductAnswer } from '@shop/domain';
import { Link } from 'react-router';
import { OrderForm } from '../../features/orders/order-form/order-form';
import { PageHeader } from '../../components/admin/page-header';
import { AdminRouteError } from '../../components/admin/route-error';
import { adminJson } from '../../lib/admin/api';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/upload-order';
import { buttonClass } from '../../components/ui/button';

export const meta: Route.MetaFunction = () => adminMeta('Cargar orden');

export async function clientLoader() {
  return { products: await adminJson<ProductAnswer[]>('/api/products') };
}

export const ErrorBoundary = AdminRouteError;

export default function UploadOrder({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Cargar orden"
        subtitle="Los montos los calcula la tienda con sus precios, promociones y cupones."
      >
        <Link to="/orderstable" className={buttonClass('outline')}>
          Volver a órdenes
        </Link>
      </PageHeader>
      <OrderForm products={loaderData.products} />
    </>
  );
}
