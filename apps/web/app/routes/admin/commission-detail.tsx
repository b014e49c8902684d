import type { CommissionAnswer } from '@shop/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/admin/page-header';
import { ProductForm } from '../../features/products/product-form/product-form';
import { AdminRouteError } from '../../components/admin/route-error';
import { StatusBadge } from '../../components/admin/status-badge';
import { adminJson } from '../../lib/admin/api';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/commission-detail';
import { buttonClass } from '../../components/ui/button';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? loaderData.commission.productName : 'Producto por encargo');

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return {
    commission: await adminJson<CommissionAnswer>(
      `/api/commissions/${encodeURIComponent(params.id)}`,
    ),
  };
}

export const ErrorBoundary = AdminRouteError;

export default function CommissionDetail({ loaderData }: Route.ComponentProps) {
  const [commission, setCommission] = useState(loaderData.commission);
  return (
    <>
      <PageHeader
        title={commission.productName}
        subtitle={
          <>
            <StatusBadge tone={commission.status === 'Activo' ? 'ok' : 'bad'}>
              {commission.status}
            </StatusBadge>{' '}
            Producto por encargo · creado el {commission.createdAt.slice(0, 10)}
          </>
        }
      >
        <Link to="/commissionstable" className={buttonClass('outline')}>
          Volver a por encargo
        </Link>
      </PageHeader>
      <ProductForm
        key={commission.id}
        kind="commission"
        item={commission}
        onSaved={setCommission}
      />
    </>
  );
}
