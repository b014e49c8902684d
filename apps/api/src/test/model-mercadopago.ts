import type { GatewayPayment, PaymentGateway } from '../modules/payments/gateway.js';

/** What every call throws while the model is down. */
export const MERCADO_PAGO_DOWN = 'Mercado Pago no responde';

/** Mercado Pago as INTEGRATIONS.md describes it, in memory: payments, refunds, search, outages. */
export function modelMercadoPago() {
  const payments = new Map<string, GatewayPayment>();
  const refundKeys = new Map<string, string>();
  let next = 5_000_000;
  let down = false;
  const refuseIfDown = () => {
    if (down) throw new Error(MERCADO_PAGO_DOWN);
  };
  const gateway: PaymentGateway = {
    kind: 'mercadopago',
    async createPreference(input) {
      refuseIfDown();
      return { id: `pref-${input.orderId}-${next++}`, initPoint: 'https://mp.test/checkout' };
    },
    async getPayment(id) {
      refuseIfDown();
      const payment = payments.get(id);
      return payment && { ...payment };
    },
    async searchPayments(reference) {
      refuseIfDown();
      return [...payments.values()].filter((p) => p.externalReference === reference);
    },
    async refundPayment(paymentId, amount, key) {
      refuseIfDown();
      const done = refundKeys.get(key);
      if (done) return { id: done, amount, status: 'approved' };
      const payment = payments.get(paymentId);
      if (!payment || payment.status !== 'approved') throw new Error('no refundable payment');
      payment.refundedAmount = Math.round((payment.refundedAmount + amount) * 100) / 100;
      if (payment.refundedAmount >= payment.transactionAmount) payment.status = 'refunded';
      else payment.statusDetail = 'partially_refunded';
      const id = `refund-${next++}`;
      refundKeys.set(key, id);
      return { id, amount, status: 'approved' };
    },
  };
  return {
    gateway,
    payments,
    setDown: (value: boolean) => (down = value),
    pay(reference: string, status: string, amount: number, currency: string): string {
      const id = String(next++);
      payments.set(id, {
        id,
        status,
        statusDetail: status === 'approved' ? 'accredited' : '',
        externalReference: reference,
        transactionAmount: amount,
        currencyId: currency,
        netReceivedAmount: null,
        totalPaidAmount: amount,
        refundedAmount: 0,
      });
      return id;
    },
  };
}

export type ModelMercadoPago = ReturnType<typeof modelMercadoPago>;
