/** Reading orders: the admin's lists, the shopper's result pages and the e-mails' views. */
import {
  fromCents,
  ORDER_STATUS,
  orderLedger,
  orderResultPath,
  PAID,
  paymentLeftCents,
  refundablePayment,
  type AdminOrderDetailAnswer,
  type OrderTrackingAnswer,
  type OrderTrackingRequest,
} from '@shop/domain';
import { notFound } from '../../http/errors.js';
import { toAlertAnswer } from '../alerts/views.js';
import type { MailView } from '../emails/service.js';
import { ORDER_NOT_FOUND, type OrderCore } from './core.js';
import { refundableCents, refundLedger } from './refunds.js';
import type { OrderListFilter } from './repo.js';
import type { OrderRow } from './rows.js';
import { toTrackingAnswer } from './tracking-view.js';
import { toEventAnswer, toOrderDto, toPublicOrder } from './views.js';

export function createOrderReads(core: OrderCore) {
  const { repo, receipts, publicUrl } = core;

  function resultPath(order: OrderRow): string {
    const token = receipts.sign(order.orderNumber);
    if (order.orderType === 'transferencia') {
      return orderResultPath('transfer', order.orderNumber, {
        token,
        amount: fromCents(order.transactionAmountCents),
      });
    }
    const result = PAID.includes(order.status)
      ? 'approved'
      : order.status === ORDER_STATUS.cardRejected
        ? 'rejected'
        : 'pending';
    return orderResultPath(result, order.orderNumber, { token });
  }

  /** /seguimiento-de-ordenes with the order and its signed token: the e-mails' tracking link. */
  const trackingPath = (orderNumber: number) =>
    `/seguimiento-de-ordenes?${new URLSearchParams({
      pedido: String(orderNumber),
      token: receipts.sign(orderNumber),
    }).toString()}`;

  return {
    resultPath,
    list: async (filter: OrderListFilter = {}) => (await repo.list(filter)).map(toOrderDto),

    /** GET /api/order/:id: the order and its whole history. */
    async get(id: string): Promise<AdminOrderDetailAnswer> {
      const order = await repo.findById(id);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const events = await repo.events(id);
      const ledger = refundLedger(order, events);
      const open = await core.alerts.openOfOrder(repo.db, id);
      return {
        ...toOrderDto(order),
        events: events.map(toEventAnswer),
        received_total: fromCents(ledger.receivedCents),
        refunded_total: fromCents(ledger.refundedCents),
        refundable: fromCents(refundableCents(ledger)),
        alerts: open.map((row) =>
          toAlertAnswer(row, { orderNumber: order.orderNumber, status: order.status }),
        ),
      };
    },

    /** What is left to give back of one Mercado Pago payment of the order, in cents. */
    async paymentLeft(orderId: string, paymentId: string): Promise<number> {
      const order = await repo.findById(orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const ledger = orderLedger(order, await repo.moneyEvents(repo.db, orderId));
      const payment = refundablePayment(ledger, paymentId);
      return payment ? paymentLeftCents(payment) : 0;
    },

    /** The order's history, oldest first. */
    async events(id: string) {
      if (!(await repo.findById(id))) throw notFound(ORDER_NOT_FOUND);
      return (await repo.events(id)).map(toEventAnswer);
    },

    /**
     * POST /api/order-tracking (/seguimiento-de-ordenes): with the order's e-mail or the signed
     * token of its e-mails. A wrong e-mail and an unknown number get the same 404.
     */
    async tracking(request: OrderTrackingRequest): Promise<OrderTrackingAnswer> {
      const order = await repo.findByNumber(request.order_number);
      const allowed =
        order &&
        ((request.token !== undefined && receipts.verify(order.orderNumber, request.token)) ||
          (request.email !== undefined &&
            request.email.trim().toLowerCase() === order.email.toLowerCase()));
      if (!allowed) throw notFound(ORDER_NOT_FOUND);
      return toTrackingAnswer(order, await repo.events(order.id));
    },

    /** An e-mail about the order went out: a line of its history. */
    async recordEmailSent(
      orderId: string,
      mail: { template: string; to: string; subject: string },
    ) {
      const settings = await core.readSettings();
      await repo.transaction(async (tx) => {
        const order = await repo.lock(tx, orderId);
        if (!order) return;
        await core.history.record(
          tx,
          order,
          {
            type: 'email_sent',
            actor: 'system',
            fromStatus: order.status,
            toStatus: order.status,
            details: mail,
          },
          settings,
        );
      });
    },

    /** GET /api/order-status/:order_number: with the receipt token or the order's e-mail. */
    async status(
      orderNumber: number,
      proof: { email?: string | undefined; token?: string | undefined },
    ) {
      const order = Number.isSafeInteger(orderNumber)
        ? await repo.findByNumber(orderNumber)
        : undefined;
      const allowed =
        order &&
        ((proof.token !== undefined && receipts.verify(order.orderNumber, proof.token)) ||
          (proof.email !== undefined &&
            proof.email.trim().toLowerCase() === order.email.toLowerCase()));
      if (!allowed) throw notFound(ORDER_NOT_FOUND);
      return toPublicOrder(order);
    },

    receiptToken: (order: OrderRow) => receipts.sign(order.orderNumber),

    /** Whether `id` is the order numbered `orderNumber` (a payment's external reference). */
    async isOrder(id: string, orderNumber: number): Promise<boolean> {
      return (await repo.findById(id))?.orderNumber === orderNumber;
    },

    /** The orders e-mails are about, as they show them, with the link to each one's page. */
    async mailViews(ids: string[]): Promise<Map<string, MailView>> {
      const rows = await repo.findByIds(ids);
      return new Map(
        rows.map((row) => [
          row.id,
          {
            order: toOrderDto(row),
            orderUrl: publicUrl + resultPath(row),
            trackingUrl: publicUrl + trackingPath(row.orderNumber),
          },
        ]),
      );
    },
  };
}
