import { describe, expect, it } from 'vitest';
import { salesOf, shownPrices } from './shop-sales';

const promotion = {
  id: 's',
  title: 'Invierno',
  type: '% OFF',
  percentOff: 20,
  categories: ['Zapatillas'],
  subcategories: [],
  brands: [],
  productIds: [],
};
const shoe = {
  id: 'shoe',
  price: 50000,
  compare_price: 60000,
  cat: 'Zapatillas',
  sub_cat: 'Hombre',
  brand: 'Nike',
};

describe('the prices a card and a product page show', () => {
  it('a running % OFF: its badge, its price, and the price before it struck out', () => {
    const sales = salesOf([promotion, { ...promotion, id: 'b', type: '2x1', percentOff: null }]);
    expect(sales.map((s) => s.id)).toEqual(['s']);
    expect(shownPrices(shoe, sales)).toMatchObject({
      price: 40000,
      struck: 50000,
      badge: '20% OFF',
    });
  });

  it("without one, the product's own sale as before", () => {
    expect(shownPrices(shoe, [])).toEqual({
      price: 50000,
      struck: 60000,
      badge: '-17%',
      sale: null,
    });
    expect(shownPrices({ ...shoe, compare_price: null }, [])).toEqual({
      price: 50000,
      struck: null,
      badge: null,
      sale: null,
    });
    expect(shownPrices({ ...shoe, cat: 'Botines' }, salesOf([promotion])).badge).toBe('-17%');
  });
});
