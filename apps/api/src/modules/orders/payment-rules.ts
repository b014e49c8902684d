/**
 * How one payment report changes an order (decision 0031): the provider's notice kept once per
 * state of the payment, and the move, alert or note it causes.
 */
import {
  AWAITING_PAYMENT,
  fromCents,
  mayMove,
  ORDER_STATUS,
  orderStatusForPayment,
  PAYMENT_APPROVED,
  toCents,
  type AlertKind,
  type PaymentSource,
  type Settings,
} from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import type { OrderCore, OrderMove, PaymentReport } from './core.js';
import type { NewOrderRow, OrderRow } from './rows.js';

/** The order's payment fields, as a provider's report sets them. */
const paymentPatch = (report: PaymentReport): Partial<NewOrderRow> => ({
  paymentId: report.paymentId,
  statusDetail: report.statusDetail,
  netReceivedAmountCents:
    report.netReceivedAmount === null ? null : toCents(report.netReceivedAmount),
  totalPaidAmountCents: report.totalPaidAmount === null ? null : toCents(report.totalPaidAmount),
});

/** Whether the payment is the order's total, in pesos. */
const chargesTotal = (order: OrderRow, report: PaymentReport) =>
  report.currency === 'ARS' && toCents(report.amount) === order.transactionAmountCents;

/** What a payment notice's event keeps beside the payment and its status. */
const noticeFigures = (report: PaymentReport) => ({
  statusDetail: report.statusDetail,
  amount: report.amount,
  currency: report.currency,
});

/** How one payment report changes an order whose row the caller holds locked. */
export function createPaymentRules(core: OrderCore, moveTo: OrderMove) {
  const { repo, history } = core;

  const paymentFigures = (report: PaymentReport) => ({
    paymentId: report.paymentId,
    amount: report.amount,
    currency: report.currency,
  });

  /** The provider's word on a payment, in the order's history once per payment and status. */
  async function recordNotice(
    tx: DbExecutor,
    order: OrderRow,
    report: PaymentReport,
    source: PaymentSource,
    settings: Settings,
  ) {
    // Once per state of the payment: a partial refund keeps 'approved' but is news.
    const seen = {
      paymentId: report.paymentId,
      paymentStatus: report.status,
      statusDetail: report.statusDetail,
      refunded: String(report.refundedAmount || 0),
    };
    if (await repo.hasEvent(tx, order.id, 'payment_notice_received', seen)) return false;
    await history.record(
      tx,
      order,
      {
        type: 'payment_notice_received',
        actor: 'payment_provider',
        fromStatus: order.status,
        toStatus: order.status,
        details: { ...seen, ...noticeFigures(report), source },
      },
      settings,
    );
    return true;
  }

  /**
   * What a report does to the order, in the transaction that holds the order's row (decision
   * 0031). Money for a cancelled order never re-opens it by itself: it raises an alert the owner
   * resolves (re-open or refund). A payment of another amount or currency is never approved. A
   * second approved payment of a paid order is flagged.
   */
  async function applyLocked(
    tx: DbExecutor,
    order: OrderRow,
    report: PaymentReport,
    settings: Settings,
  ): Promise<OrderRow> {
    const approved = orderStatusForPayment(report.status) === ORDER_STATUS.approved;
    const alert = (kind: AlertKind) =>
      core.raiseAlert(
        tx,
        order,
        {
          kind,
          subject: report.paymentId,
          actor: 'payment_provider',
          details: {
            ...paymentFigures(report),
            orderTotal: fromCents(order.transactionAmountCents),
          },
        },
        settings,
      );
    // A dispute reported before any approval was heard: the money came in (approved first).
    const disputed = report.status === 'in_mediation';
    if ((approved || disputed) && order.status === ORDER_STATUS.cancelled) {
      return alert('paid_after_cancel');
    }
    if (disputed && AWAITING_PAYMENT.includes(order.status)) {
      const paid = await applyLocked(tx, order, { ...report, status: PAYMENT_APPROVED }, settings);
      return core.raiseAlert(
        tx,
        paid,
        {
          kind: 'dispute',
          subject: report.paymentId,
          actor: 'payment_provider',
          details: paymentFigures(report),
        },
        settings,
      );
    }
    if (approved && !AWAITING_PAYMENT.includes(order.status)) {
      if (!order.paymentId) {
        // Paid while the owner had already moved it by hand: the payment is noted on the order.
        return repo.update(tx, order.id, paymentPatch(report));
      }
      return order.paymentId === report.paymentId ? order : alert('paid_twice');
    }
    const target = orderStatusForPayment(report.status);
    // Only an order still waiting for its money moves with its payment's status; news after
    // approval (applyNews) is the only way a paid order hears from Mercado Pago.
    if (!target || !AWAITING_PAYMENT.includes(order.status)) return order;
    if (!mayMove(order.status, target, 'payment_provider')) return order;
    const patch = paymentPatch(report);
    if (target === ORDER_STATUS.approved && !chargesTotal(order, report)) {
      const noted = await repo.update(tx, order.id, {
        ...patch,
        statusDetail: `Pago aprobado por ${report.amount} ${report.currency}, distinto del total del pedido: revisar antes de despachar.`,
      });
      return core.raiseAlert(
        tx,
        noted,
        {
          kind: 'wrong_amount',
          subject: report.paymentId,
          actor: 'payment_provider',
          details: {
            ...paymentFigures(report),
            orderTotal: fromCents(order.transactionAmountCents),
          },
        },
        settings,
      );
    }
    if (
      target === order.status &&
      order.paymentId === report.paymentId &&
      order.statusDetail === report.statusDetail
    ) {
      return order;
    }
    return moveTo(
      tx,
      order,
      {
        to: target,
        actor: 'payment_provider',
        patch,
        details: { paymentId: report.paymentId, paymentStatus: report.status },
      },
      settings,
    );
  }

  return { recordNotice, applyLocked };
}
