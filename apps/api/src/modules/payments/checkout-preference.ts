import { orderResultPath, type OrderResult } from '@shop/domain';
import { ApiError } from '../../http/errors.js';
import type { OrderRow } from '../orders/rows.js';
import type { OrderShipment } from '../orders/service.js';
import type { PaymentDeps } from './deps.js';
import { preferenceItems } from './preference-items.js';

/** How long the shopper has to pay a Mercado Pago checkout. */
const CHECKOUT_TTL_MS = 48 * 60 * 60_000;

/** Opening an order's Checkout Pro preference, and the checkout URL it leads to. */
export function createCheckoutPreferences(
  options: Pick<PaymentDeps, 'orders' | 'gateway' | 'publicUrl' | 'log'>,
) {
  const { orders, gateway, publicUrl } = options;
  return {
    /**
     * Opens the Checkout Pro preference of an order awaiting payment (checkout's open payment
     * step). A provider that refuses is logged and answered as a 502 in Spanish.
     */
    async open(order: OrderRow, attempt?: string) {
      const token = orders.receiptToken(order);
      const page = (result: OrderResult) =>
        publicUrl + orderResultPath(result, order.orderNumber, { token });
      const expiresAt = new Date(Date.now() + CHECKOUT_TTL_MS);
      const shipment = order.shipment as OrderShipment;
      const settings = await orders.readSettings();
      try {
        const preference = await gateway.createPreference(
          {
            orderId: order.id,
            orderNumber: order.orderNumber,
            items: preferenceItems(order),
            payer: {
              name: order.name,
              email: order.email,
              phone: order.phone,
              identification: {
                type: order.clientId.length === 11 ? 'CUIT' : 'DNI',
                number: order.clientId,
              },
              address: {
                zip_code: shipment.zipCode,
                street_name: shipment.street_name,
                street_number: shipment.street_number,
              },
            },
            backUrls: {
              success: page('approved'),
              failure: page('rejected'),
              pending: page('pending'),
            },
            notificationUrl: `${publicUrl}/api/webhook`,
            externalReference: order.id,
            expiresAt,
            statementDescriptor: settings.statementDescriptor,
          },
          attempt ? `preference-${order.id}-${attempt}` : `preference-${order.id}`,
        );
        return { preferenceId: preference.id, initPoint: preference.initPoint, expiresAt };
      } catch (error) {
        options.log?.warn(
          { err: error, orderId: order.id },
          'payment provider refused the checkout',
        );
        throw new ApiError(
          502,
          'payment_provider_error',
          'No pudimos iniciar el pago con Mercado Pago. Intentá de nuevo en unos minutos.',
        );
      }
    },

    /** The checkout URL of an order whose preference exists (a retried submit). */
    initPointOf(order: OrderRow): string | null {
      if (!order.preferenceId) return null;
      return gateway.kind === 'simulator'
        ? `${publicUrl}/pago-simulado/${order.preferenceId}`
        : `https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=${order.preferenceId}`;
    },
  };
}
