import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOrder, shippingCharge } from './order-pricing.js';
import { percentCoupon } from './coupon-rules.js';

const base = {
  products: [],
  promotions: [],
  payment: 'mercadopago' as const,
  transferDiscountPercent: 15,
  shippingCents: 0,
};

describe('shippingCharge', () => {
  const rule = {
    rateCents: 812_000,
    subtotalCents: 3_000_000,
    freeShippingThresholdCents: 4_500_000,
    homeDeliverySurchargeCents: 235_000,
  };
  it('charges the branch rate below the threshold and nothing from it', () => {
    expect(shippingCharge({ ...rule, deliveredType: 'S' })).toBe(812_000);
    expect(shippingCharge({ ...rule, deliveredType: 'S', subtotalCents: 4_500_000 })).toBe(0);
  });
  it('adds the home-delivery surcharge, also when the rate itself is free', () => {
    expect(shippingCharge({ ...rule, deliveredType: 'D' })).toBe(1_047_000);
    expect(shippingCharge({ ...rule, deliveredType: 'D', subtotalCents: 9_000_000 })).toBe(235_000);
  });
});

describe('priceOrder', () => {
  it('adds plain lines', () => {
    const amounts = priceOrder({
      ...base,
      products: [
        { unitPriceCents: 8_999_900, quantity: 2 },
        { unitPriceCents: 1_500_050, quantity: 1 },
      ],
      shippingCents: 812_000,
    });
    expect(amounts).toEqual({
      subtotalCents: 19_499_850,
      promotionDiscountCents: 0,
      transferDiscountCents: 0,
      couponDiscountCents: 0,
      shippingCents: 812_000,
      totalCents: 20_311_850,
    });
  });

  it('takes 15% off for transfer, rounded up to the cent (transfer price), so the discount never exceeds 15%', () => {
    // 15% of 333.33 is 49.9995: transfer price 283.3305 rounds up to 283.34, discount 49.99.
    const amounts = priceOrder({
      ...base,
      payment: 'transfer',
      products: [{ unitPriceCents: 33_333, quantity: 1 }],
    });
    expect(amounts.transferDiscountCents).toBe(4_999);
    expect(amounts.totalCents).toBe(28_334);
  });

  it('applies the coupon after the transfer discount and never to shipping', () => {
    const amounts = priceOrder({
      ...base,
      payment: 'transfer',
      products: [{ unitPriceCents: 10_000_000, quantity: 1 }],
      coupon: percentCoupon(10),
      shippingCents: 235_000,
    });
    expect(amounts).toMatchObject({
      transferDiscountCents: 1_500_000,
      couponDiscountCents: 850_000,
      totalCents: 7_650_000 + 235_000,
    });
  });

  it('counts promotion lines at the price of their paid items', () => {
    const amounts = priceOrder({
      ...base,
      promotions: [
        { type: '2x1', picks: [{ price: 50000 }, { price: 40000 }] },
        { type: 'Regalo', picks: [{ price: 30000 }, { price: 9000, gift: true }] },
      ],
    });
    expect(amounts).toMatchObject({ subtotalCents: 8_000_000, promotionDiscountCents: 4_900_000 });
  });

  const cents = fc.integer({ min: 0, max: 100_000_000 });
  it('never charges below zero and the parts always add up to the total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ unitPriceCents: cents, quantity: fc.integer({ min: 1, max: 10 }) })),
        fc.constantFrom('transfer' as const, 'mercadopago' as const),
        fc.option(fc.integer({ min: 1, max: 100 })),
        cents,
        (products, payment, couponPercent, shippingCents) => {
          const coupon = couponPercent === null ? null : percentCoupon(couponPercent);
          const a = priceOrder({ ...base, products, payment, coupon, shippingCents });
          expect(a.totalCents).toBeGreaterThanOrEqual(a.shippingCents);
          expect(
            a.subtotalCents - a.transferDiscountCents - a.couponDiscountCents + a.shippingCents,
          ).toBe(a.totalCents);
          expect(a.transferDiscountCents + a.couponDiscountCents).toBeLessThanOrEqual(
            a.subtotalCents,
          );
        },
      ),
    );
  });
});
