/** The payment provider as the shop sees it: Mercado Pago Checkout Pro, or its local simulator. */

export interface PreferenceItem {
  id: string;
  title: string;
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
}

export interface PaymentGateway {
  readonly kind: 'mercadopago' | 'simulator';
  createPreference(input: PreferenceInput, idempotencyKey: string): Promise<CreatedPreference>;
  /** Undefined when the provider knows no such payment. */
  getPayment(id: string): Promise<GatewayPayment | undefined>;
}

/** Checkout Pro's request body for the preference (INTEGRATIONS.md section 1.2). */
export function preferenceBody(input: PreferenceInput, now = new Date()) {
  return {
    items: input.items.map((item) => ({
      id: item.id,
      title: item.title,
      quantity: item.quantity,
      currency_id: 'ARS',
      unit_price: item.unitPrice,
    })),
    payer: {
      name: input.payer.name,
      email: input.payer.email,
      phone: { number: input.payer.phone },
      identification: input.payer.identification,
      address: input.payer.address,
    },
    back_urls: input.backUrls,
    auto_return: 'approved',
    // source_news=webhooks: only the signed webhook, not the legacy unsigned IPN too.
    notification_url: `${input.notificationUrl}?source_news=webhooks`,
    external_reference: input.externalReference,
    payment_methods: { installments: 12, default_installments: 1 },
    binary_mode: false,
    expires: true,
    expiration_date_from: now.toISOString(),
    expiration_date_to: input.expiresAt.toISOString(),
    metadata: { order_id: input.orderId, order_number: input.orderNumber },
  };
}

export type PreferenceBody = ReturnType<typeof preferenceBody>;
