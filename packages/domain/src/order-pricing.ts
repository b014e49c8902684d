import { applyCoupon, multiplyCents, sumCents, transferDiscount, type Cents } from './money.js';
import { pricePromotion, type PromotionPick } from './promotion-pricing.js';

/** A product line at the server's current unit price. */
export interface PricedProductLine {
  unitPriceCents: Cents;
  quantity: number;
  /** The product: a coupon of some categories applies to its lines only. */
  productId?: string;
}

/** What the pricing chain needs of a coupon the order carries (its rules: coupon-rules.ts). */
export interface PricingCoupon {
  kind: 'percent' | 'fixed' | 'free_shipping';
  /** The percent kind's discount (0 for the others). */
  percentage: number;
  /** The fixed kind's amount off (0 for the others). */
  amountCents: Cents;
  /**
   * The product ids it applies to, or 'all' (the whole cart, promotion bundles included). A
   * coupon of some categories applies to the product lines of those categories only.
   */
  appliesTo: 'all' | readonly string[];
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
  /** The coupon, when one applies (coupon-rules.ts). */
  coupon?: PricingCoupon | null;
  shippingCents: Cents;
}

export interface OrderAmounts {
  /** Merchandise after promotion discounts. */
  subtotalCents: Cents;
  /** What the promotions gave away (for display; already out of the subtotal). */
  promotionDiscountCents: Cents;
  transferDiscountCents: Cents;
  couponDiscountCents: Cents;
  /** Zero with a free-shipping coupon. */
  shippingCents: Cents;
  /** subtotal − transfer discount − coupon + shipping: what the shopper pays. */
  totalCents: Cents;
}

/**
 * What the coupon takes off the merchandise (decision 0039): a share or a fixed amount (never
 * more) of what it applies to once the transfer discount is off, the whole merchandise or its
 * categories' product lines (their transfer discount taken the same way); free shipping nothing.
 */
function couponDiscountCents(
  input: OrderPricingInput,
  subtotalCents: Cents,
  transferDiscountCents: Cents,
): Cents {
  const { coupon } = input;
  if (!coupon || coupon.kind === 'free_shipping') return 0;
  let base = subtotalCents - transferDiscountCents;
  if (coupon.appliesTo !== 'all') {
    const ids = coupon.appliesTo;
    const applied = sumCents(
      input.products
        .filter((line) => line.productId !== undefined && ids.includes(line.productId))
        .map((line) => multiplyCents(line.unitPriceCents, line.quantity)),
    );
    base =
      applied -
      (input.payment === 'transfer' ? transferDiscount(applied, input.transferDiscountPercent) : 0);
  }
  return coupon.kind === 'percent'
    ? applyCoupon(base, coupon.percentage).discount
    : Math.min(coupon.amountCents, base);
}

/**
 * The one total of an order, shared by the cart, the checkout summary and the server that
 * charges it. The transfer discount (rounded up to the cent) comes off the merchandise, the coupon
 * off what remains of it; shipping is added last and never discounted, except that a
 * free-shipping coupon makes it zero.
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
  const couponCents = couponDiscountCents(input, subtotalCents, transferDiscountCents);
  const shippingCents = input.coupon?.kind === 'free_shipping' ? 0 : input.shippingCents;
  return {
    subtotalCents,
    promotionDiscountCents: sumCents(promotions.map((p) => p.discountCents)),
    transferDiscountCents,
    couponDiscountCents: couponCents,
    shippingCents,
    totalCents: subtotalCents - transferDiscountCents - couponCents + shippingCents,
  };
}
