import type { AdminOrderAnswer } from '@shop/domain';
import { ORDER_STATUSES, ORDER_STATUSES_SHOWN_BY_DEFAULT, orderStatusLabel } from '@shop/domain';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { AdminList, type Column, type StatusFilter } from '../../components/admin/admin-list';
import { ExportButton } from '../../components/admin/export-button';
import { BulkRunReport, OrderBulkActions } from './order-bulk';
import { itemCountLabel, OrderStatusBadge } from './order-status';
import orderStyles from './orders.module.css';
import { PageHeader } from '../../components/admin/page-header';
import { PaymentAlertBadge } from './payment-sync';
import { adminJson } from '../../lib/admin/api';
import { formatDateTime, shopToday } from '../../lib/admin/dates';
import { formatPrice } from '../../lib/format';
import { Button, buttonClass } from '../../components/ui/button';

/** `?cliente=<email>`: one customer's orders (from Clientes or an order's customer). */
export async function loadOrderTable({ request }: { request: Request }) {
  const customer = new URL(request.url).searchParams.get('cliente')?.trim() ?? '';
  const path = customer ? `/api/orders?${new URLSearchParams({ email: customer })}` : '/api/orders';
  return { orders: await adminJson<AdminOrderAnswer[]>(path), customer };
}

const PAYMENT_LABELS: Record<string, string> = {
  transferencia: 'Transferencia',
  mercadopago: 'Mercado Pago',
  efectivo: 'Efectivo',
};

/** A CUIT or CUIL as people write it (20-12345678-6); the order keeps its digits only. */
const cuitText = (id: string) =>
  /^\d{11}$/.test(id) ? `${id.slice(0, 2)}-${id.slice(2, 10)}-${id.slice(10)}` : id;

/** `?orden=antiguas` in the address: oldest first, kept by a reload; newest first otherwise. */
const OLDEST_FIRST = 'antiguas';

