import { fromCents, sumCents, toCents, type Cents } from './money.js';
import { freePickIndexes } from './promotion-kinds.js';

/** One chosen product of a promotion, priced at its current unit price (pesos). */
export interface PromotionPick {
  price: number;
  /** Regalo: the gift item (free). Ignored for the other types. */
  gift?: boolean;
}

export interface PricedPromotion<P extends PromotionPick> {
  /** Picks sorted by price, highest first (SPEC.md section 4), each marked free or paid. */
  picks: (P & { free: boolean })[];
  /** Sum of paid items. */
  priceCents: Cents;
  /** Sum of free items. */
  discountCents: Cents;
}

/**
 * SPEC.md section 4, shopper promotion composition: picks sorted by price descending, the free
 * ones chosen by the kind's pricing rule (2x1 the cheapest of 2, 3x2 the cheapest of 3, Regalo the
 * gift item). The promotion line's price is the sum of paid items and its discount the sum of
 * free ones, so both always add up to the picks.
 */
export function pricePromotion<P extends PromotionPick>(
  type: string,
  picks: readonly P[],
): PricedPromotion<P> {
  const sorted = [...picks].sort((a, b) => toCents(b.price) - toCents(a.price));
  const free = new Set(freePickIndexes(type, sorted));
  const marked = sorted.map((pick, index) => ({ ...pick, free: free.has(index) }));
  return {
    picks: marked,
    priceCents: sumCents(marked.filter((p) => !p.free).map((p) => toCents(p.price))),
    discountCents: sumCents(marked.filter((p) => p.free).map((p) => toCents(p.price))),
  };
}

/** The same in pesos with 2 decimals, as a cart promotion line stores it (SPEC.md section 3). */
export function promotionLineAmounts(type: string, picks: readonly PromotionPick[]) {
  const { priceCents, discountCents } = pricePromotion(type, picks);
  return { price: fromCents(priceCents), discountAmount: fromCents(discountCents) };
}
