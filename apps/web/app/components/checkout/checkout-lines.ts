/**
 * The cart as the checkout uses it: the lines that can be shipped, the one parcel they make, the
 * order body's productInfo, and the summary amounts through the shared priceOrder.
 */
import {
  hasCompleteDimensions,
  isPromotionLine,
  packageDimensions,
  priceOrder,
  toCents,
  type CartLine,
  type Cents,
  type CheckoutOrderInput,
  type DeliveredType,
  type Dimensions,
  type OrderAmounts,
  type PaymentChoice,
} from '@shop/domain';
import { rateCharge, type ShippingRate, type ShippingRules } from '../../lib/shipping';

/** SPEC.md section 5: the checkout passes only lines with full dimensions. */
export function shippableLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((line) =>
    isPromotionLine(line)
      ? line.products.length > 0 && line.products.every((p) => hasCompleteDimensions(p.dimensions))
      : hasCompleteDimensions(line.dimensions),
  );
}

/** SPEC.md section 9: one parcel for every unit of every line. */
export function parcelOf(lines: readonly CartLine[]): Dimensions {
  return packageDimensions(
    lines.flatMap((line) =>
      isPromotionLine(line)
        ? line.products.map((p) => ({ dimensions: p.dimensions, quantity: 1 }))
        : [{ dimensions: line.dimensions, quantity: line.quantity }],
    ),
  );
}

/** What the order body says about the cart: identities and quantities, never prices. */
export function orderProductInfo(lines: readonly CartLine[]): CheckoutOrderInput['productInfo'] {
  return lines.map((line) =>
    isPromotionLine(line)
      ? {
          promotion: true as const,
          id: line.id,
          products: line.products.map((p) => ({
            id: p.id,
            size: p.size,
            variant: { id: p.variant.id },
            ...(p.gift ? { gift: true } : {}),
          })),
        }
      : { id: line.id, size: line.size, quantity: line.quantity, variant: { id: line.variant.id } },
  );
}

/** The chosen delivery, as far as the amounts are concerned. */
export interface ChosenShipping {
  deliveredType: DeliveredType;
  rate: ShippingRate;
}

export interface SummaryInput {
  lines: readonly CartLine[];
  /** Until a payment is chosen the summary shows the plain (card) total. */
  payment: PaymentChoice | null;
  couponPercent: number | null;
  shipping: ChosenShipping | null;
  transferDiscountPercent: number;
  rules: ShippingRules;
}

/** The summary panel's amounts: the same priceOrder the server charges with. */
export function checkoutAmounts(input: SummaryInput): OrderAmounts {
  const pricing = {
    products: input.lines
      .filter((line) => !isPromotionLine(line))
      .map((line) => ({ unitPriceCents: toCents(line.price), quantity: line.quantity })),
    promotions: input.lines.filter(isPromotionLine).map((line) => ({
      type: line.type,
      picks: line.products.map((p) => ({ price: p.price, gift: p.gift })),
    })),
    payment: input.payment ?? 'mercadopago',
    transferDiscountPercent: input.transferDiscountPercent,
    couponPercent: input.couponPercent,
  };
  const merchandise = priceOrder({ ...pricing, shippingCents: 0 });
  return priceOrder({
    ...pricing,
    shippingCents: shippingCents(input.shipping, merchandise.subtotalCents, input.rules),
  });
}

/** What the chosen rate costs the shopper (0 when none is chosen yet). */
export function shippingCents(
  shipping: ChosenShipping | null,
  subtotalCents: Cents,
  rules: ShippingRules,
): Cents {
  return shipping ? rateCharge(shipping.rate, shipping.deliveredType, subtotalCents, rules) : 0;
}
