import type { AdminOrderAnswer } from '@shop/domain';
import { ORDER_STATUSES, ORDER_STATUSES_SHOWN_BY_DEFAULT, orderStatusLabel } from '@shop/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { AdminList, type Column, type StatusFilter } from '../../components/admin/admin-list';
import { itemCountLabel, OrderStatusBadge } from '../../components/admin/order-status';
import orderStyles from '../../components/admin/orders.module.css';
import { PageHeader } from '../../components/admin/page-header';
import { AdminRouteError } from '../../components/admin/route-error';
import { adminJson } from '../../lib/admin/api';
import { formatDateTime } from '../../lib/admin/dates';
import { adminMeta } from '../../lib/admin/meta';
import { formatPrice } from '../../lib/format';
import type { Route } from './+types/order-table';

export const meta: Route.MetaFunction = () => adminMeta('Órdenes');

export async function clientLoader() {
  return { orders: await adminJson<AdminOrderAnswer[]>('/api/orders') };
}

export const ErrorBoundary = AdminRouteError;

const columns: Column<AdminOrderAnswer>[] = [
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

const statusFilter: StatusFilter<AdminOrderAnswer> = {
  legend: 'Mostrar estados',
  statuses: ORDER_STATUSES,
  initial: ORDER_STATUSES_SHOWN_BY_DEFAULT,
  label: orderStatusLabel,
  statusOf: (o) => o.status,
};

/**
 * /orderstable: SPEC.md's status filters (Cancelado and rejected off at first), search by number,
 * name or e-mail, ascending by number unless the admin asks for the newest first.
 */
export default function OrderTable({ loaderData }: Route.ComponentProps) {
  const [newestFirst, setNewestFirst] = useState(false);
  const rows = useMemo(
    () =>
      [...loaderData.orders].sort((a, b) =>
        newestFirst ? b.order_number - a.order_number : a.order_number - b.order_number,
      ),
    [loaderData.orders, newestFirst],
  );
  return (
    <>
      <PageHeader title="Órdenes" subtitle="Pedidos de la tienda y cargados a mano.">
        <Link to="/uploadorder" className={styles.buttonPrimary}>
          Cargar orden
        </Link>
      </PageHeader>
      <AdminList
        rows={rows}
        columns={columns}
        rowKey={(o) => o.id}
        caption="Órdenes"
        noun={['orden', 'órdenes']}
        empty="No se encontraron órdenes con estos filtros."
        search={{
          label: 'Buscar órdenes',
          placeholder: 'Buscar por número, nombre o email',
          texts: (o) => [o.order_number, o.name, o.email],
        }}
        statusFilter={statusFilter}
        pageKey={String(newestFirst)}
        toolbar={
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={newestFirst}
              onChange={(event) => setNewestFirst(event.target.checked)}
            />
            Más recientes primero
          </label>
        }
      />
    </>
  );
}
