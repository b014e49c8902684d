import { applyCoupon, multiplyCents, sumCents, transferDiscount, type Cents } from './money.js';
import { pricePromotion, type PromotionPick } from './promotion-pricing.js';

/** A product line at the server's current unit price. */
export interface PricedProductLine {
  unitPriceCents: Cents;
  quantity: number;
}

/** A promotion line: its picks at their current unit prices. */
export interface PricedPromotionLine {
  type: string;
  picks: readonly PromotionPick[];
}

export type PaymentChoice = 'transfer' | 'mercadopago';

/** 'D' home delivery (domicilio), 'S' branch pickup (sucursal), as the carrier names them. */
export type DeliveredType = 'D' | 'S';

export interface ShippingRule {
  /** The carrier's quote for the parcel. */
  rateCents: Cents;
  deliveredType: DeliveredType;
  /** Merchandise subtotal (after promotions, before any discount). */
  subtotalCents: Cents;
  freeShippingThresholdCents: Cents;
  homeDeliverySurchargeCents: Cents;
}

/**
 * SPEC.md section 9: from the free-shipping threshold (one amount, from the store settings) the
 * carrier's rate is free; home delivery always adds the fixed surcharge.
 */
export function shippingCharge(rule: ShippingRule): Cents {
  const rate = rule.subtotalCents >= rule.freeShippingThresholdCents ? 0 : rule.rateCents;
  return rate + (rule.deliveredType === 'D' ? rule.homeDeliverySurchargeCents : 0);
}

export interface OrderPricingInput {
  products: readonly PricedProductLine[];
  promotions: readonly PricedPromotionLine[];
  payment: PaymentChoice;
  transferDiscountPercent: number;
  /** Coupon percentage, when a valid coupon is applied. */
  couponPercent?: number | null;
  shippingCents: Cents;
}

export interface OrderAmounts {
  /** Merchandise after promotion discounts. */
  subtotalCents: Cents;
  /** What the promotions gave away (for display; already out of the subtotal). */
  promotionDiscountCents: Cents;
  transferDiscountCents: Cents;
  couponDiscountCents: Cents;
  shippingCents: Cents;
  /** subtotal − transfer discount − coupon + shipping: what the shopper pays. */
  totalCents: Cents;
}

/**
 * The one total of an order, shared by the cart, the checkout summary and the server that
 * charges it. The transfer discount (rounded up to the cent) comes off the merchandise, the coupon
 * off what remains of it; shipping is added last and never discounted.
 */
export function priceOrder(input: OrderPricingInput): OrderAmounts {
  const promotions = input.promotions.map((line) => pricePromotion(line.type, line.picks));
  const subtotalCents = sumCents([
    ...input.products.map((line) => multiplyCents(line.unitPriceCents, line.quantity)),
    ...promotions.map((p) => p.priceCents),
  ]);
  const transferDiscountCents =
    input.payment === 'transfer'
      ? transferDiscount(subtotalCents, input.transferDiscountPercent)
      : 0;
  const coupon = applyCoupon(subtotalCents - transferDiscountCents, input.couponPercent ?? 0);
  return {
    subtotalCents,
    promotionDiscountCents: sumCents(promotions.map((p) => p.discountCents)),
    transferDiscountCents,
    couponDiscountCents: coupon.discount,
    shippingCents: input.shippingCents,
    totalCents: coupon.total + input.shippingCents,
  };
}
