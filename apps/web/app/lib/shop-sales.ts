import {
  PERCENT_OFF_TYPE,
  saleOf,
  type PercentOffSale,
  type ProductSale,
  type PromotionAnswer,
  type SaleCandidate,
} from '@shop/domain';
import { createContext, useContext } from 'react';
import type { AppLoadContext } from 'react-router';
import { discountLabel } from './format';

/**
 * The "% OFF" promotions running today, as GET /api/promotion lists them to shoppers (only the
 * running ones: decision 0039). The storefront layout provides them; cards, the product page and
 * the cart's reconciliation price products by them through the domain's `saleOf`.
 */
export const SalesContext = createContext<readonly PercentOffSale[]>([]);

export function useSales(): readonly PercentOffSale[] {
  return useContext(SalesContext);
}

/** The "% OFF" ones of the public promotions list. */
export function salesOf(
  promotions: readonly Pick<
    PromotionAnswer,
    | 'id'
    | 'title'
    | 'type'
    | 'percentOff'
    | 'categories'
    | 'subcategories'
    | 'brands'
    | 'productIds'
  >[],
): PercentOffSale[] {
  return promotions.flatMap((p) =>
    p.type === PERCENT_OFF_TYPE && p.percentOff !== null
      ? [
          {
            id: p.id,
            title: p.title,
            percentOff: p.percentOff,
            categories: p.categories,
            subcategories: p.subcategories,
            brands: p.brands,
            productIds: p.productIds,
          },
        ]
      : [],
  );
}

/** The running sales for a page; none when the shop cannot be asked (prices stay as they are). */
export async function loadSales(api: AppLoadContext['api']): Promise<PercentOffSale[]> {
  try {
    const response = await api('/api/promotion');
    if (response.status !== 200) return [];
    return salesOf(((await response.json()) as { promotion: PromotionAnswer[] }).promotion);
  } catch {
    return [];
  }
}

/** What a card or product page shows: the price charged, the one struck out, and the badge. */
export interface ShownPrices {
  price: number;
  struck: number | null;
  badge: string | null;
  sale: ProductSale | null;
}

/**
 * A running "% OFF" replaces the list-price badge: its badge ('20% OFF') and the price before it
 * struck out. Without one, the product's own sale (compare_price) as before.
 */
export function shownPrices(
  product: SaleCandidate & { compare_price: number | null },
  sales: readonly PercentOffSale[],
): ShownPrices {
  const sale = saleOf(product, sales);
  if (sale) return { price: sale.price, struck: sale.listPrice, badge: sale.label, sale };
  const compare = product.compare_price;
  return {
    price: product.price,
    struck: compare !== null && compare > product.price ? compare : null,
    badge: discountLabel(product.price, compare),
    sale: null,
  };
}
