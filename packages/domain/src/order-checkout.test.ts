import { describe, expect, it } from 'vitest';
import { checkoutShipping, priceCheckout, rateChargeCents } from './order-checkout.js';

const settings = { freeShippingThreshold: 100_000, homeDeliverySurcharge: 1_500.5 };

describe('checkoutShipping: one shipping rule for the browser and the server', () => {
  it('turns the carrier rate and the settings from pesos into cents', () => {
    expect(checkoutShipping(4_321.75, 'D', settings)).toEqual({
      rateCents: 432_175,
      deliveredType: 'D',
      freeShippingThresholdCents: 10_000_000,
      homeDeliverySurchargeCents: 150_050,
    });
  });

  it('charges the rate under the threshold, and from the threshold only the home surcharge', () => {
    expect(rateChargeCents(4_000, 'S', 9_999_999, settings)).toBe(400_000);
    expect(rateChargeCents(4_000, 'S', 10_000_000, settings)).toBe(0);
    expect(rateChargeCents(4_000, 'D', 10_000_000, settings)).toBe(150_050);
  });

  it('is what the checkout charges as shipping', () => {
    const amounts = priceCheckout({
      products: [{ unitPriceCents: 5_000_000, quantity: 1 }],
      promotions: [],
      payment: 'mercadopago',
      transferDiscountPercent: 15,
      coupon: null,
      shipping: checkoutShipping(4_000, 'D', settings),
    });
    expect(amounts.shippingCents).toBe(550_050);
  });
});
