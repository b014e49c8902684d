import type { FreeShippingTerms } from './shipping-promise.js';

/** The settings every advertised price and shipping promise is worded from. */
export interface PriceTerms extends FreeShippingTerms {
  /** Percent off the whole order when paid by bank transfer. */
  transferDiscountPercent: number;
}

/**
 * A new shop's terms, until the admin changes them in Ajustes. Kept apart from the settings
 * schema so the storefront's pages can quote them without bundling zod.
 */
export const DEFAULT_PRICE_TERMS: Readonly<PriceTerms> = {
  transferDiscountPercent: 15,
  freeShippingThreshold: 45000,
  homeDeliverySurcharge: 2350,
};
