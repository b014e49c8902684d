/** What the packing slips and shipping labels say of an order (issue 44). */
import type { DeliveredType } from './order-pricing.js';

/** The order's shipment as stored: what deciding its delivery needs. */
export interface DeliveryFacts {
  shipping_type: string;
  shipment: { rate: { deliveredType: string } };
}

/**
 * How the parcel travels: 'D' home delivery, 'S' pickup at a Correo Argentino branch, null when
 * the order chose neither (an admin's draft without a rate), which takes no label. The rate's
 * own word wins; older orders carried it in shipping_type.
 */
export function deliveryTypeOf(order: DeliveryFacts): DeliveredType | null {
  const rated = order.shipment.rate.deliveredType;
  if (rated === 'D' || rated === 'S') return rated;
  if (order.shipping_type === 'domicilio') return 'D';
  if (order.shipping_type === 'sucursal') return 'S';
  return null;
}

const PAYMENT_METHOD_NAMES: Readonly<Record<string, string>> = {
  transferencia: 'Transferencia bancaria',
  transfer: 'Transferencia bancaria',
  mercadopago: 'Mercado Pago',
};

/** The payment method as the owner and the customer read it. */
export function paymentMethodName(method: string): string {
  return PAYMENT_METHOD_NAMES[method] ?? (method || 'Sin indicar');
}
