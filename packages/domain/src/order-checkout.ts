/**
 * The checkout's amounts and result pages, once for the browser's summary and the server that
 * charges the order and sends the shopper back.
 */
import { isPromotionLine, type CartLine } from './cart.js';
import { toCents, type Cents } from './money.js';
import {
  priceOrder,
  shippingCharge,
  type DeliveredType,
  type OrderAmounts,
  type PaymentChoice,
  type PricedProductLine,
  type PricedPromotionLine,
  type PricingCoupon,
} from './order-pricing.js';

/** Shipping of an order: the carrier's rate under the shop's rules, or an amount the admin set. */
export type CheckoutShipping = RatedShipping | { fixedCents: Cents };

/** The carrier's rate with the shop's rules that turn it into a charge. */
export interface RatedShipping {
  rateCents: Cents;
  deliveredType: DeliveredType;
  freeShippingThresholdCents: Cents;
  homeDeliverySurchargeCents: Cents;
}

/** The shop's settings the shipping charge depends on, in pesos as the settings keep them. */
export interface ShippingSettings {
  freeShippingThreshold: number;
  homeDeliverySurcharge: number;
}

/**
 * The carrier's rate (pesos) under the shop's rules, as priceCheckout takes it: one rule for the
 * browser's estimate and summary and the server that charges the order.
 */
export function checkoutShipping(
  ratePesos: number,
  deliveredType: DeliveredType,
  settings: ShippingSettings,
): RatedShipping {
  return {
    rateCents: toCents(ratePesos),
    deliveredType,
    freeShippingThresholdCents: toCents(settings.freeShippingThreshold),
    homeDeliverySurchargeCents: toCents(settings.homeDeliverySurcharge),
  };
}

/** What the shopper pays for a rate on this merchandise subtotal. */
export function rateChargeCents(
  ratePesos: number,
  deliveredType: DeliveredType,
  subtotalCents: Cents,
  settings: ShippingSettings,
): Cents {
  return shippingCharge({
    ...checkoutShipping(ratePesos, deliveredType, settings),
    subtotalCents,
  });
}

export interface CheckoutPricingInput {
  products: readonly PricedProductLine[];
  promotions: readonly PricedPromotionLine[];
  payment: PaymentChoice;
  transferDiscountPercent: number;
  coupon: PricingCoupon | null;
  /** Null until the shopper chooses a rate: the summary then shows no shipping. */
  shipping: CheckoutShipping | null;
}

/**
 * The order's amounts: priceOrder over the lines, shipping by shippingCharge on the merchandise
 * subtotal (free from the threshold, the surcharge for home delivery).
 */
export function priceCheckout(input: CheckoutPricingInput): OrderAmounts {
  const { shipping, ...lines } = input;
  const merchandise = priceOrder({ ...lines, shippingCents: 0 });
  if (!shipping) return merchandise;
  const shippingCents =
    'fixedCents' in shipping
      ? shipping.fixedCents
      : shippingCharge({ ...shipping, subtotalCents: merchandise.subtotalCents });
  return priceOrder({ ...lines, shippingCents });
}

/** The cart's lines at the prices it holds, as priceCheckout takes them (the browser's summary). */
export function cartPricingLines(lines: readonly CartLine[]): {
  products: PricedProductLine[];
  promotions: PricedPromotionLine[];
} {
  return {
    products: lines
      .filter((line) => !isPromotionLine(line))
      .map((line) => ({
        unitPriceCents: toCents(line.price),
        quantity: line.quantity,
        productId: line.id,
      })),
    promotions: lines.filter(isPromotionLine).map((line) => ({
      type: line.type,
      picks: line.products.map((p) => ({ price: p.price, gift: p.gift })),
    })),
  };
}

/** SPEC.md section 2's result pages, by what happened to the order. */
export const ORDER_RESULT_PAGES = {
  transfer: 'orden-transferencia-confirmada',
  approved: 'orden-mp-confirmada',
  rejected: 'orden-mp-rechazada',
  pending: 'orden-mp-pendiente',
} as const;
export type OrderResult = keyof typeof ORDER_RESULT_PAGES;

/** Which result page a path's first segment is, if any. */
export function orderResultOfPage(segment: string): OrderResult | undefined {
  return (Object.keys(ORDER_RESULT_PAGES) as OrderResult[]).find(
    (result) => ORDER_RESULT_PAGES[result] === segment,
  );
}

/**
 * "/orden-mp-confirmada/1001?token=…": the result page of an order, with the receipt token that
 * opens its status and, for a transfer, the amount to pay (shown even without the token).
 */
export function orderResultPath(
  result: OrderResult,
  orderNumber: number,
  proof: { token?: string | null; amount?: number } = {},
): string {
  const query = new URLSearchParams();
  if (proof.amount !== undefined) query.set('monto', String(proof.amount));
  if (proof.token) query.set('token', proof.token);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return `/${ORDER_RESULT_PAGES[result]}/${orderNumber}${search}`;
}
