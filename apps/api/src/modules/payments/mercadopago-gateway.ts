import { MercadoPagoConfig, Payment, PaymentRefund, Preference } from 'mercadopago';
import {
  preferenceBody,
  RefundRefused,
  type GatewayPayment,
  type PaymentGateway,
} from './gateway.js';

/**
 * How long the SDK waits and how often it tries again. The SDK retries time-outs and network
 * errors too (INTEGRATIONS.md 1.1), so one call may last (retries + 1) × timeout + backoff.
 */
export type CallPolicy = { timeoutMs: number; maxRetries: number; initialDelayMs: number };

/**
 * A shopper waits on the preference: 4 s, one retry 250 ms later, at most about 8.3 s in all.
 * Reading payments happens in jobs, which the job queue retries with its own backoff, so a
 * slow answer may take longer there.
 */
export const SHOPPER_CALL: CallPolicy = { timeoutMs: 4000, maxRetries: 1, initialDelayMs: 250 };
export const JOB_CALL: CallPolicy = { timeoutMs: 10_000, maxRetries: 2, initialDelayMs: 1000 };

/** The fields the shop reads, from GET /v1/payments/{id} or a search result. */
type PaymentFields = {
  id?: string | number | undefined;
  status?: string | undefined;
  status_detail?: string | undefined;
  external_reference?: string | undefined;
  transaction_amount?: number | undefined;
  currency_id?: string | undefined;
  transaction_amount_refunded?: number | undefined;
  transaction_details?:
    | { net_received_amount?: number | undefined; total_paid_amount?: number | undefined }
    | undefined;
};

function toGatewayPayment(payment: PaymentFields, fallbackId = ''): GatewayPayment {
  return {
    id: String(payment.id ?? fallbackId),
    status: payment.status ?? '',
    statusDetail: payment.status_detail ?? '',
    externalReference: payment.external_reference ?? null,
    transactionAmount: payment.transaction_amount ?? 0,
    currencyId: payment.currency_id ?? '',
    netReceivedAmount: payment.transaction_details?.net_received_amount ?? null,
    totalPaidAmount: payment.transaction_details?.total_paid_amount ?? null,
    refundedAmount: payment.transaction_amount_refunded ?? 0,
  };
}

/** The real Checkout Pro through the official SDK (INTEGRATIONS.md section 1). */
export function createMercadoPagoGateway(
  accessToken: string,
  policies: { shopper: CallPolicy; job: CallPolicy } = { shopper: SHOPPER_CALL, job: JOB_CALL },
): PaymentGateway {
  // A fresh config per call: the SDK merges a call's requestOptions (idempotency key included)
  // into the shared options for good (INTEGRATIONS.md section 1.1).
  const client = (policy: CallPolicy) =>
    new MercadoPagoConfig({
      accessToken,
      options: {
        timeout: policy.timeoutMs,
        maxRetries: policy.maxRetries,
        initialDelay: policy.initialDelayMs,
      },
    });
  return {
    kind: 'mercadopago',

    async createPreference(input, idempotencyKey) {
      const created = await new Preference(client(policies.shopper)).create({
        body: preferenceBody(input),
        requestOptions: { idempotencyKey },
      });
      if (!created.id || !created.init_point) {
        throw new Error('Mercado Pago answered a preference without id or init_point');
      }
      return { id: created.id, initPoint: created.init_point };
    },

    async getPayment(id, options) {
      const policy = options?.shopperWaiting ? policies.shopper : policies.job;
      try {
        return toGatewayPayment(await new Payment(client(policy)).get({ id }), id);
      } catch (error) {
        if ((error as { status?: unknown }).status === 404) return undefined;
        throw error;
      }
    },

    async searchPayments(externalReference) {
      const found = await new Payment(client(policies.job)).search({
        options: {
          external_reference: externalReference,
          sort: 'date_created',
          criteria: 'asc',
          limit: 100,
        },
      });
      return (found.results ?? []).map((payment) => toGatewayPayment(payment));
    },

    async refundPayment(paymentId, amount, idempotencyKey) {
      try {
        const refund = await new PaymentRefund(client(policies.shopper)).create({
          payment_id: paymentId,
          body: { amount },
          requestOptions: { idempotencyKey },
        });
        return {
          id: String(refund.id ?? ''),
          amount: refund.amount ?? amount,
          status: refund.status ?? '',
        };
      } catch (error) {
        const { status, message } = error as { status?: unknown; message?: unknown };
        // 4xx but a busy key (409, 423) or too many calls (429): Mercado Pago said no.
        if (
          typeof status === 'number' &&
          status >= 400 &&
          status < 500 &&
          ![409, 423, 429].includes(status)
        ) {
          throw new RefundRefused(typeof message === 'string' ? message : '', status);
        }
        throw error;
      }
    },
  };
}
