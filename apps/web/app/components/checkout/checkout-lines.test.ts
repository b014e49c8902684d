import {
  cartPricingLines,
  checkoutAddressSchema,
  checkoutOrderSchema,
  percentCoupon,
  priceCheckout,
  type DeliveredType,
  type PaymentChoice,
  type CartLine,
  type CartProductLine,
  type CartPromotionLine,
} from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { rateShipping, type ShippingRate } from '../../lib/shipping';
import { orderProductInfo, parcelOf, shippableLines } from './checkout-lines';
import { boots as bootsLine } from './checkout-test-fixtures';

const product = (over: Partial<CartProductLine>): CartProductLine => ({
  ...bootsLine,
  name: 'Botín',
  slug: 'botin',
  ...over,
});

const boots = product({});
const shirts = product({
  id: 'p-camiseta',
  name: 'Camiseta',
  price: 25000,
  quantity: 2,
  size: 'M',
  variant: { id: 2, variant: 'Azul' },
  dimensions: { weight: 250, height: 3, width: 25, length: 30 },
});
const socks = product({
  id: 'p-medias',
  name: 'Medias',
  price: 5000,
  size: '41-42',
  dimensions: { weight: 100, height: 2, width: 10, length: 20 },
});

const twoForOne: CartPromotionLine = {
  promotion: true,
  id: 'promo-2x1',
  lineId: 'promo-2x1-1',
  title: '2x1 en camisetas',
  description: '',
  type: '2x1',
  price: 30000,
  discountAmount: 20000,
  quantity: 1,
  disabled: false,
  endDate: '2099-01-01',
  products: [
    { ...shirts, price: 30000, quantity: 1, maxQuantity: 3 },
    { ...shirts, id: 'p-camiseta-2', price: 20000, quantity: 1, maxQuantity: 3, size: 'L' },
  ],
};

const rules = { freeShippingThreshold: 45000, homeDeliverySurcharge: 2350 };
const clasico: ShippingRate = {
  deliveredType: 'D',
  productType: 'CP',
  productName: 'Correo Argentino Clasico',
  price: 6252.33,
  deliveryTimeMin: 2,
  deliveryTimeMax: 5,
};

/** The summary's priceCheckout for these cart lines and the chosen rate. */
const amounts = (
  lines: CartLine[],
  over: {
    payment?: PaymentChoice;
    couponPercent?: number;
    shipping?: { deliveredType: DeliveredType; rate: ShippingRate };
  } = {},
) =>
  priceCheckout({
    ...cartPricingLines(lines),
    payment: over.payment ?? 'mercadopago',
    coupon: over.couponPercent === undefined ? null : percentCoupon(over.couponPercent),
    shipping: over.shipping
      ? rateShipping(over.shipping.rate, over.shipping.deliveredType, rules)
      : null,
    transferDiscountPercent: 15,
  });

describe('checkout summary amounts (hand-computed)', () => {
  it('adds the lines', () => {
    expect(amounts([boots, shirts])).toMatchObject({
      subtotalCents: 15_000_000,
      transferDiscountCents: 0,
      totalCents: 15_000_000,
    });
  });

  it('takes 15% off for transfer, then the coupon off what remains', () => {
    expect(amounts([boots, shirts], { payment: 'transfer' })).toMatchObject({
      transferDiscountCents: 2_250_000,
      totalCents: 12_750_000,
    });
    expect(amounts([boots, shirts], { payment: 'transfer', couponPercent: 10 })).toMatchObject({
      couponDiscountCents: 1_275_000,
      totalCents: 11_475_000,
    });
  });

  it('ships free from the threshold; home delivery still adds the surcharge', () => {
    expect(
      amounts([boots, shirts], { shipping: { deliveredType: 'S', rate: clasico } }),
    ).toMatchObject({ shippingCents: 0, totalCents: 15_000_000 });
    expect(
      amounts([boots, shirts], { shipping: { deliveredType: 'D', rate: clasico } }),
    ).toMatchObject({ shippingCents: 235_000, totalCents: 15_235_000 });
  });

  it('charges the rate below the threshold and never discounts shipping', () => {
    expect(amounts([socks], { shipping: { deliveredType: 'D', rate: clasico } })).toMatchObject({
      shippingCents: 860_233,
      totalCents: 1_360_233,
    });
    expect(
      amounts([socks], {
        payment: 'transfer',
        couponPercent: 10,
        shipping: { deliveredType: 'S', rate: clasico },
      }),
    ).toMatchObject({
      transferDiscountCents: 75_000,
      couponDiscountCents: 42_500,
      shippingCents: 625_233,
      totalCents: 382_500 + 625_233,
    });
  });

  it('prices a 2x1 bundle at its dearer item', () => {
    expect(amounts([twoForOne])).toMatchObject({
      subtotalCents: 3_000_000,
      promotionDiscountCents: 2_000_000,
    });
  });
});

describe('checkout lines', () => {
  it('drops lines without full dimensions', () => {
    const broken = product({
      id: 'p-roto',
      dimensions: { weight: 0, height: 1, width: 1, length: 1 },
    });
    expect(shippableLines([boots, broken, twoForOne]).map((l) => l.id)).toEqual([
      'p-botin',
      'promo-2x1',
    ]);
  });

  it('stacks every unit into one parcel (SPEC.md section 9)', () => {
    expect(parcelOf([boots, shirts])).toEqual({ weight: 1500, height: 18, width: 25, length: 33 });
    expect(parcelOf([twoForOne])).toEqual({ weight: 500, height: 6, width: 25, length: 30 });
  });

  it('sends identities and quantities that the order schema accepts, never prices', () => {
    const productInfo = orderProductInfo([boots, twoForOne]);
    expect(productInfo).toEqual([
      { id: 'p-botin', size: '41', quantity: 1, variant: { id: 1 } },
      {
        promotion: true,
        id: 'promo-2x1',
        products: [
          { id: 'p-camiseta', size: 'M', variant: { id: 2 } },
          { id: 'p-camiseta-2', size: 'L', variant: { id: 2 } },
        ],
      },
    ]);
    expect(JSON.stringify(productInfo)).not.toContain('price');
    const body = {
      productInfo,
      payerInfo: checkoutAddressSchema.parse({
        payerName: 'Lionel Scaloni',
        email: 'lionel@example.com.ar',
        phone: '1155551234',
        zipCode: '5000',
        state: 'Córdoba',
        city: 'Córdoba',
        street: 'Avenida Colón',
        streetNumber: '210',
        client_id: '20123456',
      }),
      shipment: { rate: { productName: 'Correo Argentino Clasico', deliveredType: 'D' } },
    };
    expect(checkoutOrderSchema.safeParse(body).success).toBe(true);
  });
});
