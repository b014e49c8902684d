import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import {
  DataTable,
  Pager,
  SearchBox,
  usePagedRows,
  type Column,
} from '../../components/admin/data-table';
import { PageHeader } from '../../components/admin/page-header';
import { AdminRouteError } from '../../components/admin/route-error';
import { StatusBadge } from '../../components/admin/status-badge';
import { adminJson } from '../../lib/admin/api';
import { adminMeta } from '../../lib/admin/meta';
import { matchesAll } from '../../lib/admin/search';
import type { Commission } from '../../lib/admin/types';
import { formatPrice } from '../../lib/format';
import type { Route } from './+types/commission-table';
import { scaledImage } from '../../lib/images';

export const meta: Route.MetaFunction = () => adminMeta('Productos por encargo');

export async function clientLoader() {
  return { commissions: await adminJson<Commission[]>('/api/commissions') };
}

export const ErrorBoundary = AdminRouteError;

const columns: Column<Commission>[] = [
  {
    header: 'Imagen',
    cell: (c) =>
      c.image ? (
        <img
          className={styles.thumb}
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
      <Link className={`${styles.button} ${styles.small}`} to={`/commissionsdetail/${c.id}`}>
        Ver Detalle
      </Link>
    ),
  },
];

/** /commissionstable: made-to-order products, 10 a page, with a search that does filter. */
export default function CommissionTable({ loaderData }: Route.ComponentProps) {
  const [query, setQuery] = useState('');
  const rows = useMemo(
    () =>
      loaderData.commissions.filter((c) =>
        matchesAll([c.productName, c.brand, c.cat, c.sub_cat, c.status], query),
      ),
    [loaderData.commissions, query],
  );
  const { page, pages, pageRows, setPage } = usePagedRows(rows, query);
  return (
    <>
      <PageHeader title="Productos por encargo" subtitle="Se entregan entre 30 y 35 días hábiles.">
        <Link to="/cargar-producto-encargo" className={styles.buttonPrimary}>
          Agregar producto por encargo
        </Link>
      </PageHeader>
      <div className={styles.toolbar}>
        <SearchBox
          label="Buscar productos por encargo"
          placeholder="Buscar por nombre, marca o categoría"
          value={query}
          onChange={setQuery}
        />
        <span className={styles.count}>
          {rows.length === 1 ? '1 producto' : `${rows.length} productos`}
        </span>
      </div>
      <DataTable
        caption="Productos por encargo"
        columns={columns}
        rows={pageRows}
        rowKey={(c) => c.id}
        empty="No se encontraron productos por encargo."
      />
      <Pager page={page} pages={pages} onChange={setPage} />
    </>
  );
}
