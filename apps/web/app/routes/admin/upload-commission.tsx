import { PageHeader } from '../../components/admin/page-header';
import { ProductForm } from '../../features/products/product-form/product-form';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/upload-commission';

export const meta: Route.MetaFunction = () => adminMeta('Nuevo producto por encargo');

export default function UploadCommission() {
  return (
    <>
      <PageHeader
        title="Nuevo producto por encargo"
        subtitle="Se entrega entre 30 y 35 días hábiles después del pedido."
      />
      <ProductForm kind="commission" />
    </>
  );
}
