/**
 * What payments and the shop itself do to an order awaiting its money: the provider's reports
 * applied in the order's transaction, the checkout opened, the owner's cancel that asks the
 * provider first, and the expiry of a checkout never paid.
 */
import {
  AWAITING_PAYMENT,
  holdsExpiry,
  ORDER_STATUS,
  type OrderUpdate,
  type PaymentSource,
} from '@shop/domain';
import { ApiError } from '../../http/errors.js';
import { enqueueJobs } from '../jobs/enqueue.js';
import type { OrderCore, OrderMove, PaymentReport } from './core.js';
import { createPaymentNews } from './payment-news.js';
import { createPaymentRules } from './payment-rules.js';
import {
  EXPIRY_GRACE_MS,
  ORDER_EXPIRY_JOB,
  paymentWatchJobs,
  PENDING_RECHECK_MS,
} from './payment-watch.js';
import type { OrderRepo } from './repo.js';

/**
 * Every payment the provider has for the order (Payment.search): asked before the owner cancels
 * a Mercado Pago order that awaits its money. Throws when the provider cannot answer.
 */
export type PaymentSearch = (orderId: string) => Promise<PaymentReport[]>;

/**
 * The owner cancels a Mercado Pago order that awaits its money: Mercado Pago is asked first
 * and what it says is applied, so money already there is never cancelled unseen.
 */
async function askProviderBeforeCancel(
  repo: OrderRepo,
  paymentSearch: PaymentSearch | undefined,
  applyPayment: (id: string, report: PaymentReport, source: PaymentSource) => Promise<unknown>,
  id: string,
  input: OrderUpdate,
) {
  if (input.status !== ORDER_STATUS.cancelled || !paymentSearch) return;
  const order = await repo.findById(id);
  if (!order || order.paymentMethod !== 'mercadopago' || !AWAITING_PAYMENT.includes(order.status)) {
    return;
  }
  let reports: PaymentReport[];
  try {
    reports = await paymentSearch(id);
  } catch {
    throw new ApiError(
      502,
      'payment_provider_error',
      'No pudimos consultar a Mercado Pago antes de cancelar: el comprador podría haber pagado. Intentá de nuevo en unos minutos.',
    );
  }
  for (const report of reports) await applyPayment(id, report, 'admin_cancel');
}

/** What payments and the shop itself do to an order awaiting its money. */
export function createPaymentMoves(
  core: OrderCore,
  moveTo: OrderMove,
  paymentSearch: PaymentSearch | undefined,
) {
  const { repo, history, readSettings, jobsQueued } = core;
  const { recordNotice, applyLocked } = createPaymentRules(core, moveTo);
  const applyNews = createPaymentNews(core, moveTo);

  /**
   * What the provider says about a payment of the order. Only a move the transition table
   * allows the provider happens: an order still waiting for its money moves; a cancelled one
   * paid late is re-opened or flagged; a second approved payment is flagged. The order row is
   * locked, so simultaneous notices apply one after the other and a repeated one finds nothing
   * left to change.
   */
  async function applyPayment(
    orderId: string,
    report: PaymentReport,
    source: PaymentSource = 'notice',
  ) {
    const settings = await readSettings();
    const result = await repo.transaction(async (tx) => {
      const order = await repo.lock(tx, orderId);
      if (!order) return order;
      // The same state of a payment heard again is no news: one effect per notice, however
      // often and late it comes (a search after a retry finds the refused card again).
      if (!(await recordNotice(tx, order, report, source, settings))) return order;
      let applied =
        (await applyNews(tx, order, report, settings)) ??
        (await applyLocked(tx, order, report, settings));
      if (order.paymentId !== report.paymentId && applied.paymentId === report.paymentId) {
        // The payment just became the order's (approved late, or noted on an order the owner
        // had approved by hand): what else it reports is news too.
        applied = (await applyNews(tx, applied, report, settings)) ?? applied;
      }
      return core.syncMoney(tx, applied);
    });
    jobsQueued();
    return result;
  }

  return {
    applyPayment,
    askProviderBeforeCancel: (id: string, input: OrderUpdate) =>
      askProviderBeforeCancel(repo, paymentSearch, applyPayment, id, input),

    /**
     * The Mercado Pago checkout of the order exists: remember it, announce the order (the
     * event's effect) and plan its expiry (a checkout never paid gives its stock back).
     */
    async recordCheckoutOpened(orderId: string, preferenceId: string, expiresAt: Date) {
      const settings = await readSettings();
      const order = await repo.transaction(async (tx) => {
        const updated = await repo.update(tx, orderId, {
          preferenceId,
          paymentExpiresAt: expiresAt,
        });
        await history.record(
          tx,
          updated,
          {
            type: 'checkout_opened',
            actor: 'payment_provider',
            fromStatus: updated.status,
            toStatus: updated.status,
            details: { preferenceId },
          },
          settings,
        );
        await enqueueJobs(tx, paymentWatchJobs(orderId, new Date(), expiresAt));
        return updated;
      });
      jobsQueued();
      return order;
    },

    /**
     * Whether Mercado Pago may still have news of the order's checkout: a Mercado Pago order
     * awaiting its money, or cancelled (the shopper may still pay the open checkout).
     */
    async mayHavePaymentNews(orderId: string): Promise<boolean> {
      const order = await repo.findById(orderId);
      return (
        order !== undefined &&
        order.paymentMethod === 'mercadopago' &&
        (AWAITING_PAYMENT.includes(order.status) || order.status === ORDER_STATUS.cancelled)
      );
    },

    /**
     * The expiry, after the provider was asked (payments.expire): an order still waiting for
     * its money is cancelled and gives its stock back (once: moveTo); one with a payment still
     * pending (a cash voucher) is looked at again later.
     */
    async expireUnpaid(orderId: string, options: { paymentPending: boolean }): Promise<void> {
      const settings = await readSettings();
      await repo.transaction(async (tx) => {
        const order = await repo.lock(tx, orderId);
        if (!order || !AWAITING_PAYMENT.includes(order.status)) return;
        const deadline = order.paymentExpiresAt?.getTime() ?? 0;
        if (deadline + EXPIRY_GRACE_MS > Date.now()) {
          // A retry moved the expiry (decision 0031): this job was the first checkout's.
          return;
        }
        const held = holdsExpiry(await core.alerts.openKinds(tx, order.id));
        if (options.paymentPending || held) {
          await enqueueJobs(tx, [
            {
              kind: ORDER_EXPIRY_JOB,
              payload: { orderId },
              runAt: new Date(Date.now() + PENDING_RECHECK_MS),
            },
          ]);
          return;
        }
        await moveTo(
          tx,
          order,
          {
            to: ORDER_STATUS.cancelled,
            actor: 'system',
            patch: { statusDetail: 'El pago no se completó a tiempo.' },
          },
          settings,
        );
      });
      jobsQueued();
    },
  };
}
