import { z } from 'zod';
import { ApiError, conflict } from '../../http/errors.js';
import type { PaymentReport, PaymentSource } from '../orders/service.js';
import type { PaymentDeps } from './deps.js';
import type { GatewayPayment } from './gateway.js';

const expiryJob = z.object({ orderId: z.string() });

/** Statuses of a payment that may still turn into money (INTEGRATIONS.md 1.7). */
const STILL_OPEN = new Set(['pending', 'in_process', 'authorized']);

const PROVIDER_UNREACHABLE = 'No pudimos consultar Mercado Pago. Intentá de nuevo en unos minutos.';

/** A provider's payment as the order module applies it. */
export const toReport = (payment: GatewayPayment): PaymentReport => ({
  paymentId: payment.id,
  status: payment.status,
  statusDetail: payment.statusDetail,
  amount: payment.transactionAmount,
  currency: payment.currencyId,
  netReceivedAmount: payment.netReceivedAmount,
  totalPaidAmount: payment.totalPaidAmount,
  refundedAmount: payment.refundedAmount,
});

/** Asking Mercado Pago what it has for an order, instead of waiting for a notice. */
export function createPaymentReconciliation(
  options: Pick<PaymentDeps, 'orders' | 'gateway' | 'repo' | 'log'>,
) {
  const { orders, gateway } = options;

  /**
   * Every payment of the order, as Mercado Pago has them (Payment.search by the order's id),
   * applied oldest first: the same rules as a notice. Answers what was found.
   */
  async function reconcile(orderId: string, source: PaymentSource): Promise<GatewayPayment[]> {
    const found = (await gateway.searchPayments(orderId)).filter(
      (payment) => payment.externalReference === orderId,
    );
    for (const payment of found) await orders.applyPayment(orderId, toReport(payment), source);
    return found;
  }

  return {
    /**
     * The expiry job of a Mercado Pago order: before giving its stock back, Mercado Pago is
     * asked for the order's payments and what it says is applied (a notice may have been lost,
     * INTEGRATIONS.md 1.4). If Mercado Pago cannot be asked, the job fails and is retried with
     * backoff: an order is never cancelled without asking.
     */
    async expire(payload: unknown): Promise<void> {
      const { orderId } = expiryJob.parse(payload);
      if (!(await orders.mayHavePaymentNews(orderId))) return;
      const found = await reconcile(orderId, 'expiry_check');
      await orders.expireUnpaid(orderId, {
        paymentPending: found.some((payment) => STILL_OPEN.has(payment.status)),
      });
    },

    /**
     * A search of the order's payments while its checkout is open (10 min, 1 h, 6 h, 24 h after
     * it, decision 0031): a lost notice is found long before the expiry. A cancelled order is
     * searched too: its checkout may still be paid, and that money raises an alert.
     */
    async reconcileScheduled(payload: unknown): Promise<void> {
      const { orderId } = expiryJob.parse(payload);
      if (!(await orders.mayHavePaymentNews(orderId))) return;
      await reconcile(orderId, 'scheduled_check');
    },

    /** Every payment Mercado Pago has for the order, as reports (the owner's cancel asks first). */
    async paymentReports(orderId: string): Promise<PaymentReport[]> {
      const found = await gateway.searchPayments(orderId);
      return found.filter((payment) => payment.externalReference === orderId).map(toReport);
    },

    /** 'Sincronizar con Mercado Pago': the same search, now, for the owner. */
    async sync(orderId: string) {
      const order = await orders.get(orderId);
      if (order.payment_method !== 'mercadopago') {
        throw conflict('Este pedido no se pagó con Mercado Pago.');
      }
      let found: GatewayPayment[];
      try {
        found = await reconcile(order.id, 'admin_sync');
      } catch (error) {
        options.log?.warn({ err: error, orderId }, 'payment search failed');
        throw new ApiError(502, 'payment_provider_error', PROVIDER_UNREACHABLE);
      }
      return {
        order: await orders.get(order.id),
        payments: found.map((payment) => ({
          id: payment.id,
          status: payment.status,
          status_detail: payment.statusDetail,
          amount: payment.transactionAmount,
        })),
      };
    },

    /**
     * A result page reached with Mercado Pago's payment_id: that payment is read and applied
     * once (the redirect is only a hint, INTEGRATIONS.md 1.3). A page reloaded, or a payment of
     * another order, reads nothing; a provider that does not answer leaves the order as it is.
     */
    async checkReturnedPayment(
      orderNumber: number,
      token: string,
      paymentId: string,
    ): Promise<{ checked: boolean }> {
      const order = await orders.status(orderNumber, { token });
      if (!/^\d{1,20}$/.test(paymentId)) return { checked: false };
      const first = await options.repo.markReturnChecked(paymentId);
      if (!first) return { checked: false };
      try {
        const payment = await gateway.getPayment(paymentId, { shopperWaiting: true });
        const orderId = payment?.externalReference;
        if (!payment || !orderId || !(await orders.isOrder(orderId, order.order_number))) {
          return { checked: false };
        }
        await orders.applyPayment(orderId, toReport(payment), 'result_page');
        return { checked: true };
      } catch (error) {
        options.log?.warn({ err: error, paymentId }, 'payment check from the result page failed');
        return { checked: false };
      }
    },
  };
}
