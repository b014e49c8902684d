import { ORDER_STATUSES, ORDER_STATUSES_SHOWN_BY_DEFAULT, orderStatusLabel } from '@shop/domain';
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
import { itemCountLabel, OrderStatusBadge } from '../../components/admin/order-status';
import orderStyles from '../../components/admin/orders.module.css';
import { PageHeader } from '../../components/admin/page-header';
import { AdminRouteError } from '../../components/admin/route-error';
import { adminJson } from '../../lib/admin/api';
import { formatDateTime } from '../../lib/admin/dates';
import { adminMeta } from '../../lib/admin/meta';
import { matchesAll } from '../../lib/admin/search';
import type { Order } from '../../lib/admin/types';
import { formatPrice } from '../../lib/format';
import type { Route } from './+types/order-table';

export const meta: Route.MetaFunction = () => adminMeta('Órdenes');

export async function clientLoader() {
  return { orders: await adminJson<Order[]>('/api/orders') };
}

export const ErrorBoundary = AdminRouteError;

const columns: Column<Order>[] = [
  { header: 'Orden', cell: (o) => <strong>#{o.order_number}</strong> },
  {
    header: 'Fecha',
    cell: (o) => <span className={styles.nowrap}>{formatDateTime(o.createdAt)}</span>,
  },
  {
    header: 'Cliente',
    cell: (o) => (
      <span className={orderStyles.customer}>
        {o.name}
        <span className={styles.muted}>{o.email}</span>
      </span>
    ),
  },
  { header: 'Productos', cell: (o) => itemCountLabel(o.items) },
  { header: 'Total', numeric: true, cell: (o) => formatPrice(o.transaction_amount) },
  { header: 'Estado', cell: (o) => <OrderStatusBadge status={o.status} /> },
  {
    header: 'Acciones',
    cell: (o) => (
      <Link className={`${styles.button} ${styles.small}`} to={`/orderdetailbdd/${o.id}`}>
        Ver Detalle
      </Link>
    ),
  },
];

/**
 * /orderstable: SPEC.md's status filters (Cancelado and rejected off at first), search by number,
 * name or e-mail, ascending by number unless the admin asks for the newest first.
 */
export default function OrderTable({ loaderData }: Route.ComponentProps) {
  const [query, setQuery] = useState('');
  const [statuses, setStatuses] = useState<readonly string[]>(ORDER_STATUSES_SHOWN_BY_DEFAULT);
  const [newestFirst, setNewestFirst] = useState(false);

  const rows = useMemo(() => {
    const shown = loaderData.orders.filter(
      (o) => statuses.includes(o.status) && matchesAll([o.order_number, o.name, o.email], query),
    );
    return shown.sort((a, b) =>
      newestFirst ? b.order_number - a.order_number : a.order_number - b.order_number,
    );
  }, [loaderData.orders, statuses, query, newestFirst]);
  const { page, pages, pageRows, setPage } = usePagedRows(
    rows,
    `${query}|${statuses.join()}|${newestFirst}`,
  );

  return (
    <>
      <PageHeader title="Órdenes" subtitle="Pedidos de la tienda y cargados a mano.">
        <Link to="/uploadorder" className={styles.buttonPrimary}>
          Cargar orden
        </Link>
      </PageHeader>
      <fieldset className={`${styles.fieldset} ${orderStyles.filters}`}>
        <legend className={styles.legend}>Mostrar estados</legend>
        <div className={styles.checkboxRow}>
          {ORDER_STATUSES.map((status) => (
            <label key={status} className={styles.checkbox}>
              <input
                type="checkbox"
                checked={statuses.includes(status)}
                onChange={(event) =>
                  setStatuses((current) =>
                    event.target.checked
                      ? [...current, status]
                      : current.filter((s) => s !== status),
                  )
                }
              />
              {orderStatusLabel(status)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.toolbar}>
        <SearchBox
          label="Buscar órdenes"
          placeholder="Buscar por número, nombre o email"
          value={query}
          onChange={setQuery}
        />
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={newestFirst}
            onChange={(event) => setNewestFirst(event.target.checked)}
          />
          Más recientes primero
        </label>
        <span className={styles.count}>
          {rows.length === 1 ? '1 orden' : `${rows.length} órdenes`}
        </span>
      </div>
      <DataTable
        caption="Órdenes"
        columns={columns}
        rows={pageRows}
        rowKey={(o) => o.id}
        empty="No se encontraron órdenes con estos filtros."
      />
      <Pager page={page} pages={pages} onChange={setPage} />
    </>
  );
}
