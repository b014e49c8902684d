import type {
  AdminOrderAnswer,
  AdminOrderDetailAnswer,
  ProductAnswer,
  Settings,
} from '@shop/domain';
import { Link } from 'react-router';
import { AlertList } from '../../features/alerts/alert-list';
import { CustomerContact } from '../../features/customers/customer-contact';
import { OrderForm } from '../../features/orders/order-form/order-form';
import { OrderRefund } from '../../features/orders/order-refund';
import { OrderShipment } from '../../features/orders/order-shipment';
import { OrderTimeline } from '../../features/orders/order-timeline';
import { PageHeader } from '../../components/admin/page-header';
import { PaymentSync } from '../../features/orders/payment-sync';
import { OrderPrintButtons } from '../../features/printing/order-print-buttons';
import { AdminRouteError } from '../../components/admin/route-error';
import { AdminApiError, adminJson, adminSend } from '../../lib/admin/api';
import { formatDateTime } from '../../lib/admin/dates';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/order-detail';
import { buttonClass } from '../../components/ui/button';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Orden #${loaderData.order.order_number}` : 'Orden');

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  // Opened before it is read: the first opening moves the version the form saves against.
  await adminSend(`/api/order/${encodeURIComponent(params.id)}/opened`, { method: 'POST' });
  const order = await adminJson<AdminOrderDetailAnswer>(
    `/api/order/${encodeURIComponent(params.id)}`,
  );
  // The messages to the customer, and how many orders they have placed.
  const contact = Promise.all([
    adminJson<Settings>('/api/admin/settings'),
    adminJson<AdminOrderAnswer[]>(`/api/orders?${new URLSearchParams({ email: order.email })}`),
  ]);
  // The lines' products now: the sizes and stock a line may move to. One deleted since is left out.
  const ids = [...new Set(order.items.map((item) => item.id))];
  const catalogue = await Promise.all(
    ids.map((id) =>
      adminJson<ProductAnswer>(`/api/products/${encodeURIComponent(id)}`).catch((error) => {
        if (error instanceof AdminApiError && error.status === 404) return null;
        throw error;
      }),
    ),
  );
  const [settings, customerOrders] = await contact;
  return {
    order,
    catalogue: catalogue.filter((p): p is ProductAnswer => p !== null),
    settings,
    customerOrders: customerOrders.length,
  };
}

export const ErrorBoundary = AdminRouteError;

/**
 * /orderdetailbdd/:id: the order's open alerts first, then payment, refunds, the order itself,
 * its shipment and history. Each action re-reads the whole page (the route's loader).
 */
export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const { order, catalogue, settings, customerOrders } = loaderData;
  return (
    <>
      <PageHeader
        title={`Orden #${order.order_number}`}
        subtitle={`${order.name} · ${formatDateTime(order.createdAt)}`}
      >
        <OrderPrintButtons order={order} />
        <Link to="/orderstable" className={buttonClass('outline')}>
          Volver a órdenes
        </Link>
      </PageHeader>
      <AlertList alerts={order.alerts} orderId={order.id} headingId="atencion-pedido" />
      <CustomerContact order={order} settings={settings} orderCount={customerOrders} />
      <PaymentSync order={order} />
      <OrderRefund order={order} />
      <OrderForm key={order.id} order={order} catalogue={catalogue} />
      <OrderShipment order={order} />
      <OrderTimeline events={order.events} />
    </>
  );
}
