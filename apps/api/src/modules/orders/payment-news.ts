import {
  ORDER_STATUS,
  PAID,
  PAYMENT_ALERTS,
  paymentNews,
  SHIPPED,
  toCents,
  type Settings,
} from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import { refundLedger } from './refunds.js';
import type { OrderRow } from './repo.js';
import type { OrderCore, OrderMove, PaymentReport } from './service.js';

export function createPaymentNews(core: OrderCore, moveTo: OrderMove) {
  const { repo, history } = core;

  /**
   * Issue 17 part 5: the order's payment, after approval, was refunded, charged back, disputed
   * or partly refunded at Mercado Pago. Never ignored: the order is marked with its alert and
   * the event e-mails the shop; a shipped or delivered order is flagged for review; money gone
   * for good before shipping cancels the order, which returns its stock once. Refunds the shop
   * itself made (its refund events) are not news. Each alert is raised once per payment.
   */
  async function newsAfterApproval(
    tx: DbExecutor,
    order: OrderRow,
    report: PaymentReport,
    news: NonNullable<ReturnType<typeof paymentNews>>,
    settings: Settings,
  ): Promise<OrderRow> {
    if (news.alert === PAYMENT_ALERTS.refunded || news.alert === PAYMENT_ALERTS.partiallyRefunded) {
      const ledger = refundLedger(order, await repo.refundEvents(tx, order.id));
      const ours = ledger.refundedCents + (ledger.open?.amountCents ?? 0);
      if (ours > 0 && ours >= toCents(report.refundedAmount)) return order;
    }
    const flagged = { paymentId: report.paymentId, alert: news.alert };
    if (await repo.hasEvent(tx, order.id, 'payment_flagged', flagged)) return order;
    const shipped = SHIPPED.includes(order.status);
    const returnsStock = news.moneyGone && !shipped;
    const marked = await repo.update(tx, order.id, { paymentAlert: news.alert });
    await history.record(
      tx,
      marked,
      {
        type: 'payment_flagged',
        actor: 'payment_provider',
        fromStatus: order.status,
        toStatus: order.status,
        details: {
          ...flagged,
          paymentStatus: report.status,
          statusDetail: report.statusDetail,
          amount: report.amount,
          refundedAmount: report.refundedAmount,
          currency: report.currency,
          review: shipped,
          stockReturned: returnsStock && marked.stockHeld,
        },
      },
      settings,
    );
    if (!returnsStock) return marked;
    return moveTo(
      tx,
      marked,
      {
        to: ORDER_STATUS.cancelled,
        actor: 'payment_provider',
        details: { paymentId: report.paymentId, paymentStatus: report.status },
      },
      settings,
    );
  }

  /** The news of the order's own payment after approval; null: the report is no such news. */
  return async function applyNews(
    tx: DbExecutor,
    order: OrderRow,
    report: PaymentReport,
    settings: Settings,
  ): Promise<OrderRow | null> {
    const news = paymentNews(report.status, report.statusDetail);
    const afterApproval = [...PAID, ...SHIPPED].includes(order.status);
    if (!news || !afterApproval || order.paymentId !== report.paymentId) return null;
    return newsAfterApproval(tx, order, report, news, settings);
  };
}
