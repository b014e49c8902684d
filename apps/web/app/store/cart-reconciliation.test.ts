// @vitest-environment happy-dom
import type { CartProductLine, CartPromotionLine } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from './toast-store';
import { useShopStore } from './shop-store';
import { reconcileSavedCart } from './cart-reconciliation';
import { loadReconciliationData } from '../lib/cart-reconciliation-data';

const DIMENSIONS = { weight: 1000, height: 12, width: 20, length: 33 };

const boot: CartProductLine = {
  id: 'boot',
  name: 'Botines Nike Tiempo',
  image: '',
  price: 100000,
  quantity: 1,
  maxQuantity: 3,
  size: '41',
  variant: { id: 1, variant: 'Negro' },
  color: 'Negro',
  badge: '',
  dimensions: DIMENSIONS,
  disabled: false,
  slug: 'botinesniketiempo',
};

const bundle = (id: string, title: string): CartPromotionLine => ({
  promotion: true,
  id,
  lineId: `${id}-1`,
  title,
  description: '',
  type: '2x1',
  price: 100000,
  discountAmount: 100000,
  quantity: 1,
  disabled: false,
  endDate: '2099-01-01',
  products: [boot, boot].map(({ disabled: _d, ...p }) => ({ ...p, quantity: 1 as const })),
});

const product = {
  id: 'boot',
  price: 100000,
  cat: 'Botines',
  sub_cat: 'Futbol 11',
  brand: 'Nike',
  disabled: false,
  dimensions: DIMENSIONS,
  variants: [{ id: 1, sizes: [{ size: '41', stock: 3 }] }],
};

/** A promotion as GET /api/promotion lists it. */
const offered = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  title: id,
  disabled: false,
  type: '2x1',
  percentOff: null,
  categories: ['Botines'],
  subcategories: [],
  brands: [],
  ...over,
});

function api(answers: Record<string, Response | (() => Response)>) {
  return vi.fn(async (path: string) => {
    const answer = answers[path];
    if (!answer) return new Response('{}', { status: 404 });
    return typeof answer === 'function' ? answer() : answer.clone();
  }) as unknown as typeof fetch;
}

beforeEach(() => {
  useShopStore.setState({ cartProducts: [] });
  useToastStore.setState({ toasts: [] });
});

afterEach(() => vi.useRealTimers());

describe('loadReconciliationData', () => {
  it('asks for each product once and reads the promotions on offer', async () => {
    const fetcher = api({
      '/api/products/boot': Response.json(product),
      '/api/promotion': Response.json({ promotion: [offered('on')] }),
    });
    const data = await loadReconciliationData(
      [boot, bundle('on', 'Vigente'), bundle('off', 'Apagada')],
      fetcher,
    );
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(data.products.get('boot')).toMatchObject({ price: 100000 });
    expect([...data.promotions.values()]).toMatchObject([
      { id: 'on', disabled: false },
      { id: 'off', disabled: true },
    ]);
  });

  it('leaves out a product the shop no longer has', async () => {
    const data = await loadReconciliationData([boot], api({}));
    expect(data.products.size).toBe(0);
  });

  it("prices a plain line at today's % OFF price, and a bundle's pick at its own", async () => {
    const sale = offered('sale', { type: '% OFF', percentOff: 20, brands: ['Nike'] });
    const fetcher = api({
      '/api/products/boot': Response.json(product),
      '/api/promotion': Response.json({ promotion: [sale, offered('on')] }),
    });
    const data = await loadReconciliationData([boot, bundle('on', 'Vigente')], fetcher);
    expect(data.products.get('boot')).toMatchObject({ price: 80000, bundlePrice: 100000 });
    const other = api({
      '/api/products/boot': Response.json({ ...product, brand: 'Puma' }),
      '/api/promotion': Response.json({ promotion: [sale] }),
    });
    expect((await loadReconciliationData([boot], other)).products.get('boot')?.price).toBe(100000);
  });
});

describe('reconcileSavedCart', () => {
  it('applies the changes and shows each notice for 10 s', async () => {
    vi.useFakeTimers();
    useShopStore.setState({ cartProducts: [boot, bundle('gone', '2x1 en medias')] });
    const done = await reconcileSavedCart(
      api({
        '/api/products/boot': Response.json({ ...product, price: 95000 }),
        '/api/promotion': Response.json({ promotion: [] }),
      }),
    );
    expect(done).toBe(true);
    expect(useShopStore.getState().cartProducts).toEqual([{ ...boot, price: 95000 }]);
    const texts = () => useToastStore.getState().toasts.map((t) => [t.text, t.type]);
    expect(texts()).toEqual([
      ['El precio de Botines Nike Tiempo ha cambiado a $95,000.00.', 'error'],
      [
        'La promoción asociada a "2x1 en medias" ha sido deshabilitada y se quitó del carrito.',
        'error',
      ],
    ]);
    vi.advanceTimersByTime(9999);
    expect(texts()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });

  it('keeps the cart as it is when the shop cannot be asked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    useShopStore.setState({ cartProducts: [boot] });
    const done = await reconcileSavedCart(
      api({ '/api/products/boot': new Response('boom', { status: 500 }) }),
    );
    expect(done).toBe(false);
    expect(useShopStore.getState().cartProducts).toEqual([boot]);
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('checks again when the cart changed while the shop answered', async () => {
    useShopStore.setState({ cartProducts: [boot] });
    let calls = 0;
    const fetcher = api({
      '/api/products/boot': () => {
        calls += 1;
        if (calls === 1) useShopStore.getState().addToCart({ ...boot, size: '41' });
        return Response.json({
          ...product,
          variants: [{ id: 1, sizes: [{ size: '41', stock: 1 }] }],
        });
      },
    });
    await reconcileSavedCart(fetcher);
    expect(calls).toBe(2);
    expect(useShopStore.getState().cartProducts).toEqual([
      { ...boot, quantity: 1, maxQuantity: 1 },
    ]);
    expect(useToastStore.getState().toasts.map((t) => t.text)).toEqual([
      'Botines Nike Tiempo ahora tiene 1 unidades disponibles.',
    ]);
  });

  it('runs one check at a time: a second page opened meanwhile shares it', async () => {
    useShopStore.setState({ cartProducts: [boot] });
    const fetcher = api({ '/api/products/boot': Response.json({ ...product, price: 95000 }) });
    const [first, second] = await Promise.all([
      reconcileSavedCart(fetcher),
      reconcileSavedCart(fetcher),
    ]);
    expect([first, second]).toEqual([true, true]);
    // Its product and the promotions on offer, once.
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(useToastStore.getState().toasts.map((t) => t.text)).toEqual([
      'El precio de Botines Nike Tiempo ha cambiado a $95,000.00.',
    ]);
    // Once it is over, the next page checks again.
    await reconcileSavedCart(fetcher);
    expect(fetcher).toHaveBeenCalledTimes(4);
  });
});
