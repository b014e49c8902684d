import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountedPrice, toCents } from './money.js';
import {
  isPromotionRunning,
  promotionState,
  saleOf,
  saleUnitPriceCents,
  type PercentOffSale,
} from './percent-off.js';
import { isBundleKind, PERCENT_OFF_TYPE, pickAlert } from './promotion-kinds.js';
import { promotionSchema, promotionUpdateSchema } from './schemas/promotion.js';

const sale = (over: Partial<PercentOffSale> = {}): PercentOffSale => ({
  id: 's1',
  title: 'Invierno',
  percentOff: 20,
  categories: ['Zapatillas'],
  subcategories: [],
  brands: [],
  productIds: [],
  ...over,
});

const product = { id: 'p1', price: 10000, cat: 'Zapatillas', sub_cat: 'Hombre', brand: 'Adidas' };

describe('the "% OFF" price of a product', () => {
  it('takes the percentage off the price and names the badge', () => {
    expect(saleOf(product, [sale()])).toEqual({
      promotionId: 's1',
      title: 'Invierno',
      percentOff: 20,
      listPrice: 10000,
      price: 8000,
      label: '20% OFF',
    });
  });

  it('leaves a product outside its categories, subcategories or brands at its price', () => {
    expect(saleOf(product, [sale({ categories: ['Botines'] })])).toBeNull();
    expect(saleOf(product, [sale({ subcategories: ['Mujer'] })])).toBeNull();
    expect(saleOf(product, [sale({ brands: ['Nike'] })])).toBeNull();
    expect(saleOf(product, [sale({ brands: [' adidas'] })])?.price).toBe(8000);
  });

  it('never adds two sales up: the highest percentage wins', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 90 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (percents, cents) => {
          const sales = percents.map((percentOff, i) => sale({ id: `s${i}`, percentOff }));
          const best = Math.max(...percents);
          const priced = saleUnitPriceCents({ ...product, priceCents: cents }, sales);
          expect(priced.priceCents).toBe(discountedPrice(cents, best));
          expect(priced.priceCents).toBeLessThanOrEqual(cents);
          expect(toCents(saleOf({ ...product, price: cents / 100 }, sales)!.price)).toBe(
            priced.priceCents,
          );
        },
      ),
    );
  });
});

describe('a promotion on the calendar', () => {
  const running = { disabled: false, startDate: '2026-06-01', endDate: '2026-06-30' };
  it('is Programado before its start, Activo through its end day, then No Activo', () => {
    expect(promotionState(running, '2026-05-31')).toBe('Programado');
    expect(promotionState(running, '2026-06-01')).toBe('Activo');
    expect(promotionState(running, '2026-06-30')).toBe('Activo');
    expect(promotionState(running, '2026-07-01')).toBe('No Activo');
    expect(promotionState({ ...running, disabled: true }, '2026-06-10')).toBe('Desactivado');
    expect(promotionState({ ...running, startDate: null }, '2020-01-01')).toBe('Activo');
    expect(isPromotionRunning(running, '2026-07-01')).toBe(false);
  });
});

describe('the "% OFF" kind', () => {
  const body = {
    title: 'Invierno',
    type: PERCENT_OFF_TYPE,
    categories: ['Zapatillas'],
    endDate: '2026-06-30',
  };
  it('is no bundle: nothing is picked on its page', () => {
    expect(isBundleKind(PERCENT_OFF_TYPE)).toBe(false);
    expect(isBundleKind('2x1')).toBe(true);
    expect(pickAlert(PERCENT_OFF_TYPE, [], false)).toMatch(/no se arma/);
  });

  it('needs a whole percentage from 1 to 90, and cannot end before it starts', () => {
    const messages = (input: object) =>
      promotionSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(messages(body)).toEqual([
      'El porcentaje de descuento debe ser un número entero de 1 a 90',
    ]);
    expect(messages({ ...body, percentOff: 95 })).toHaveLength(1);
    expect(messages({ ...body, percentOff: 12.5 })).toHaveLength(1);
    expect(messages({ ...body, percentOff: 25 })).toEqual([]);
    expect(messages({ ...body, percentOff: 25, startDate: '2026-07-01' })).toEqual([
      'La fecha de caducidad no puede ser anterior a la de inicio',
    ]);
    expect(promotionSchema.parse({ ...body, percentOff: 25, startDate: '' }).startDate).toBeNull();
  });

  it('an edit fills in nothing it was not sent', () => {
    expect(promotionUpdateSchema.parse({ version: 3 })).toEqual({ version: 3 });
    expect(promotionUpdateSchema.parse({ brands: ['Nike'], percentOff: 10 })).toEqual({
      brands: ['Nike'],
      percentOff: 10,
    });
  });
});
