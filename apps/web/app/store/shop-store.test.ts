// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { restorePersisted } from './persisted-shop';
import { RESTORE_TIMEOUT_MS, useShopRestored, useShopStore } from './shop-store';

const bundle = {
  promotion: true as const,
  id: 'promo',
  lineId: 'promo-1',
  title: '2x1 en medias',
  description: '',
  type: '2x1',
  price: 24999,
  discountAmount: 19999,
  quantity: 1 as const,
  disabled: false,
  endDate: '2099-01-01',
  products: [24999, 19999].map((price, i) => ({
    id: `m${i}`,
    name: 'Medias',
    quantity: 1 as const,
    maxQuantity: 3,
    size: '41-42',
    image: '/api/images/m',
    badge: '',
    price,
    color: 'Blanco',
    variant: { id: 1, variant: 'Blanco' },
    dimensions: { weight: 100, height: 2, width: 10, length: 20 },
    slug: 'medias',
  })),
};

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

  it('restores bundles too, and drops only the broken lines', async () => {
    localStorage.setItem(
      'root',
      JSON.stringify({
        version: 1,
        state: {
          cartProducts: [line, bundle, { ...bundle, products: [] }, { ...line, quantity: 0 }],
        },
      }),
    );
    await useShopStore.persist.rehydrate();
    expect(useShopStore.getState().cartProducts).toEqual([line, bundle]);
  });

  it('turns anything stored into a valid state', () => {
    expect(restorePersisted(null).cartProducts).toEqual([]);
    expect(restorePersisted({ cartProducts: 'x', checkedBrands: ['900'] }).checkedBrands).toEqual([
      '900',
    ]);
  });
});

describe('cart actions', () => {
  beforeEach(() => {
    localStorage.clear();
    useShopStore.setState({ cartProducts: [] });
  });

  it('steps quantities within stock, removes by id and size, resets', () => {
    const store = useShopStore.getState;
    store().addToCart(line);
    store().addToCart({ ...line, size: '42' });
    store().increaseQuantity('p1', '41');
    store().increaseQuantity('p1', '41');
    expect(store().cartProducts.map((l) => l.quantity)).toEqual([2, 1]);
    store().decreaseQuantity('p1', '41');
    store().decreaseQuantity('p1', '41');
    expect(store().cartProducts.map((l) => l.quantity)).toEqual([1, 1]);
    store().removeFromCart('p1', '42');
    expect(store().cartProducts).toHaveLength(1);
    store().resetCart();
    expect(store().cartProducts).toEqual([]);
  });

  it('adds bundles with their own line id, updates and removes them', () => {
    const store = useShopStore.getState;
    const { lineId: _lineId, ...composed } = bundle;
    store().addPromotionToCart(composed);
    store().addPromotionToCart(composed);
    store().updateCartPromotion('promo', { disabled: true });
    expect(store().cartProducts.map((l) => ('lineId' in l ? [l.lineId, l.disabled] : []))).toEqual([
      ['promo-1', true],
      ['promo-2', true],
    ]);
    store().removePromotionFromCart('promo-1');
    expect(store().cartProducts).toHaveLength(1);
    const saved = JSON.parse(localStorage.getItem('root') ?? '{}');
    expect(saved.state.cartProducts[0].lineId).toBe('promo-2');
  });

  it('updates price and disabled flag of a product', () => {
    const store = useShopStore.getState;
    store().addToCart(line);
    store().updateCartProduct('p1', { price: 1000, disabled: true });
    expect(store().cartProducts[0]).toMatchObject({ price: 1000, disabled: true });
  });
});

describe('useShopRestored', () => {
  it('is true once the saved store is back', async () => {
    const { result } = renderHook(() => useShopRestored());
    await act(() => useShopStore.persist.rehydrate());
    expect(result.current).toBe(true);
  });

  it('starts restored in a page opened after the saved store came back', async () => {
    await useShopStore.persist.rehydrate();
    const renders: boolean[] = [];
    renderHook(() => {
      const restored = useShopRestored();
      renders.push(restored);
      return restored;
    });
    expect(renders).toEqual([true]);
  });

  it('gives up waiting after the restore time-out', () => {
    vi.useFakeTimers();
    const hydrated = vi.spyOn(useShopStore.persist, 'hasHydrated').mockReturnValue(false);
    try {
      const { result } = renderHook(() => useShopRestored());
      expect(result.current).toBe(false);
      act(() => vi.advanceTimersByTime(RESTORE_TIMEOUT_MS - 1));
      expect(result.current).toBe(false);
      act(() => vi.advanceTimersByTime(1));
      expect(result.current).toBe(true);
    } finally {
      hydrated.mockRestore();
      vi.useRealTimers();
    }
  });
});
