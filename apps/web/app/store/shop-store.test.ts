// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { restorePersisted, useShopStore } from './shop-store';

const line = {
  id: 'p1',
  name: 'Botines Adidas Predator League FG',
  image: '/api/images/x',
  price: 89999,
  quantity: 1,
  maxQuantity: 2,
  size: '41',
  variant: { id: 1, variant: 'Negro' },
  color: 'Negro',
  badge: '',
  dimensions: { weight: 1000, height: 12, width: 20, length: 33 },
  disabled: false,
  slug: 'botinesadidaspredatorleaguefg',
};

describe('shop store', () => {
  beforeEach(() => {
    localStorage.clear();
    useShopStore.setState({ cartProducts: [], postalCode: '' });
  });

  it('saves the cart in localStorage under root, version 1', () => {
    expect(useShopStore.getState().addToCart(line)).toBe(true);
    const saved = JSON.parse(localStorage.getItem('root') ?? '{}');
    expect(saved.version).toBe(1);
    expect(saved.state.cartProducts).toHaveLength(1);
  });

  it('stops adding at the stock of the size', () => {
    const { addToCart } = useShopStore.getState();
    addToCart(line);
    addToCart(line);
    expect(addToCart(line)).toBe(false);
    expect(useShopStore.getState().cartProducts[0]?.quantity).toBe(2);
  });

  it('restores a saved cart and drops a broken or foreign one', async () => {
    localStorage.setItem(
      'root',
      JSON.stringify({ version: 1, state: { cartProducts: [line], postalCode: '1425' } }),
    );
    await useShopStore.persist.rehydrate();
    expect(useShopStore.getState().cartProducts).toHaveLength(1);
    expect(useShopStore.getState().postalCode).toBe('1425');

    localStorage.setItem(
      'root',
      JSON.stringify({ version: 1, state: { cartProducts: [{ id: 3 }], postalCode: 7 } }),
    );
    await useShopStore.persist.rehydrate();
    expect(useShopStore.getState().cartProducts).toEqual([]);

    localStorage.setItem('root', '{not json');
    await expect(useShopStore.persist.rehydrate()).resolves.toBeUndefined();

    localStorage.setItem('root', JSON.stringify({ version: 0, state: { cartProducts: [line] } }));
    await useShopStore.persist.rehydrate();
    expect(useShopStore.getState().cartProducts).toEqual([]);
  });

  it('turns anything stored into a valid state', () => {
    expect(restorePersisted(null).cartProducts).toEqual([]);
    expect(restorePersisted({ cartProducts: 'x', checkedBrands: ['900'] }).checkedBrands).toEqual([
      '900',
    ]);
  });
});
