import type { Dimensions } from './money.js';

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
  products: CartPromotionProduct[];
}

export type CartLine = CartProductLine | CartPromotionLine;

export const isPromotionLine = (line: CartLine): line is CartPromotionLine =>
  'promotion' in line && line.promotion === true;

const sameLine = (a: { id: string; size: string }, b: { id: string; size: string }) =>
  a.id === b.id && a.size === b.size;

/**
 * SPEC.md section 4, Add: the same product and size adds to that line's quantity, otherwise a
 * new line; never beyond what is in stock. Answers the new lines and whether anything changed.
 */
export function addCartLine<L extends CartProductLine>(
  lines: readonly L[],
  line: L,
): { lines: L[]; added: boolean } {
  const existing = lines.find((l) => sameLine(l, line));
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
      sameLine(l, line) ? { ...l, quantity, maxQuantity: line.maxQuantity } : l,
    ),
    added: true,
  };
}

/** Units in the cart, for the header badge. */
export const cartItemCount = (lines: readonly { quantity: number }[]) =>
  lines.reduce((sum, l) => sum + l.quantity, 0);
