import { MercadoPagoConfig, Payment, Preference } from 'mercadopago';
import { preferenceBody, type PaymentGateway } from './gateway.js';

const TIMEOUT_MS = 8000;

/** The real Checkout Pro through the official SDK (INTEGRATIONS.md section 1). */
export function createMercadoPagoGateway(accessToken: string): PaymentGateway {
  // A fresh config per call: the SDK merges a call's requestOptions (idempotency key included)
  // into the shared options for good (INTEGRATIONS.md section 1.1).
  const client = () => new MercadoPagoConfig({ accessToken, options: { timeout: TIMEOUT_MS } });
  return {
    kind: 'mercadopago',

    async createPreference(input, idempotencyKey) {
      const created = await new Preference(client()).create({
        body: preferenceBody(input),
        requestOptions: { idempotencyKey },
      });
      if (!created.id || !created.init_point) {
        throw new Error('Mercado Pago answered a preference without id or init_point');
      }
      return { id: created.id, initPoint: created.init_point };
    },

    async getPayment(id) {
      try {
        const payment = await new Payment(client()).get({ id });
        return {
          id: String(payment.id ?? id),
          status: payment.status ?? '',
          statusDetail: payment.status_detail ?? '',
          externalReference: payment.external_reference ?? null,
          transactionAmount: payment.transaction_amount ?? 0,
          currencyId: payment.currency_id ?? '',
          netReceivedAmount: payment.transaction_details?.net_received_amount ?? null,
          totalPaidAmount: payment.transaction_details?.total_paid_amount ?? null,
        };
      } catch (error) {
        if ((error as { status?: unknown }).status === 404) return undefined;
        throw error;
      }
    },
  };
}
