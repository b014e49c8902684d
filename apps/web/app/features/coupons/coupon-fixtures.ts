import type { CouponAnswer } from '@shop/domain';

/** A coupon as GET /api/discounts answers it, for the web tests: a plain percent coupon. */
export const couponAnswer = (over: Partial<CouponAnswer> = {}): CouponAnswer => ({
  id: 'c1',
  _id: 'c1',
  code: 'VERANO',
  version: 1,
  description: 'Verano',
  percentage: 10,
  remainingUses: 5,
  usageRecord: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  kind: 'percent',
  amount: null,
  minPurchase: 0,
  startsOn: null,
  endsOn: null,
  perCustomerLimit: null,
  categories: [],
  subcategories: [],
  paused: false,
  status: 'activo',
  ...over,
});
