/** 'Reintentar pago': a new Mercado Pago checkout of an order whose card was refused. */
import { ORDER_STATUS } from '@shop/domain';
import { ApiError, notFound } from '../../http/errors.js';
import { enqueueJobs } from '../jobs/enqueue.js';
import { NOT_AWAITING_PAYMENT, ORDER_NOT_FOUND, type OrderCore, type OrderMove } from './core.js';
import { paymentWatchJobs } from './payment-watch.js';
import type { OrderRow } from './rows.js';

export function createPaymentRetry(core: OrderCore, moveTo: OrderMove) {
  const { repo, history, readSettings, jobsQueued } = core;
  return {
    /**
     * 'Reintentar pago': the order whose card was refused, to the holder of its receipt token
     * (404 to anyone else); refused (409) once it no longer waits for a payment.
     */
    async retryablePayment(orderNumber: number, token: string): Promise<OrderRow> {
      const order = Number.isSafeInteger(orderNumber)
        ? await repo.findByNumber(orderNumber)
        : undefined;
      if (!order || !core.receipts.verify(order.orderNumber, token)) {
        throw notFound(ORDER_NOT_FOUND);
      }
      if (order.status !== ORDER_STATUS.cardRejected) {
        throw new ApiError(409, 'not_awaiting_payment', NOT_AWAITING_PAYMENT);
      }
      return order;
    },

    /**
     * A new Mercado Pago checkout of an order whose card was refused: it waits for its money
     * again (its stock is still held, or taken again: 409 if gone), without a second 'Recibimos
     * tu pedido'.
     */
    async recordPaymentRetry(
      orderId: string,
      preferenceId: string,
      expiresAt: Date,
    ): Promise<OrderRow> {
      const settings = await readSettings();
      const order = await repo.transaction(async (tx) => {
        const locked = await repo.lock(tx, orderId);
        if (!locked) throw notFound(ORDER_NOT_FOUND);
        if (locked.status !== ORDER_STATUS.cardRejected) {
          throw new ApiError(409, 'not_awaiting_payment', NOT_AWAITING_PAYMENT);
        }
        const moved = await moveTo(
          tx,
          locked,
          {
            to: ORDER_STATUS.awaitingPayment,
            actor: 'shopper',
            patch: { preferenceId, paymentExpiresAt: expiresAt },
          },
          settings,
        );
        // The retry's checkout is payable until expiresAt: the order's expiry moves with it.
        await enqueueJobs(tx, paymentWatchJobs(orderId, new Date(), expiresAt));
        await history.record(
          tx,
          moved,
          {
            type: 'checkout_opened',
            actor: 'payment_provider',
            fromStatus: moved.status,
            toStatus: moved.status,
            details: { preferenceId, retry: true },
          },
          settings,
        );
        return moved;
      });
      jobsQueued();
      return order;
    },
  };
}
