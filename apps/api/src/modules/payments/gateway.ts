/** The payment provider as the shop sees it: Mercado Pago Checkout Pro, or its local simulator. */

export interface PreferenceItem {
  id: string;
  title: string;
  /** What the line is (colour, size): with category_id, it raises the approval rate. */
  description: string;
  /** Mercado Pago's item category: 'fashion' for the shop's goods, 'others' for shipping. */
  categoryId: 'fashion' | 'others';
  quantity: number;
  /** Pesos. */
  unitPrice: number;
}

/** What the shop asks the provider's checkout for (INTEGRATIONS.md section 1.2). */
export interface PreferenceInput {
  orderId: string;
  orderNumber: number;
  items: PreferenceItem[];
  payer: {
    name: string;
    email: string;
    phone: string;
    identification: { type: 'DNI' | 'CUIT'; number: string };
    address: { zip_code: string; street_name: string; street_number: string };
  };
  backUrls: { success: string; failure: string; pending: string };
  notificationUrl: string;
  externalReference: string;
  expiresAt: Date;
  /** What the buyer reads on the card statement (16 characters at most); blank: not sent. */
  statementDescriptor: string;
}

export interface CreatedPreference {
  id: string;
  /** Where the shopper's browser goes to pay. */
  initPoint: string;
}

/** A payment as GET /v1/payments/{id} answers it (the fields the shop reads). */
export interface GatewayPayment {
  id: string;
  status: string;
  statusDetail: string;
  externalReference: string | null;
  transactionAmount: number;
  currencyId: string;
  netReceivedAmount: number | null;
  totalPaidAmount: number | null;
  /** transaction_amount_refunded: pesos given back so far. */
  refundedAmount: number;
}

/** A refund the provider made (POST /v1/payments/{id}/refunds). */
export interface GatewayRefund {
  id: string;
  amount: number;
  status: string;
}

/** The provider answered the refund with a refusal: nothing was given back. */
export class RefundRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface PaymentGateway {
  readonly kind: 'mercadopago' | 'simulator';
  /** A shopper waits on it: a short time-out and at most one retry. */
  createPreference(input: PreferenceInput, idempotencyKey: string): Promise<CreatedPreference>;
  /**
   * Undefined when the provider knows no such payment. `shopperWaiting`: a result page waits on
   * it (the preference's short time-out); otherwise a job does (longer, more retries).
   */
  getPayment(
    id: string,
    options?: { shopperWaiting?: boolean },
  ): Promise<GatewayPayment | undefined>;
  /** Every payment made for an order (GET /v1/payments/search?external_reference=…). */
  searchPayments(externalReference: string): Promise<GatewayPayment[]>;
  /**
   * Gives `amount` pesos of the payment back. The same idempotency key makes the same refund
   * once. A refusal throws RefundRefused; any other error leaves the outcome unknown.
   */
  refundPayment(paymentId: string, amount: number, idempotencyKey: string): Promise<GatewayRefund>;
}

/** Checkout Pro's window starts this far in the past, against clock skew between us and it. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** Cash vouchers (Rapipago, Pago Fácil) can be paid for 3 days (INTEGRATIONS.md 1.2). */
const CASH_VOUCHER_DAYS = 3;
const ARGENTINA_OFFSET_MS = 3 * 60 * 60_000;

/** ISO-8601 in Argentina's time, as the API reference writes it: 2025-03-01T10:00:00.000-03:00. */
export function argentinaIso(date: Date): string {
  return new Date(date.getTime() - ARGENTINA_OFFSET_MS).toISOString().replace('Z', '-03:00');
}

/** Checkout Pro's request body for the preference (INTEGRATIONS.md section 1.2). */
export function preferenceBody(input: PreferenceInput, now = new Date()) {
  const { zip_code, street_name, street_number } = input.payer.address;
  return {
    items: input.items.map((item) => ({
      id: item.id,
      title: item.title,
      description: item.description,
      category_id: item.categoryId,
      quantity: item.quantity,
      currency_id: 'ARS',
      unit_price: item.unitPrice,
    })),
    payer: {
      name: input.payer.name,
      email: input.payer.email,
      phone: { number: input.payer.phone },
      identification: input.payer.identification,
      // The reference types street_number as a number: '1234 bis' is left out, not sent.
      address: /^\d+$/.test(street_number.trim())
        ? { zip_code, street_name, street_number: street_number.trim() }
        : { zip_code, street_name },
    },
    back_urls: input.backUrls,
    auto_return: 'approved',
    // source_news=webhooks: only the signed webhook, not the legacy unsigned IPN too.
    notification_url: `${input.notificationUrl}?source_news=webhooks`,
    external_reference: input.externalReference,
    payment_methods: { installments: 12, default_installments: 1 },
    ...(input.statementDescriptor ? { statement_descriptor: input.statementDescriptor } : {}),
    binary_mode: false,
    expires: true,
    expiration_date_from: argentinaIso(new Date(now.getTime() - CLOCK_SKEW_MS)),
    expiration_date_to: argentinaIso(input.expiresAt),
    date_of_expiration: argentinaIso(
      new Date(now.getTime() + CASH_VOUCHER_DAYS * 24 * 60 * 60_000),
    ),
    metadata: { order_id: input.orderId, order_number: input.orderNumber },
  };
}

export type PreferenceBody = ReturnType<typeof preferenceBody>;
