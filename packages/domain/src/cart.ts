import { toCents, type Cents, type Dimensions } from './money.js';
import { priceOrder, type OrderPricingInput } from './order-pricing.js';

/** A product line of the cart (SPEC.md section 3, Cart line). Prices in pesos, as the API speaks. */
export interface CartProductLine {
  id: string;
  name: string;
  image: string;
  price: number;
  quantity: number;
  /** Units of this size in stock when the line was last checked. */
  maxQuantity: number;
  size: string;
  variant: { id: number; variant: string };
  color: string;
  badge: string;
  dimensions: Dimensions;
  disabled: boolean;
  slug: string;
}

/** One product inside a promotion line (SPEC.md section 3): always one unit. */
export interface CartPromotionProduct {
  id: string;
  name: string;
  quantity: 1;
  /** Units of this size in stock when last checked (1 when unknown). */
  maxQuantity: number;
  size: string;
  image: string;
  badge: string;
  /** Current unit price in pesos. */
  price: number;
  color: string;
  variant: { id: number; variant: string };
  dimensions: Dimensions;
  slug: string;
  /** Regalo: the gift item. */
  gift?: boolean;
}

/** A composed promotion in the cart (SPEC.md section 3, Promotion line). */
export interface CartPromotionLine {
  promotion: true;
  /** The promotion's id. */
  id: string;
  /**
   * This bundle's own key: a shopper may compose the same promotion more than once, and each
   * bundle is removed on its own.
   */
  lineId: string;
  title: string;
  description: string;
  type: string;
  /** Sum of paid items, pesos with 2 decimals. */
  price: number;
  /** Sum of free items, pesos with 2 decimals. */
  discountAmount: number;
  quantity: 1;
  disabled: boolean;
  endDate: string;
  /** Sorted by price, highest first (SPEC.md section 4). */
  products: CartPromotionProduct[];
}

export type CartLine = CartProductLine | CartPromotionLine;

export const isPromotionLine = (line: CartLine): line is CartPromotionLine =>
  'promotion' in line && line.promotion === true;

const sameLine = (a: { id: string; size: string }, b: { id: string; size: string }) =>
  a.id === b.id && a.size === b.size;

const isProductLine = (line: CartLine, id: string, size: string): line is CartProductLine =>
  !isPromotionLine(line) && sameLine(line, { id, size });

/**
 * SPEC.md section 4, Add: the same product and size adds to that line's quantity, otherwise a
 * new line; never beyond what is in stock. Answers the new lines and whether anything changed.
 */
export function addCartLine(
  lines: readonly CartLine[],
  line: CartProductLine,
): { lines: CartLine[]; added: boolean } {
  const existing = lines.find((l): l is CartProductLine => isProductLine(l, line.id, line.size));
  if (!existing) {
    if (line.quantity < 1 || line.maxQuantity < 1) return { lines: [...lines], added: false };
    return {
      lines: [...lines, { ...line, quantity: Math.min(line.quantity, line.maxQuantity) }],
      added: true,
    };
  }
  if (existing.quantity >= existing.maxQuantity) return { lines: [...lines], added: false };
  const quantity = Math.min(existing.quantity + line.quantity, line.maxQuantity);
  return {
    lines: lines.map((l) =>
      isProductLine(l, line.id, line.size) ? { ...l, quantity, maxQuantity: line.maxQuantity } : l,
    ),
    added: true,
  };
}

/** A composed bundle as it enters the cart; the cart gives it its own `lineId`. */
export type NewCartPromotionLine = Omit<CartPromotionLine, 'lineId'>;

/** Adds a composed promotion as its own line (one bundle, quantity 1). */
export function addPromotionLine(
  lines: readonly CartLine[],
  line: NewCartPromotionLine,
): CartLine[] {
  const taken = new Set(lines.filter(isPromotionLine).map((l) => l.lineId));
  let number = 1;
  while (taken.has(`${line.id}-${number}`)) number += 1;
  return [...lines, { ...line, lineId: `${line.id}-${number}` }];
}

