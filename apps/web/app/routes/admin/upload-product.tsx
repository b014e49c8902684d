import { PageHeader } from '../../components/admin/page-header';
import { ProductForm } from '../../features/products/product-form/product-form';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/upload-product';

export const meta: Route.MetaFunction = () => adminMeta('Nuevo producto');

export default function UploadProduct() {
  return (
    <>
      <PageHeader title="Nuevo producto" subtitle="Entrega inmediata: de 2 a 6 días hábiles." />
      <ProductForm kind="product" />
    </>
  );
}
