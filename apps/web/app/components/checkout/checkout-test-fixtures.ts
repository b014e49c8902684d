/** Data the checkout's tests share: a boot in the cart, the shop's settings, a shopper. */
import { checkoutAddressSchema, type CartProductLine, type PayerInfo } from '@shop/domain';

export const boots: CartProductLine = {
  id: 'p-botin',
  name: 'Botín Predator',
  image: '/api/images/a',
  price: 100000,
  quantity: 1,
  maxQuantity: 5,
  size: '41',
  variant: { id: 1, variant: 'Negro' },
  color: 'Negro',
  badge: '',
  dimensions: { weight: 1000, height: 12, width: 20, length: 33 },
  disabled: false,
  slug: 'botinpredator',
};

export const settings = {
  transferDiscountPercent: 15,
  freeShippingThreshold: 45000,
  homeDeliverySurcharge: 2350,
  transferOffered: true,
};

/** A shopper in Córdoba with every required field; `over` changes some. */
export const payer = (over: Partial<Record<string, string>> = {}): PayerInfo =>
  checkoutAddressSchema.parse({
    payerName: 'Lionel Scaloni',
    email: 'lionel@example.com.ar',
    phone: '1155551234',
    zipCode: '5000',
    state: 'Córdoba',
    city: 'Córdoba',
    street: 'Avenida Colón',
    streetNumber: '210',
    client_id: '20123456',
    ...over,
  });
