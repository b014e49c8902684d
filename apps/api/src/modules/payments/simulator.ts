/**
 * Plays Mercado Pago when the shop has no credentials (INTEGRATIONS.md section 1.10): it stores
 * preferences, shows them on the shop's own /pago-simulado page, creates payments in the
 * provider's shape, posts signed notifications to the webhook and redirects like Checkout Pro.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { fromCents, toCents } from '@shop/domain';
import { ApiError, conflict, notFound } from '../../http/errors.js';
import {
  preferenceBody,
  RefundRefused,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
  type PreferenceBody,
} from './gateway.js';
import type { PaymentRepo } from './repo.js';
import { signNotification } from './signature.js';

export type SimulatedOutcome = 'approved' | 'pending' | 'rejected';

/** A notification for the webhook, as Mercado Pago would send it. */
export interface SimulatedNotification {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** Posts a notification to the shop's webhook; answers the HTTP status. */
export type NotificationDelivery = (notification: SimulatedNotification) => Promise<number>;

/** Collector id of the simulated seller: preference ids read `<collector>-<uuid>`. */
const COLLECTOR_ID = 100200300;
const DELIVERY_ATTEMPTS = 3;

const OUTCOMES: Record<
  SimulatedOutcome,
  {
    status: string;
    detail: string;
    methodId: string;
    typeId: string;
    backUrl: 'success' | 'pending' | 'failure';
  }
> = {
  approved: {
    status: 'approved',
    detail: 'accredited',
    methodId: 'visa',
    typeId: 'credit_card',
    backUrl: 'success',
  },
  pending: {
    status: 'pending',
    detail: 'pending_waiting_payment',
    methodId: 'rapipago',
    typeId: 'ticket',
    backUrl: 'pending',
  },
  rejected: {
    status: 'rejected',
    detail: 'cc_rejected_other_reason',
    methodId: 'visa',
    typeId: 'credit_card',
    backUrl: 'failure',
  },
};

/** A stored payment (GET /v1/payments/{id}'s shape) as the gateway answers it. */
function asGatewayPayment(payment: Record<string, unknown>): GatewayPayment {
  const details = payment.transaction_details as {
    net_received_amount: number;
    total_paid_amount: number;
  };
  return {
    id: String(payment.id),
    status: String(payment.status),
    statusDetail: String(payment.status_detail),
    externalReference: (payment.external_reference as string | null) ?? null,
    transactionAmount: Number(payment.transaction_amount),
    currencyId: String(payment.currency_id),
    netReceivedAmount: details.net_received_amount,
    totalPaidAmount: details.total_paid_amount,
    refundedAmount: Number(payment.transaction_amount_refunded ?? 0),
  };
}

type StoredRefund = GatewayRefund & { idempotencyKey: string; date_created: string };

/**
 * A refund as Mercado Pago makes it: the same idempotency key answers the same refund; more than
 * what is left is refused; the payment turns `refunded` when nothing is left, otherwise stays
 * approved with `partially_refunded`.
 */
function refundStored(
  payment: Record<string, unknown>,
  amount: number,
  idempotencyKey: string,
): { payment: Record<string, unknown>; result: GatewayRefund } {
  const refunds = (payment.refunds as StoredRefund[] | undefined) ?? [];
  const same = refunds.find((refund) => refund.idempotencyKey === idempotencyKey);
  if (same) return { payment, result: { id: same.id, amount: same.amount, status: same.status } };
  if (payment.status !== 'approved') {
    throw new RefundRefused('Payment not refundable in its current status', 400);
  }
  const refundedCents = toCents(Number(payment.transaction_amount_refunded ?? 0)) + toCents(amount);
  const totalCents = toCents(Number(payment.transaction_amount));
  if (refundedCents > totalCents) {
    throw new RefundRefused('The refund amount exceeds the available amount', 400);
  }
  const refund: StoredRefund = {
    id: String(randomInt(1_000_000_000, 9_999_999_999)),
    amount,
    status: 'approved',
    idempotencyKey,
    date_created: new Date().toISOString(),
  };
  const full = refundedCents === totalCents;
  return {
    payment: {
      ...payment,
      status: full ? 'refunded' : 'approved',
      status_detail: full ? 'refunded' : 'partially_refunded',
      transaction_amount_refunded: fromCents(refundedCents),
      date_last_updated: refund.date_created,
      refunds: [...refunds, refund],
    },
    result: { id: refund.id, amount: refund.amount, status: refund.status },
  };
}

const totalOf = (body: PreferenceBody) =>
  fromCents(body.items.reduce((sum, item) => sum + toCents(item.unit_price) * item.quantity, 0));

export function createPaymentSimulator(
  repo: PaymentRepo,
  options: { publicUrl: string; webhookSecret: string },
) {
  async function preference(id: string) {
    const row = await repo.findPreference(id);
    if (!row) throw notFound('No encontramos ese pago.');
    return { row, body: row.request as PreferenceBody };
  }

  const gateway: PaymentGateway = {
    kind: 'simulator',

    async createPreference(input) {
      const id = `${COLLECTOR_ID}-${randomUUID()}`;
      await repo.insertPreference({
        id,
        orderId: input.orderId,
        request: preferenceBody(input),
        expiresAt: input.expiresAt,
      });
      return { id, initPoint: `${options.publicUrl}/pago-simulado/${id}` };
    },

    async getPayment(id) {
      if (!/^\d{1,18}$/.test(id)) return undefined;
      const payment = await repo.findPayment(Number(id));
      return payment && asGatewayPayment(payment);
    },

    async searchPayments(externalReference) {
      return (await repo.findPaymentsByReference(externalReference)).map(asGatewayPayment);
    },

    async refundPayment(paymentId, amount, idempotencyKey) {
      const refund = /^\d{1,18}$/.test(paymentId)
        ? await repo.changePayment(Number(paymentId), (payment) =>
            refundStored(payment, amount, idempotencyKey),
          )
        : undefined;
      if (!refund) throw new RefundRefused('Payment not found', 404);
      return refund;
    },
  };

  return {
    gateway,

    /** GET /api/payment-simulator/:preferenceId: what the simulated checkout page shows. */
    async describe(preferenceId: string) {
      const { row, body } = await preference(preferenceId);
      return {
        preferenceId,
        orderNumber: body.metadata.order_number,
        title: `Pedido #${body.metadata.order_number}`,
        amount: totalOf(body),
        items: body.items.map((item) => ({
          id: item.id,
          title: item.title,
          quantity: item.quantity,
          unit_price: item.unit_price,
        })),
        payerEmail: body.payer.email,
        expiresAt: row.expiresAt.toISOString(),
        expired: row.expiresAt.getTime() < Date.now(),
      };
    },

    /**
     * The shopper chose an outcome: a payment is created, its notification delivered to the
     * webhook (retried if refused), and the browser sent to the matching back_url.
     */
    async pay(
      preferenceId: string,
      outcome: SimulatedOutcome,
      deliver: NotificationDelivery,
    ): Promise<{ redirectUrl: string; paymentId: string }> {
      const { row, body } = await preference(preferenceId);
      if (row.expiresAt.getTime() < Date.now()) {
        throw conflict('Este link de pago venció. Volvé a la tienda y hacé el pedido de nuevo.');
      }
      const result = OUTCOMES[outcome];
      const amount = totalOf(body);
      const now = new Date().toISOString();
      const merchantOrderId = randomInt(1_000_000_000, 9_999_999_999);
      const payment = await repo.insertPayment(preferenceId, (id) => ({
        id,
        status: result.status,
        status_detail: result.detail,
        external_reference: body.external_reference,
        currency_id: 'ARS',
        transaction_amount: amount,
        transaction_amount_refunded: 0,
        installments: 1,
        payment_method_id: result.methodId,
        payment_type_id: result.typeId,
        date_created: now,
        date_approved: result.status === 'approved' ? now : null,
        date_last_updated: now,
        live_mode: false,
        order: { id: merchantOrderId, type: 'mercadopago' },
        payer: { email: body.payer.email, identification: body.payer.identification },
        metadata: body.metadata,
        transaction_details: {
          net_received_amount: amount,
          total_paid_amount: amount,
          installment_amount: amount,
          overpaid_amount: 0,
          external_resource_url: null,
          financial_institution: null,
          payment_method_reference_id: null,
        },
        fee_details: [],
        refunds: [],
      }));
      const paymentId = String(payment.id);

      const requestId = randomUUID();
      const ts = String(Math.floor(Date.now() / 1000));
      const notification: SimulatedNotification = {
        url: `/api/webhook?data.id=${paymentId}&type=payment&source_news=webhooks`,
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          'x-signature': signNotification({
            secret: options.webhookSecret,
            dataId: paymentId,
            requestId,
            ts,
          }),
        },
        body: {
          id: randomInt(1_000_000_000, 9_999_999_999),
          live_mode: false,
          type: 'payment',
          date_created: now,
          user_id: COLLECTOR_ID,
          api_version: 'v1',
          action: 'payment.created',
          data: { id: paymentId },
        },
      };
      let delivered = false;
      for (let attempt = 0; attempt < DELIVERY_ATTEMPTS && !delivered; attempt++) {
        const status = await deliver(notification).catch(() => 0);
        delivered = status === 200 || status === 201;
      }
      if (!delivered) {
        throw new ApiError(
          502,
          'webhook_failed',
          'La tienda no aceptó el aviso del pago simulado.',
        );
      }

      const target = new URL(body.back_urls[result.backUrl]);
      const query: Record<string, string> = {
        collection_id: paymentId,
        collection_status: result.status,
        payment_id: paymentId,
        status: result.status,
        external_reference: body.external_reference,
        payment_type: result.typeId,
        merchant_order_id: String(merchantOrderId),
        preference_id: preferenceId,
        site_id: 'MLA',
        processing_mode: 'aggregator',
        merchant_account_id: 'null',
      };
      for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
      return { redirectUrl: target.toString(), paymentId };
    },
  };
}

export type PaymentSimulator = ReturnType<typeof createPaymentSimulator>;
