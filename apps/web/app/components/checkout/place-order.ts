/**
 * Sending the order: POST /api/order (bank transfer) or POST /api/create-order (Mercado Pago),
 * the body of checkoutOrderSchema and one Idempotency-Key per checkout attempt, so a retried
 * submit gives back the same order.
 */
import {
  orderResultPath,
  priceChangedAnswerSchema,
  type CheckoutOrderInput,
  type ExpectedTotalInput,
  type PriceChangedAnswer,
  type PayerInfo,
} from '@shop/domain';
import { agencyLabel } from '../../lib/shipping';
import { orderProductInfo } from './checkout-lines';
import type { CheckoutState } from './checkout-state';
import type { CouponState } from './coupon-box';

/** The order body: the checkout's, with the total the shopper saw (decision 0030). */
export type OrderBody = CheckoutOrderInput & ExpectedTotalInput;

/** What the checkout sends once a delivery is chosen; null until then. */
export function checkoutOrderBody(
  state: CheckoutState,
  payer: PayerInfo,
  lines: Parameters<typeof orderProductInfo>[0],
  coupon: CouponState,
): CheckoutOrderInput | null {
  const { deliveredType, rate, agency } = state.delivery;
  if (!deliveredType || !rate) return null;
  return {
    productInfo: orderProductInfo(lines),
    payerInfo: payer,
    shipment: {
      rate: {
        productName: rate.productName,
        deliveredType,
        ...(deliveredType === 'S' && agency
          ? { agencyCode: agency.code, agencyAddress: agencyLabel(agency) }
          : {}),
      },
    },
    ...(coupon.status === 'applied' ? { coupon: coupon.code } : {}),
  };
}

export const ORDER_FAILED_TEXT =
  'No pudimos crear tu pedido. Revisá tu conexión e inténtalo de nuevo en unos minutos.';

/** A refused or failed order; `retrySameAttempt` is false when nothing was created (4xx). */
export class OrderRequestError extends Error {
  constructor(
    message: string,
    readonly retrySameAttempt: boolean,
  ) {
    super(message);
    this.name = 'OrderRequestError';
  }
}

/**
 * The shop priced the order at another total than the one shown (409 price_changed): nothing was
 * placed; `answer` has the lines and total as priced now.
 */
export class PriceChangedError extends OrderRequestError {
  constructor(readonly answer: PriceChangedAnswer) {
    super(answer.message, false);
    this.name = 'PriceChangedError';
  }
}

export interface TransferOrder {
  order_number: number;
  /** Pesos. */
  transaction_amount: number;
  /** Opens this order's status on its result page. */
  receiptToken: string | null;
}

export interface MercadoPagoOrder {
  id: string;
  init_point: string;
}

/** The transfer confirmation page of SPEC.md section 2, with the receipt token when there is one. */
export function transferResultPath(order: TransferOrder): string {
  return orderResultPath('transfer', order.order_number, {
    token: order.receiptToken,
    amount: order.transaction_amount,
  });
}

/** A fresh key for one checkout attempt (randomUUID needs a secure context; fall back). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function send(path: string, body: OrderBody, key: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
  } catch {
    throw new OrderRequestError(ORDER_FAILED_TEXT, true);
  }
  const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (response.ok && answer) return answer;
  const changed = response.status === 409 && priceChangedAnswerSchema.safeParse(answer);
  if (changed && changed.success) throw new PriceChangedError(changed.data);
  if (response.status >= 400 && response.status < 500 && typeof answer?.message === 'string') {
    // The shop said why (no stock, coupon used up, ...): the shopper can fix it and try again.
    throw new OrderRequestError(answer.message, false);
  }
  throw new OrderRequestError(ORDER_FAILED_TEXT, true);
}

export async function placeTransferOrder(body: OrderBody, key: string): Promise<TransferOrder> {
  const answer = (await send('/api/order', body, key)) as Partial<TransferOrder>;
  if (typeof answer.order_number !== 'number' || typeof answer.transaction_amount !== 'number') {
    throw new OrderRequestError(ORDER_FAILED_TEXT, true);
  }
  return {
    order_number: answer.order_number,
    transaction_amount: answer.transaction_amount,
    receiptToken: typeof answer.receiptToken === 'string' ? answer.receiptToken : null,
  };
}

export async function createMercadoPagoOrder(
  body: OrderBody,
  key: string,
): Promise<MercadoPagoOrder> {
  const answer = (await send('/api/create-order', body, key)) as Partial<MercadoPagoOrder>;
  if (typeof answer.id !== 'string' || typeof answer.init_point !== 'string') {
    throw new OrderRequestError(ORDER_FAILED_TEXT, true);
  }
  return { id: answer.id, init_point: answer.init_point };
}
