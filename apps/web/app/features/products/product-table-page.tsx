import type { ProductAnswer } from '@shop/domain';
import { Link } from 'react-router';
import { AdminList, type Column } from '../../components/admin/admin-list';
import { ExportButton } from '../../components/admin/export-button';
import listStyles from '../../components/admin/list.module.css';
import { PageHeader } from '../../components/admin/page-header';
import { StatusBadge } from '../../components/admin/status-badge';
import { adminJson } from '../../lib/admin/api';
import { formatPrice } from '../../lib/format';
import { scaledImage } from '../../lib/images';
import { buttonClass } from '../../components/ui/button';

export async function loadProductTable() {
  return { products: await adminJson<ProductAnswer[]>('/api/products?all=1') };
}

const columns: Column<ProductAnswer>[] = [
  {
    header: 'Imagen',
    cell: (p) => {
      const src = p.variants[0]?.imgUrl[0];
      return src ? (
        <img
          className={listStyles.thumb}
          src={scaledImage(src, 100)}
          alt=""
          width={48}
          height={48}
        />
      ) : null;
    },
  },
  { header: 'Producto', cell: (p) => <strong>{p.productName}</strong> },
  { header: 'Categoría', cell: (p) => [p.cat, p.sub_cat].filter(Boolean).join(' · ') },
  { header: 'Marca', cell: (p) => p.brand },
  { header: 'Precio', numeric: true, cell: (p) => formatPrice(p.price) },
  { header: 'Stock', numeric: true, cell: (p) => p.stock },
  {
    header: 'Estado',
    cell: (p) =>
      p.disabled ? (
        <StatusBadge tone="bad">Desactivado</StatusBadge>
      ) : (
        <StatusBadge tone="ok">Activo</StatusBadge>
      ),
  },
  {
    header: 'Acciones',
    cell: (p) => (
      <Link className={buttonClass('outline', { small: true })} to={`/productdetailbdd/${p.id}`}>
        Ver Detalle
      </Link>
    ),
  },
];

export function ProductTablePage({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof loadProductTable>>;
}) {
  return (
    <>
      <PageHeader title="Productos" subtitle="Catálogo de entrega inmediata">
        <ExportButton path={() => '/api/admin/products/export'} filename="productos.csv" />
        <Link to="/importar-productos" className={buttonClass('outline')}>
          Importar
        </Link>
        <Link to="/uploadproduct" className={buttonClass('primary')}>
          Agregar producto
        </Link>
      </PageHeader>
      <AdminList
        rows={loaderData.products}
        columns={columns}
        rowKey={(p) => p.id}
        caption="Productos"
        noun={['producto', 'productos']}
        empty="No se encontraron productos."
        search={{
          label: 'Buscar productos',
          placeholder: 'Buscar por nombre, marca o categoría',
          texts: (p) => [
            p.productName,
            p.brand,
            p.cat,
            p.sub_cat,
            p.disabled ? 'Desactivado' : 'Activo',
          ],
        }}
      />
    </>
  );
}
