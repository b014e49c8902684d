import { DEFAULT_PRICE_TERMS, type PriceTerms } from '@shop/domain';
import { createContext, useContext } from 'react';

/**
 * The settings every price and promise on a page is worded from (transfer discount, free shipping,
 * home-delivery surcharge): the same the cart and the checkout charge with. The storefront layout
 * provides them from GET /api/settings.
 */
export type ShopTerms = PriceTerms;

export const DEFAULT_SHOP_TERMS: ShopTerms = DEFAULT_PRICE_TERMS;

export function shopTermsOf(settings: ShopTerms): ShopTerms {
  const { transferDiscountPercent, freeShippingThreshold, homeDeliverySurcharge } = settings;
  return { transferDiscountPercent, freeShippingThreshold, homeDeliverySurcharge };
}

export const ShopTermsContext = createContext<ShopTerms>(DEFAULT_SHOP_TERMS);

export function useShopTerms(): ShopTerms {
  return useContext(ShopTermsContext);
}

/** The layout's terms from a page's `meta` matches (pages' meta texts quote them too). */
export function shopTermsFromMatches(
  matches: readonly ({ id: string; loaderData?: unknown; data?: unknown } | undefined)[],
): ShopTerms {
  const layout = matches.find((match) => match?.id === 'routes/storefront-layout');
  const data = (layout?.loaderData ?? layout?.data) as { terms?: ShopTerms } | undefined;
  return data?.terms ?? DEFAULT_SHOP_TERMS;
}
