import {
  PAID,
  paymentNews,
  SHIPPED,
  storedOrderEvent,
  toCents,
  ORDER_STATUS,
  type AlertKind,
  type Settings,
} from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import { refundLedger } from './refunds.js';
import type { OrderRow } from './rows.js';
import type { OrderCore, OrderMove, PaymentReport } from './core.js';

/** Mercado Pago's news after approval, as the alert the owner sees (INTEGRATIONS.md 1.7). */
const NEWS_ALERTS: Record<string, AlertKind> = {
  refunded: 'refunded_at_provider',
  charged_back: 'chargeback',
  in_mediation: 'dispute',
  approved: 'partially_refunded',
};

export function createPaymentNews(core: OrderCore, moveTo: OrderMove) {
  const { repo } = core;

  /**
   * Issue 17 part 5, decision 0031: the order's payment, after approval, was refunded, charged
   * back, disputed or partly refunded at Mercado Pago. Never ignored: an alert the owner sees;
   * a dispute or chargeback holds the order's shipping until the owner resolves it; money gone
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
    const kind = NEWS_ALERTS[report.status];
    if (!kind) return order;
    if (kind === 'refunded_at_provider' || kind === 'partially_refunded') {
      const events = await repo.moneyEvents(tx, order.id);
      const made = events
        .map(storedOrderEvent)
        .reduce((sum, event) => sum + (event.type === 'refund' ? event.details.amountCents : 0), 0);
      const ours = made + (refundLedger(order, events).open?.amountCents ?? 0);
      if (ours > 0 && ours >= toCents(report.refundedAmount)) return order;
    }
    const shipped = SHIPPED.includes(order.status);
    const returnsStock = news.moneyGone && !shipped;
    const marked = await core.raiseAlert(
      tx,
      order,
      {
        kind,
        subject: report.paymentId,
        actor: 'payment_provider',
        details: {
          paymentId: report.paymentId,
          amount: report.amount,
          currency: report.currency,
          ...(report.refundedAmount ? { refundedAmount: report.refundedAmount } : {}),
        },
      },
      settings,
    );
    if (!returnsStock || marked === order) return marked;
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
