import type { CommissionAnswer } from '@shop/domain';
import { Link } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { AdminList, type Column } from '../../components/admin/admin-list';
import listStyles from '../../components/admin/list.module.css';
import { PageHeader } from '../../components/admin/page-header';
import { StatusBadge } from '../../components/admin/status-badge';
import { adminJson } from '../../lib/admin/api';
import { formatPrice } from '../../lib/format';
import { scaledImage } from '../../lib/images';
import { buttonClass } from '../../components/ui/button';

export async function loadCommissionTable() {
  return { commissions: await adminJson<CommissionAnswer[]>('/api/commissions') };
}

const columns: Column<CommissionAnswer>[] = [
  {
    header: 'Imagen',
    cell: (c) =>
      c.image ? (
        <img
          className={listStyles.thumb}
          src={scaledImage(c.image, 100)}
          alt=""
          width={48}
          height={48}
        />
      ) : null,
  },
  { header: 'Producto', cell: (c) => <strong>{c.productName}</strong> },
  { header: 'Categoría', cell: (c) => [c.cat, c.sub_cat].filter(Boolean).join(' · ') },
  { header: 'Marca', cell: (c) => c.brand },
  { header: 'Precio', numeric: true, cell: (c) => formatPrice(c.price) },
  {
    header: 'Estado',
    cell: (c) => <StatusBadge tone={c.status === 'Activo' ? 'ok' : 'bad'}>{c.status}</StatusBadge>,
  },
  // SPEC.md: the creation date shows as its first 10 characters.
  {
    header: 'Creado',
    cell: (c) => <span className={styles.nowrap}>{c.createdAt.slice(0, 10)}</span>,
  },
  {
    header: 'Acciones',
    cell: (c) => (
      <Link className={buttonClass('outline', { small: true })} to={`/commissionsdetail/${c.id}`}>
        Ver Detalle
      </Link>
    ),
  },
];

/** /commissionstable: made-to-order products, 10 a page, with a search that does filter. */
export function CommissionTablePage({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof loadCommissionTable>>;
}) {
  return (
    <>
      <PageHeader title="Productos por encargo" subtitle="Se entregan entre 30 y 35 días hábiles.">
        <Link to="/cargar-producto-encargo" className={buttonClass('primary')}>
          Agregar producto por encargo
        </Link>
      </PageHeader>
      <AdminList
        rows={loaderData.commissions}
        columns={columns}
        rowKey={(c) => c.id}
        caption="Productos por encargo"
        noun={['producto', 'productos']}
        empty="No se encontraron productos por encargo."
        search={{
          label: 'Buscar productos por encargo',
          placeholder: 'Buscar por nombre, marca o categoría',
          texts: (c) => [c.productName, c.brand, c.cat, c.sub_cat, c.status],
        }}
      />
    </>
  );
}
