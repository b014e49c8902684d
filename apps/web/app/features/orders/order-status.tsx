import { ORDER_STATUS, orderStatusLabel, type OrderStatus } from '@shop/domain';
import { StatusBadge, type BadgeTone } from '../../components/admin/status-badge';

const TONES: Record<string, BadgeTone> = {
  [ORDER_STATUS.approved]: 'ok',
  [ORDER_STATUS.cardApproved]: 'ok',
  [ORDER_STATUS.delivered]: 'ok',
  [ORDER_STATUS.shipped]: 'info',
  [ORDER_STATUS.awaitingPayment]: 'warn',
  [ORDER_STATUS.cancelled]: 'neutral',
  [ORDER_STATUS.cardRejected]: 'bad',
} satisfies Record<OrderStatus, BadgeTone>;

/** An order's status with SPEC.md's label ('Pago pendiente', 'Tarjeta Rechazada'). */
export function OrderStatusBadge({ status }: { status: string }) {
  return <StatusBadge tone={TONES[status] ?? 'neutral'}>{orderStatusLabel(status)}</StatusBadge>;
}

/** "1 producto" / "3 productos": the units of every line. */
export function itemCountLabel(items: readonly { quantity: number }[]): string {
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  return units === 1 ? '1 producto' : `${units} productos`;
}
