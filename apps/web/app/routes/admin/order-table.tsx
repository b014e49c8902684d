import type { AdminOrderAnswer } from '@shop/domain';
import { ORDER_STATUSES, ORDER_STATUSES_SHOWN_BY_DEFAULT, orderStatusLabel } from '@shop/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { AdminList, type Column, type StatusFilter } from '../../components/admin/admin-list';
import { ExportButton } from '../../components/admin/export-button';
import { itemCountLabel, OrderStatusBadge } from '../../components/admin/order-status';
import orderStyles from '../../components/admin/orders.module.css';
import { PageHeader } from '../../components/admin/page-header';
import { PaymentAlertBadge } from '../../components/admin/payment-sync';
import { AdminRouteError } from '../../components/admin/route-error';
import { adminJson } from '../../lib/admin/api';
import { formatDateTime, shopToday } from '../../lib/admin/dates';
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
  {
    header: 'Estado',
    cell: (o) => (
      <>
        <OrderStatusBadge status={o.status} /> <PaymentAlertBadge alert={o.payment_alert} />
      </>
    ),
  },
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
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [paymentMethod, setPaymentMethod] = useState('');
  const rows = useMemo(
    () =>
      loaderData.orders
        .filter((o) => {
          const day = shopToday(new Date(o.createdAt));
          return (
            (!from || day >= from) &&
            (!to || day <= to) &&
            (!paymentMethod || o.payment_method === paymentMethod)
          );
        })
        .sort((a, b) =>
          newestFirst ? b.order_number - a.order_number : a.order_number - b.order_number,
        ),
    [loaderData.orders, newestFirst, from, to, paymentMethod],
  );

  /** The export asks the API for the same orders as the list shows. */
  function exportPath(query: string, statuses: readonly string[]) {
    const params = new URLSearchParams();
    if (from) params.set('from', from);
    if (to) params.set('to', to);
    if (paymentMethod) params.set('payment_method', paymentMethod);
    params.set('status', statuses.join(','));
    if (query.trim()) params.set('q', query.trim());
    return `/api/admin/orders/export?${params}`;
  }

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
        pageKey={`${newestFirst}|${from}|${to}|${paymentMethod}`}
        toolbar={({ query, statuses }) => (
          <>
            <label className={styles.field}>
              <span className={styles.label}>Desde</span>
              <input
                className={styles.input}
                type="date"
                value={from}
                max={to || undefined}
                onChange={(event) => setFrom(event.target.value)}
              />
            </label>
            <label className={styles.field}>
              <span className={styles.label}>Hasta</span>
              <input
                className={styles.input}
                type="date"
                value={to}
                min={from || undefined}
                onChange={(event) => setTo(event.target.value)}
              />
            </label>
            <label className={styles.field}>
              <span className={styles.label}>Medio de pago</span>
              <select
                className={styles.input}
                value={paymentMethod}
                onChange={(event) => setPaymentMethod(event.target.value)}
              >
                <option value="">Todos</option>
                <option value="transferencia">Transferencia</option>
                <option value="mercadopago">Mercado Pago</option>
              </select>
            </label>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={newestFirst}
                onChange={(event) => setNewestFirst(event.target.checked)}
              />
              Más recientes primero
            </label>
            <ExportButton path={() => exportPath(query, statuses)} filename="ordenes.csv" />
          </>
        )}
      />
    </>
  );
}
