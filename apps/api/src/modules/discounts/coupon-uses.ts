import { normalizeCouponCode } from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import { conflict, unprocessable } from '../../http/errors.js';
import { couponLedger } from './repo.js';

const COUPON_INVALID = 'Código de cupón no válido o no tiene usos disponibles';

export interface TakenCoupon {
  id: string;
  code: string;
  percentage: number;
}

/** Uses one of the coupon's uses inside the caller's transaction, or refuses in SPEC's words. */
export async function takeCouponUse(tx: DbExecutor, rawCode: string): Promise<TakenCoupon> {
  const code = normalizeCouponCode(rawCode);
  const taken = await couponLedger.take(tx, code);
  if (taken) return { ...taken, code };
  if (await couponLedger.exists(tx, code)) throw conflict(COUPON_INVALID);
  throw unprocessable(COUPON_INVALID, 'invalid_coupon');
}

export const recordCouponUse = couponLedger.recordUse;
export const giveCouponUseBack = couponLedger.giveBack;
