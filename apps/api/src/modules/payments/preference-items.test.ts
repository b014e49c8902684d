import fc from 'fast-check';
import { applyCoupon, toCents } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import type { OrderItem } from '@shop/domain';
import type { OrderRow } from '../orders/rows.js';
import { preferenceItems } from './preference-items.js';

function item(
  fields: Partial<OrderItem> & Pick<OrderItem, 'name' | 'price' | 'quantity'>,
): OrderItem {
  return {
    lineId: '1',
    id: `id-${fields.name}`,
    size: '40',
    variant: { id: 1, variant: 'Negro', imgUrl: [] },
    promotion: null,
    ...fields,
  };
}

const order = (items: OrderItem[], totalCents: number, shippingCents: number) =>
  ({ items, transactionAmountCents: totalCents, shippingAmountCents: shippingCents }) as OrderRow;

const sumCents = (items: ReturnType<typeof preferenceItems>) =>
  items.reduce((sum, i) => sum + toCents(i.unitPrice) * i.quantity, 0);

describe('Checkout Pro items of an order', () => {
  it('lines at their prices, a promotion as one line, and a shipping line', () => {
    const promotion = { id: 'p1', title: '2x1 en medias', type: '2x1' };
    const items = preferenceItems(
      order(
        [
          item({ name: 'Botín', price: 10000, quantity: 2 }),
          item({ name: 'Medias Largas', price: 3500, quantity: 1, promotion }),
          item({ name: 'Medias Cortas', price: 0, quantity: 1, promotion }),
        ],
        3_085_000,
        735_000,
      ),
    );
    expect(items).toEqual([
      {
        id: 'id-Botín-40',
        title: 'Botín · talle 40',
        description: 'Botín, Negro, talle 40',
        categoryId: 'fashion',
        quantity: 2,
        unitPrice: 10000,
      },
      {
        id: 'promo-p1',
        title: '2x1 en medias: Medias Largas (40) + Medias Cortas (40)',
        description: 'Medias Largas, Negro, talle 40; Medias Cortas, Negro, talle 40',
        categoryId: 'fashion',
        quantity: 1,
        unitPrice: 3500,
      },
      {
        id: 'envio',
        title: 'Envío',
        description: 'Envío del pedido por Correo Argentino',
        categoryId: 'others',
        quantity: 1,
        unitPrice: 7350,
      },
    ]);
  });

  it('spreads a coupon over the lines so the items add up to the order total to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            cents: fc.integer({ min: 1, max: 20_000_000 }),
            quantity: fc.integer({ min: 1, max: 7 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (lines, percent, shippingCents) => {
          const merchandise = lines.reduce((s, l) => s + l.cents * l.quantity, 0);
          const total = applyCoupon(merchandise, percent).total + shippingCents;
          const items = preferenceItems(
            order(
              lines.map((l, i) =>
                item({ name: `P${i}`, price: l.cents / 100, quantity: l.quantity }),
              ),
              total,
              shippingCents,
            ),
          );
          expect(sumCents(items)).toBe(total);
          for (const i of items) {
            expect(i.unitPrice).toBeGreaterThan(0);
            expect(Number.isInteger(i.quantity) && i.quantity > 0).toBe(true);
          }
        },
      ),
    );
  });
});
