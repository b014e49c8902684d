import { createHmac } from 'node:crypto';
import { fromCents, orderResultPath, toCents, type OrderResult } from '@shop/domain';
import { z } from 'zod';
import { ApiError, conflict } from '../../http/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { JobQueue } from '../jobs/queue.js';
import type { OrderItem } from '@shop/domain';
import type { OrderRow } from '../orders/rows.js';
import type {
  OrderService,
  OrderShipment,
  PaymentReport,
  PaymentSource,
} from '../orders/service.js';
import type { RefundRequest } from '@shop/domain';
import type { ProviderRefund } from '../orders/refunds.js';
import {
  RefundRefused,
  type GatewayPayment,
  type PaymentGateway,
  type PreferenceItem,
} from './gateway.js';
import type { PaymentRepo } from './repo.js';
import { verifyNotificationSignature } from './signature.js';

export const PAYMENT_NOTIFICATION_JOB = 'payment_notification';

/** How long the shopper has to pay a Mercado Pago checkout. */
const CHECKOUT_TTL_MS = 48 * 60 * 60_000;

type Log = { warn: (obj: object, msg: string) => void };

/** Without MP_WEBHOOK_SECRET the simulator signs with a key derived from the app's secret. */
export function webhookSecretOf(config: { mpWebhookSecret?: string; jwtSecret: string }): string {
  return (
    config.mpWebhookSecret ??
    createHmac('sha256', config.jwtSecret).update('mercadopago-webhook').digest('hex')
  );
}

/**
 * The order's charge as Checkout Pro items: each line (a promotion's picks as one line) at the
 * shop's prices with the coupon spread over them to the cent, plus a shipping line. The items add
 * up to exactly the order's total, so the payment can be checked against it.
 */
export function preferenceItems(order: OrderRow): PreferenceItem[] {
  const lines: {
    id: string;
    title: string;
    description: string;
    quantity: number;
    cents: number;
  }[] = [];
  for (const item of order.items as OrderItem[]) {
    const cents = toCents(item.price) * item.quantity;
    const last = lines.at(-1);
    const description = `${item.name}, ${item.variant.variant}, talle ${item.size}`;
    if (item.promotion && last?.id === `promo-${item.promotion.id}`) {
      last.title += ` + ${item.name} (${item.size})`;
      last.description += `; ${description}`;
      last.cents += cents;
    } else if (item.promotion) {
      lines.push({
        id: `promo-${item.promotion.id}`,
        title: `${item.promotion.title}: ${item.name} (${item.size})`,
        description,
        quantity: 1,
        cents,
      });
    } else {
      lines.push({
        id: `${item.id}-${item.size}`,
        title: `${item.name} · talle ${item.size}`,
        description,
        quantity: item.quantity,
        cents,
      });
    }
  }
  const merchandise = lines.reduce((sum, line) => sum + line.cents, 0);
  const target = order.transactionAmountCents - order.shippingAmountCents;
  const discount = merchandise - target;
  if (discount > 0 && merchandise > 0) {
    // Largest remainder: each line gives its share of the discount, whole cents.
    const shares = lines.map((line, index) => {
      const exact = (discount * line.cents) / merchandise;
      return { index, cents: Math.floor(exact), rest: exact - Math.floor(exact) };
    });
    let left = discount - shares.reduce((sum, s) => sum + s.cents, 0);
    for (const share of [...shares].sort((a, b) => b.rest - a.rest)) {
      if (left === 0) break;
      share.cents += 1;
      left -= 1;
    }
    for (const share of shares) {
      const line = lines[share.index];
      if (line) line.cents -= share.cents;
    }
  }
  const items: PreferenceItem[] = lines
    .filter((line) => line.cents > 0)
    .map((line) =>
      line.cents % line.quantity === 0
        ? {
            id: line.id,
            title: line.title,
            description: line.description,
            categoryId: 'fashion' as const,
            quantity: line.quantity,
            unitPrice: fromCents(line.cents / line.quantity),
          }
        : {
            id: line.id,
            title: `${line.title} × ${line.quantity}`,
            description: line.description,
            categoryId: 'fashion' as const,
            quantity: 1,
            unitPrice: fromCents(line.cents),
          },
    );
  if (order.shippingAmountCents > 0) {
    items.push({
      id: 'envio',
      title: 'Envío',
      description: 'Envío del pedido por Correo Argentino',
      categoryId: 'others',
      quantity: 1,
      unitPrice: fromCents(order.shippingAmountCents),
    });
  }
  return items;
}

