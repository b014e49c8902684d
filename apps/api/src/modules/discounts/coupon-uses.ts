import {
  COUPON_UNKNOWN,
  couponCartRefusal,
  couponCustomer,
  couponStateRefusal,
  normalizeCouponCode,
  pricingCouponOf,
  type CouponScopeProduct,
  type CouponTerms,
  type PricingCoupon,
} from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import { conflict, unprocessable } from '../../http/errors.js';
import { shopToday } from '../../lib/dates.js';
import { couponLedger } from './repo.js';

/** The customer an order is for, as the per-customer limit counts them. */
export type CouponCustomer = ReturnType<typeof couponCustomer>;

/** A coupon usable now by the order's customer, as the order is priced with it. */
export interface TakenCoupon {
  id: string;
  code: string;
  /** The row's version it was read at: an edit, pause or delete meanwhile refuses the use. */
  version: number;
  /** Stored on the order for the percent kind (SPEC's coupon.percentage). */
  percentage: number | null;
  terms: CouponTerms;
  customer: CouponCustomer;
}

/** Refused by the coupon's state or the customer's uses: SPEC's 409 with the domain's reason. */
export const couponRefused = (reason = COUPON_UNKNOWN) => conflict(reason);

/**
 * The coupon of the code while this customer can use it today, or the refusal in the domain's
 * words (422 for an unknown or deleted code, as SPEC's, 409 otherwise).
 */
export async function readUsableCoupon(
  db: DbExecutor,
  rawCode: string,
  customer: { email: string; clientId: string },
): Promise<TakenCoupon> {
  const code = normalizeCouponCode(rawCode);
  const keys = couponCustomer(customer.email, customer.clientId);
  const found = await couponLedger.read(db, code, keys);
  if (!found) throw unprocessable(COUPON_UNKNOWN, 'invalid_coupon');
  const refusal = couponStateRefusal(found.terms, shopToday(), found.customerUses);
  if (refusal) throw couponRefused(refusal);
  return {
    id: found.id,
    code,
    version: found.version,
    percentage: found.terms.kind === 'percent' ? found.terms.percentage : null,
    terms: found.terms,
    customer: keys,
  };
}

/**
 * The coupon as the order's lines are priced with it; refused (422, the domain's reason) when
 * the cart is under its minimum or has no line of its categories.
 */
export function couponForCart(
  coupon: TakenCoupon,
  cart: { couponScope: readonly CouponScopeProduct[] },
  subtotalCents: number,
): PricingCoupon {
  const pricing = pricingCouponOf(coupon.terms, cart.couponScope);
  const refusal = couponCartRefusal(
    coupon.terms,
    { subtotalCents, productIds: cart.couponScope.map((p) => p.id) },
    pricing.appliesTo,
  );
  if (refusal) throw unprocessable(refusal, 'coupon_not_applicable');
  return pricing;
}

export const giveCouponUseBack = couponLedger.giveBack;

/** Holds the coupon's row until the transaction ends (the per-customer limit, decision 0040). */
export const lockCoupon = couponLedger.lock;
