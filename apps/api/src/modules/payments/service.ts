/**
 * The payments service, wired from its jobs: the checkout's preference, Mercado Pago's notices,
 * reconciliation with the provider, and refunds.
 */
import type { RefundRequest } from '@shop/domain';
import type { ProviderRefund } from '../orders/refunds.js';
import { createCheckoutPreferences } from './checkout-preference.js';
import type { PaymentDeps } from './deps.js';
import { RefundRefused } from './gateway.js';
import { createNoticeIntake } from './notices.js';
import { createPaymentReconciliation } from './reconciliation.js';

export { PAYMENT_NOTIFICATION_JOB, webhookSecretOf } from './notices.js';

export function createPaymentService(options: PaymentDeps) {
  const { orders, gateway } = options;
  return {
    ...createCheckoutPreferences(options),
    ...createNoticeIntake(options),
    ...createPaymentReconciliation(options),

    /**
     * POST /api/order/:id/refunds: 'Reintegrar' gives Mercado Pago money back through the
     * provider; 'Registrar reintegro' records a transfer order's refund.
     */
    async refund(orderId: string, request: RefundRequest, adminUser: string) {
      return orders.refund(orderId, request, adminUser, async (paymentId, amount, key) => {
        try {
          const made = await gateway.refundPayment(paymentId, amount, key);
          return { refused: false, id: made.id } satisfies ProviderRefund;
        } catch (error) {
          options.log?.warn({ err: error, orderId }, 'payment provider refund failed');
          if (error instanceof RefundRefused) return { refused: true, message: error.message };
          throw error;
        }
      });
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