const notificationBody = z
  .object({
    id: z.union([z.string(), z.number()]).optional(),
    type: z.string().optional(),
    action: z.string().optional(),
    data: z.object({ id: z.union([z.string(), z.number()]).optional() }).optional(),
  })
  .catch({});

const notificationJob = z.object({ paymentId: z.string() });
const expiryJob = z.object({ orderId: z.string() });

/** Statuses of a payment that may still turn into money (INTEGRATIONS.md 1.7). */
const STILL_OPEN = new Set(['pending', 'in_process', 'authorized']);

const PROVIDER_UNREACHABLE = 'No pudimos consultar Mercado Pago. Intentá de nuevo en unos minutos.';

const toReport = (payment: GatewayPayment): PaymentReport => ({
  paymentId: payment.id,
  status: payment.status,
  statusDetail: payment.statusDetail,
  amount: payment.transactionAmount,
  currency: payment.currencyId,
  netReceivedAmount: payment.netReceivedAmount,
  totalPaidAmount: payment.totalPaidAmount,
  refundedAmount: payment.refundedAmount,
});

export function createPaymentService(options: {
  orders: OrderService;
  gateway: PaymentGateway;
  repo: PaymentRepo;
  queue: JobQueue;
  webhookSecret: string;
  publicUrl: string;
  log?: Log;
  /** A notice refused for its signature (counted: several in an hour raise an alert). */
  onRefusedNotice?: () => Promise<void>;
}) {
  const { orders, gateway, queue, publicUrl } = options;
  /** Notices being processed after their webhook was answered. */
  const inFlight = new Set<Promise<unknown>>();

  /** The checkout URL of an order whose preference exists (a retried submit). */
  function initPointOf(order: OrderRow): string | null {
    if (!order.preferenceId) return null;
    return gateway.kind === 'simulator'
      ? `${publicUrl}/pago-simulado/${order.preferenceId}`
      : `https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=${order.preferenceId}`;
  }

  /** Runs a queued job after the answer: a failure stays in the queue, retried with backoff. */
  function runInBackground(jobId: number) {
    const run: Promise<unknown> = queue
      .runNow(jobId)
      .catch((error: unknown) => options.log?.warn({ err: error, jobId }, 'payment job failed'))
      .finally(() => inFlight.delete(run));
    inFlight.add(run);
  }

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

    initPointOf,

    /**
     * POST /api/webhook: only a correctly signed notification counts. Each is recorded by its id
     * (a repeat changes nothing) together with a job that reads the payment and moves the order;
     * the answer goes out at once, the job runs after it and, if that fails, later from the
     * queue with backoff.
     */
    async receiveNotification(input: {
      query: Record<string, unknown>;
      xSignature?: string | undefined;
      xRequestId?: string | undefined;
      body: unknown;
    }): Promise<{ received: true }> {
      const dataId =
        typeof input.query['data.id'] === 'string' ? input.query['data.id'] : undefined;
      const valid = verifyNotificationSignature({
        xSignature: input.xSignature,
        xRequestId: input.xRequestId,
        dataId,
        secret: options.webhookSecret,
      });
      if (!valid) {
        await options.onRefusedNotice?.();
        throw new ApiError(401, 'invalid_signature', 'La firma de la notificación no es válida.');
      }
      const body = notificationBody.parse(input.body);
      const topic = typeof input.query.type === 'string' ? input.query.type : (body.type ?? '');
      // Other topics (merchant orders, chargebacks…) are acknowledged and left alone.
      if (topic !== 'payment' || !dataId) return { received: true };
      const key = String(body.id ?? input.xRequestId ?? `${dataId}:${body.action ?? ''}`);
      const jobId = await options.repo.acceptNotification(
        { key, topic, resourceId: dataId, action: body.action ?? '' },
        { kind: PAYMENT_NOTIFICATION_JOB, payload: { paymentId: dataId } },
      );
      if (jobId !== undefined) runInBackground(jobId);
      return { received: true };
    },

    /** Waits for the notices still being processed after their answer (tests, shutdown). */
    async settled(): Promise<void> {
      while (inFlight.size) await Promise.all([...inFlight]);
    },

    /** The job: read the payment from the provider (never trust the notice) and apply it. */
    async processNotification(payload: unknown): Promise<void> {
      const { paymentId } = notificationJob.parse(payload);
      const payment = await gateway.getPayment(paymentId);
      if (!payment?.externalReference || !isUuid(payment.externalReference)) {
        options.log?.warn({ paymentId }, 'payment notification for no order of this shop');
        return;
      }
      await orders.applyPayment(payment.externalReference, toReport(payment), 'notice');
    },

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

export type PaymentService = ReturnType<typeof createPaymentService>;