/** +1 unit of a product line, only while below what is in stock. */
export function increaseCartLine(lines: readonly CartLine[], id: string, size: string): CartLine[] {
  return lines.map((l) =>
    isProductLine(l, id, size) && l.quantity < l.maxQuantity
      ? { ...l, quantity: l.quantity + 1 }
      : l,
  );
}

/** −1 unit of a product line, never below 1 (SPEC.md section 9: cart minimum quantity 1). */
export function decreaseCartLine(lines: readonly CartLine[], id: string, size: string): CartLine[] {
  return lines.map((l) =>
    isProductLine(l, id, size) && l.quantity > 1 ? { ...l, quantity: l.quantity - 1 } : l,
  );
}

/** Deletes the line of that product and size. */
export function removeCartLine(lines: readonly CartLine[], id: string, size: string): CartLine[] {
  return lines.filter((l) => !isProductLine(l, id, size));
}

/** Deletes one composed bundle. */
export function removePromotionLine(lines: readonly CartLine[], lineId: string): CartLine[] {
  return lines.filter((l) => !isPromotionLine(l) || l.lineId !== lineId);
}

/** What may change on a product's lines after the shop's data moved (SPEC.md section 4). */
export type ProductLinePatch = Partial<Pick<CartProductLine, 'price' | 'disabled'>>;

/** Updates price or disabled flag on every line (every size) of that product. */
export function updateCartLines(
  lines: readonly CartLine[],
  id: string,
  patch: ProductLinePatch,
): CartLine[] {
  return lines.map((l) => (!isPromotionLine(l) && l.id === id ? { ...l, ...patch } : l));
}

/** What may change on a promotion's bundles: disabled flag and the priced details. */
export type PromotionLinePatch = Partial<
  Pick<CartPromotionLine, 'disabled' | 'price' | 'discountAmount' | 'products'>
>;

/** Updates every bundle of that promotion. */
export function updatePromotionLines(
  lines: readonly CartLine[],
  id: string,
  patch: PromotionLinePatch,
): CartLine[] {
  return lines.map((l) => (isPromotionLine(l) && l.id === id ? { ...l, ...patch } : l));
}

/** Units in the cart, for the header badge: a bundle counts each of its products. */
export const cartItemCount = (lines: readonly CartLine[]) =>
  lines.reduce((sum, l) => sum + (isPromotionLine(l) ? l.products.length : l.quantity), 0);

/** Resumen Del Pedido of the cart: before shipping and coupon, which the checkout adds. */
export interface CartTotals {
  /** Merchandise after promotion discounts. */
  subtotalCents: Cents;
  /** What the bundles give away (already out of the subtotal). */
  promotionDiscountCents: Cents;
  /** The same merchandise paid by bank transfer. */
  transferTotalCents: Cents;
  /** What the shopper pays for the merchandise by card, cash or wallet. */
  totalCents: Cents;
}

/**
 * The cart's summary through priceOrder, the one total the checkout and the server also use, so
 * the three never disagree on a cent.
 */
export function cartTotals(
  lines: readonly CartLine[],
  transferDiscountPercent: number,
): CartTotals {
  const input: Omit<OrderPricingInput, 'payment'> = {
    products: lines
      .filter((l): l is CartProductLine => !isPromotionLine(l))
      .map((l) => ({ unitPriceCents: toCents(l.price), quantity: l.quantity })),
    promotions: lines.filter(isPromotionLine).map((l) => ({
      type: l.type,
      picks: l.products.map((p) => ({ price: p.price, gift: p.gift })),
    })),
    transferDiscountPercent,
    shippingCents: 0,
  };
  const card = priceOrder({ ...input, payment: 'mercadopago' });
  const transfer = priceOrder({ ...input, payment: 'transfer' });
  return {
    subtotalCents: card.subtotalCents,
    promotionDiscountCents: card.promotionDiscountCents,
    transferTotalCents: transfer.totalCents,
    totalCents: card.totalCents,
  };
}
