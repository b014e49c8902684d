import { normalizeCouponCode } from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import { conflict, unprocessable } from '../../http/errors.js';
import { couponLedger } from './repo.js';

const COUPON_INVALID = 'Código de cupón no válido o no tiene usos disponibles';

/** A coupon with a use left, as an order is priced with it; the use is taken with the order. */
export interface TakenCoupon {
  id: string;
  code: string;
  percentage: number;
}

/** A coupon that exists but has no use left (or kept changing while an order was placed). */
export const couponRefused = () => conflict(COUPON_INVALID);

/** The coupon of the code while it has a use left, or the refusal in SPEC's words. */
export async function readUsableCoupon(db: DbExecutor, rawCode: string): Promise<TakenCoupon> {
  const code = normalizeCouponCode(rawCode);
  const usable = await couponLedger.usable(db, code);
  if (usable) return { ...usable, code };
  if (await couponLedger.exists(db, code)) throw couponRefused();
  throw unprocessable(COUPON_INVALID, 'invalid_coupon');
}

export const giveCouponUseBack = couponLedger.giveBack;