const columns: Column<AdminOrderAnswer>[] = [
  {
    header: 'Orden',
    cell: (o) => (
      <span className={`${orderStyles.customer} ${styles.nowrap}`}>
        <strong>#{o.order_number}</strong>
        <span className={styles.muted}>{itemCountLabel(o.items)}</span>
      </span>
    ),
  },
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
  {
    header: 'Pago y entrega',
    cell: (o) => (
      <span className={orderStyles.customer}>
        {PAYMENT_LABELS[o.payment_method] ?? o.payment_method}
        <span className={styles.muted}>
          {o.shipment.rate.deliveredType === 'S' ? 'Retiro en sucursal' : 'Envío a domicilio'}
        </span>
      </span>
    ),
  },
  {
    header: 'Total',
    numeric: true,
    cell: (o) => (
      <span className={`${orderStyles.customer} ${styles.nowrap}`}>
        {formatPrice(o.transaction_amount)}
        {o.refunded_total > 0 ? (
          <span className={styles.muted}>Reintegrado {formatPrice(o.refunded_total)}</span>
        ) : null}
      </span>
    ),
  },
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
      <Link className={buttonClass('outline', { small: true })} to={`/orderdetailbdd/${o.id}`}>
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
 * Orders with a payment the owner must look at ('Pagado después de cancelado' stays Cancelado,
 * which the list hides at first): how many, and a button that shows them whatever their status.
 */
function PaymentAlertsNotice({
  count,
  alertsOnly,
  onToggle,
}: {
  count: number;
  alertsOnly: boolean;
  onToggle: () => void;
}) {
  if (count === 0) return null;
  return (
    <div className={styles.alert} role="status">
      <p className={styles.alertText}>
        {count === 1
          ? 'Hay 1 pedido con alerta de pago: revisalo en su detalle.'
          : `Hay ${count} pedidos con alertas de pago: revisalos en su detalle.`}
      </p>
      <Button type="button" small onClick={onToggle}>
        {alertsOnly ? 'Ver todas las órdenes' : 'Mostrar pedidos con alertas'}
      </Button>
    </div>
  );
}

/**
 * /orderstable: SPEC.md's status filters (Cancelado and rejected off at first), search by number,
 * name, e-mail or DNI/CUIT, newest first unless the address asks for the oldest; how each order
 * is paid and delivered, and what was refunded. Orders with a
 * payment alert are announced above, with a button that lists only them, any status.
 */
export function OrderTablePage({
  loaderData,
}: {
  /** `customer`: the e-mail whose orders these are, when the list shows one customer's. */
  loaderData: { orders: AdminOrderAnswer[]; customer?: string };
}) {
  const [alertsOnly, setAlertsOnly] = useState(false);
  /** The bulk action last started: its report stays until closed. */
  const [runId, setRunId] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const newestFirst = params.get('orden') !== OLDEST_FIRST;
  const setNewestFirst = (newest: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (newest) next.delete('orden');
        else next.set('orden', OLDEST_FIRST);
        return next;
      },
      { replace: true },
    );
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [paymentMethod, setPaymentMethod] = useState('');
  const rows = useMemo(
    () =>
      loaderData.orders
        .filter((o) => {
          const day = shopToday(new Date(o.createdAt));
          return (
            (!alertsOnly || Boolean(o.payment_alert)) &&
            (!from || day >= from) &&
            (!to || day <= to) &&
            (!paymentMethod || o.payment_method === paymentMethod)
          );
        })
        .sort((a, b) =>
          newestFirst ? b.order_number - a.order_number : a.order_number - b.order_number,
        ),
    [loaderData.orders, alertsOnly, newestFirst, from, to, paymentMethod],
  );
  const alerted = loaderData.orders.filter((o) => Boolean(o.payment_alert)).length;

  /** The export asks the API for the same orders as the list shows. */
  function exportPath(query: string, statuses: readonly string[]) {
    const params = new URLSearchParams();
    if (from) params.set('from', from);
    if (to) params.set('to', to);
    if (paymentMethod) params.set('payment_method', paymentMethod);
    // Showing the alerted orders: all of them, whatever the status boxes say.
    if (alertsOnly) params.set('payment_alert', 'true');
    else params.set('status', statuses.join(','));
    if (query.trim()) params.set('q', query.trim());
    return `/api/admin/orders/export?${params}`;
  }

  return (
    <>
      <PageHeader title="Órdenes" subtitle="Pedidos de la tienda y cargados a mano.">
        <Link to="/uploadorder" className={buttonClass('primary')}>
          Cargar orden
        </Link>
      </PageHeader>
      {loaderData.customer ? (
        <div className={styles.alert} role="status">
          <p className={styles.alertText}>Pedidos de {loaderData.customer}.</p>
          <Link to="/orderstable" className={buttonClass('outline', { small: true })}>
            Ver todas las órdenes
          </Link>
        </div>
      ) : null}
      <PaymentAlertsNotice
        count={alerted}
        alertsOnly={alertsOnly}
        onToggle={() => setAlertsOnly((current) => !current)}
      />
      {runId ? <BulkRunReport runId={runId} onClose={() => setRunId(null)} /> : null}
      <AdminList
        rows={rows}
        columns={columns}
        rowKey={(o) => o.id}
        caption="Órdenes"
        noun={['orden', 'órdenes']}
        empty="No se encontraron órdenes con estos filtros."
        search={{
          label: 'Buscar órdenes',
          placeholder: 'Número, nombre, email o DNI/CUIT',
          texts: (o) => [o.order_number, o.name, o.email, o.client_id, cuitText(o.client_id)],
        }}
        statusFilter={alertsOnly ? undefined : statusFilter}
        pageKey={`${alertsOnly}|${newestFirst}|${from}|${to}|${paymentMethod}`}
        bulk={{
          label: (o) => `#${o.order_number}`,
          actions: (chosen, clear) => (
            <OrderBulkActions chosen={chosen} clear={clear} onStarted={setRunId} />
          ),
        }}
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
            <ExportButton
              path={() => exportPath(query, statuses)}
              filename="ordenes.csv"
              area="exports"
            />
          </>
        )}
      />
    </>
  );
}
