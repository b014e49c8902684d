import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents, type CatalogueProduct } from '@shop/domain';
import { databaseKinds } from '../../test/harness.js';
import {
  addProduct,
  checkoutBody,
  createOrderShop,
  fixedRates,
  type OrderShop,
} from '../../test/order-shop.js';
import { createOrderRepo } from '../orders/repo.js';
import { createCheckoutService } from './service.js';

/** PGlite in a worker thread too (decision 0045): its refusals must still carry SH001. */
const kinds = databaseKinds({ worker: true });

/**
 * Issues 39 and 40: whatever the catalogue memory holds (a price change whose notice was lost,
 * a product disabled meanwhile), an order is charged the database's price. The memory here is a
 * stub that holds a wrong price; the order statement refuses it and the checkout prices again
 * from the database.
 */
describe.each(kinds)('an order priced from a stale memory on %s', (kind) => {
  let shop: OrderShop;
  let boot: string;
  const PRICE = 10000;

  beforeAll(async () => {
    shop = await createOrderShop(kind);
    boot = await addProduct(shop, {
      productName: 'Botín Memoria',
      price: PRICE,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 1000 },
    });
  });
  afterAll(() => shop?.close());

  it('charges the database price, never the memory one', async () => {
    const repo = createOrderRepo(shop.database.db);
    const truth = (await repo.loadProducts(shop.database.db, [boot])).get(boot)!;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -9_000_00, max: 9_000_00 }),
        fc.boolean(),
        async (delta, disabledInDatabase) => {
          const stale: CatalogueProduct = {
            ...truth,
            priceCents: Math.max(100, truth.priceCents + delta),
          };
          const checkout = createCheckoutService({
            repo,
            orders: shop.services.orders,
            rates: fixedRates(),
            payments: shop.services.payments,
            productsInMemory: () => new Map([[boot, stale]]),
          });
          const fair = await shop.services.checkout.placeOrder(
            checkoutBody([{ id: boot, size: '40', quantity: 1 }]),
            'transfer',
          );
          if (disabledInDatabase) {
            await shop.services.products.update(boot, { disabled: true } as never);
          }
          try {
            const placed = await checkout
              .placeOrder(checkoutBody([{ id: boot, size: '40', quantity: 1 }]), 'transfer')
              .then(
                (result) => result,
                (error: unknown) => error,
              );
            if (disabledInDatabase) {
              // The database says what is wrong: a disabled product is not sold.
              expect(placed).toMatchObject({ statusCode: 409 });
              return;
            }
            const { order } = placed as Awaited<ReturnType<typeof checkout.placeOrder>>;
            expect(order.subtotalCents).toBe(toCents(PRICE));
            expect(order.transactionAmountCents).toBe(fair.order.transactionAmountCents);
          } finally {
            if (disabledInDatabase) {
              await shop.services.products.update(boot, { disabled: false } as never);
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
