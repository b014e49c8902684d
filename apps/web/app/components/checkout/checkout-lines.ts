/**
 * The cart as the checkout uses it: the lines that can be shipped, the one parcel they make and
 * the order body's productInfo. The summary's amounts are the domain's priceCheckout.
 */
import {
  hasCompleteDimensions,
  isPromotionLine,
  packageDimensions,
  type CartLine,
  type CheckoutOrderInput,
  type Dimensions,
} from '@shop/domain';

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
