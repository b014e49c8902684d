/**
 * The "% OFF" promotion (issue 45): a percentage off every product it covers (promotionCovers:
 * its categories, subcategories and brands, or named one by one) between its start and end dates. It is not a bundle: it changes the
 * unit price of a plain cart line, the one price the card, the product page, the cart, the
 * checkout and the server all take from `saleOf` (decision 0039).
 */
import { discountedPrice, fromCents, toCents, type Cents } from './money.js';
import { promotionCovers } from './promotion-composition.js';

/** What pricing reads of a running "% OFF" promotion. */
export interface PercentOffSale {
  id: string;
  title: string;
  percentOff: number;
  categories: readonly string[];
  subcategories: readonly string[];
  /** Empty: every brand of its categories. */
  brands: readonly string[];
  /** Products it covers by name, whatever their category or brand. */
  productIds: readonly string[];
}

/** What pricing reads of a product: its price (pesos) and where it sits in the catalogue. */
export interface SaleCandidate {
  id: string;
  price: number;
  cat: string;
  sub_cat: string | null;
  brand: string;
}

/** A product's price under its best running "% OFF" promotion. */
export interface ProductSale {
  promotionId: string;
  /** The promotion's title, named on the product page. */
  title: string;
  percentOff: number;
  /** The price before the promotion (pesos), shown struck. */
  listPrice: number;
  /** What the shopper pays (pesos). */
  price: number;
  /** The badge: '20% OFF'. */
  label: string;
}

export const saleLabel = (percentOff: number) => `${percentOff}% OFF`;

/**
 * The product's best sale among the running ones (the highest percentage; on a tie the first),
 * or null. Sales never add up: one line, one promotion.
 */
export function saleOf(
  product: SaleCandidate,
  sales: readonly PercentOffSale[],
): ProductSale | null {
  let best: PercentOffSale | undefined;
  for (const sale of sales) {
    if (promotionCovers(sale, product) && (!best || sale.percentOff > best.percentOff)) best = sale;
  }
  if (!best) return null;
  const listCents = toCents(product.price);
  return {
    promotionId: best.id,
    title: best.title,
    percentOff: best.percentOff,
    listPrice: product.price,
    price: fromCents(discountedPrice(listCents, best.percentOff)),
    label: saleLabel(best.percentOff),
  };
}

/** The unit price (cents) a plain cart line of the product is charged at. */
export function saleUnitPriceCents(
  product: Omit<SaleCandidate, 'price'> & { priceCents: Cents },
  sales: readonly PercentOffSale[],
): { priceCents: Cents; promotionId: string | null } {
  const sale = saleOf({ ...product, price: fromCents(product.priceCents) }, sales);
  return sale
    ? { priceCents: toCents(sale.price), promotionId: sale.promotionId }
    : { priceCents: product.priceCents, promotionId: null };
}

/** The dates and switch that decide whether shoppers see a promotion today. */
export interface PromotionSchedule {
  disabled: boolean;
  /** YYYY-MM-DD, the first day it runs; null from its creation. */
  startDate: string | null;
  /** YYYY-MM-DD, the last day it runs. */
  endDate: string;
}

/** The admin list's flag of a promotion on the shop's calendar day `today` (YYYY-MM-DD). */
export type PromotionState = 'Activo' | 'Programado' | 'No Activo' | 'Desactivado';

export function promotionState(p: PromotionSchedule, today: string): PromotionState {
  if (p.disabled) return 'Desactivado';
  if (p.startDate !== null && p.startDate > today) return 'Programado';
  if (p.endDate < today) return 'No Activo';
  return 'Activo';
}

/** Shoppers see a promotion, and are priced by it, only on the days it runs. */
export const isPromotionRunning = (p: PromotionSchedule, today: string) =>
  promotionState(p, today) === 'Activo';
