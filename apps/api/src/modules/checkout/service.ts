import type { Cents, CheckoutOrderRequest, PaymentChoice } from '@shop/domain';
import type { OrderRow } from '../orders/rows.js';
import { StalePricesError } from '../orders/placement.js';
import {
  openPaymentStep,
  placeStep,
  priceStep,
  quoteShippingStep,
  type CheckoutDeps,
  type CheckoutRun,
} from './steps.js';
import { runWorkflow, type WorkflowStep } from './workflow.js';

export type { RateQuoter, PaymentOpener } from './steps.js';

export interface PlacedCheckout {
  order: OrderRow;
  /** False when a retried submit got the order made the first time. */
  created: boolean;
  /** Mercado Pago: where the shopper pays. */
  initPoint: string | null;
}

/**
 * The one way a shopper's order is made, for POST /api/order (transfer) and POST
 * /api/create-order (Mercado Pago): price, quote shipping, place (stock, coupon use and the
 * numbered order in one statement), open payment. A failed step gives back what the earlier
 * ones took (see workflow.ts).
 */
export function createCheckoutService(
  deps: CheckoutDeps & { onStepFailed?: (step: string, error: unknown) => void },
) {
  const openPayment = openPaymentStep(deps);
  const steps: readonly WorkflowStep<CheckoutRun>[] = [
    priceStep(deps),
    quoteShippingStep(deps),
    placeStep(deps),
    openPayment,
  ];

  return {
    steps,

    /**
     * POST /api/order/:number/retry-payment: a new Mercado Pago checkout for an order whose card
     * was refused (one per refused payment, so a double click opens one).
     */
    async retryPayment(orderNumber: number, token: string) {
      const order = await deps.orders.retryablePayment(orderNumber, token);
      const opened = await deps.payments.open(order, `retry-${order.paymentId ?? ''}`);
      const retried = await deps.orders.recordPaymentRetry(
        order.id,
        opened.preferenceId,
        opened.expiresAt,
      );
      return { order: retried, initPoint: opened.initPoint };
    },

    /** `expectedTotalCents`: the total the shopper saw; another one places nothing (409). */
    async placeOrder(
      request: CheckoutOrderRequest,
      payment: PaymentChoice,
      idempotencyKey?: string,
      expectedTotalCents?: Cents,
    ): Promise<PlacedCheckout> {
      let run: CheckoutRun = { request, payment, idempotencyKey, expectedTotalCents };
      try {
        try {
          await runWorkflow(steps, run, deps.repo, deps.onStepFailed);
        } catch (error) {
          if (!(error instanceof StalePricesError)) throw error;
          // Priced from a memory that missed a change: once more, from the database.
          run = { request, payment, idempotencyKey, expectedTotalCents, fromDatabase: true };
          await runWorkflow(steps, run, deps.repo, deps.onStepFailed);
        }
      } catch (error) {
        // The key is read only when a submit fails: a retried submit whose first order took
        // what it asks for (the last unit, the coupon's last use) gets that order. Placing
        // itself refuses a key whose order exists, so a retry that prices fine is caught there.
        const earlier =
          idempotencyKey && !run.order
            ? await deps.repo.findByIdempotencyKey(deps.repo.db, idempotencyKey)
            : undefined;
        if (!earlier) throw error;
        run = { request, payment, idempotencyKey, order: earlier, replayed: true };
        await runWorkflow([openPayment], run, deps.repo, deps.onStepFailed);
      }
      if (!run.replayed) deps.orders.jobsQueued();
      if (!run.order) throw new Error('checkout: no order');
      return { order: run.order, created: !run.replayed, initPoint: run.initPoint ?? null };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
