/** What the shipping estimator's tests price: a boot under the free-shipping threshold. */
import type { ProductAnswer } from '@shop/domain';

export const product = {
  id: 'p1',
  price: 30000,
  dimensions: { weight: 1000, height: 12, width: 20, length: 33 },
} as ProductAnswer;

export const rules = { freeShippingThreshold: 45000, homeDeliverySurcharge: 2350 };
