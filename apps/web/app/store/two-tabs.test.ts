// @vitest-environment happy-dom
import {
  addCartLine,
  addPromotionLine,
  decreaseCartLine,
  increaseCartLine,
  removeCartLine,
  removePromotionLine,
  type CartLine,
  type CartProductLine,
} from '@shop/domain';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShopStore, followOtherTabs, type ShopStore } from './shop-store';

const product = (id: string, size: string): CartProductLine => ({
  id,
  name: `Producto ${id}`,
  image: '/api/images/x',
  price: 10000,
  quantity: 1,
  maxQuantity: 3,
  size,
  variant: { id: 1, variant: 'Negro' },
  color: 'Negro',
  badge: '',
  dimensions: { weight: 500, height: 10, width: 20, length: 30 },
  disabled: false,
  slug: `producto-${id}`,
});

const bundle = {
  promotion: true as const,
  id: 'promo',
  title: '2x1 en medias',
  description: '',
  type: '2x1',
  price: 20000,
  discountAmount: 10000,
  quantity: 1 as const,
  disabled: false,
  endDate: '2099-01-01',
  products: [{ ...product('m', '41-42'), quantity: 1 as const }],
};

type Op =
  | { kind: 'add'; id: string; size: string }
  | { kind: 'bundle' }
  | { kind: 'increase' | 'decrease' | 'remove'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    id: fc.constantFrom('campera', 'botin', 'remera'),
    size: fc.constantFrom('S', 'M', '42'),
  }),
  fc.constant({ kind: 'bundle' as const }),
  fc.record({
    kind: fc.constantFrom('increase' as const, 'decrease' as const, 'remove' as const),
    pick: fc.nat(),
  }),
);

/** What one cart shows a shopper: the lines and their quantities. */
const shown = (lines: readonly CartLine[]) =>
  lines.map((l) => ('lineId' in l ? `bundle ${l.lineId}` : `${l.id}/${l.size}×${l.quantity}`));

/** The op on one shared cart, and the same tap in a tab. */
function apply(cart: CartLine[], op: Op, tab: ShopStore): CartLine[] {
  const actions = tab.getState();
  if (op.kind === 'add') {
    actions.addToCart(product(op.id, op.size));
    return addCartLine(cart, product(op.id, op.size)).lines;
  }
  if (op.kind === 'bundle') {
    actions.addPromotionToCart(bundle);
    return addPromotionLine(cart, bundle);
  }
  const line = cart[op.pick % Math.max(cart.length, 1)];
  if (!line) return cart;
  if ('lineId' in line) {
    if (op.kind !== 'remove') return cart;
    actions.removePromotionFromCart(line.lineId);
    return removePromotionLine(cart, line.lineId);
  }
  const step = {
    increase: [actions.increaseQuantity, increaseCartLine],
    decrease: [actions.decreaseQuantity, decreaseCartLine],
    remove: [actions.removeFromCart, removeCartLine],
  } as const;
  const [tap, rule] = step[op.kind];
  tap(line.id, line.size);
  return rule(cart, line.id, line.size);
}

describe('one cart across two tabs (issue 42, item 1)', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  it('keeps every line whatever the order of taps in either tab', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ tab: fc.integer({ min: 0, max: 1 }), op: opArb }), {
          minLength: 1,
          maxLength: 25,
        }),
        async (taps) => {
          localStorage.clear();
          // Each tab has its own window: the browser tells the other one, never the writer.
          const windows = [new EventTarget(), new EventTarget()];
          const tabs = [createShopStore(), createShopStore()];
          for (const [i, tab] of tabs.entries()) {
            await tab.persist.rehydrate();
            cleanups.push(followOtherTabs(tab, windows[i]));
          }
          let cart: CartLine[] = [];
          for (const { tab, op } of taps) {
            cart = apply(cart, op, tabs[tab]!);
            windows[1 - tab]!.dispatchEvent(new StorageEvent('storage', { key: 'root' }));
            await vi.waitFor(() => {
              expect(shown(tabs[0]!.getState().cartProducts)).toEqual(shown(cart));
              expect(shown(tabs[1]!.getState().cartProducts)).toEqual(shown(cart));
            });
          }
          const saved = JSON.parse(localStorage.getItem('root') ?? '{}');
          expect(shown(saved.state?.cartProducts ?? [])).toEqual(shown(cart));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("takes the other tab's save within its event once the checks are loaded", async () => {
    localStorage.setItem('root', JSON.stringify({ version: 1, state: { cartProducts: [] } }));
    const [a, b] = [createShopStore(), createShopStore()];
    await a.persist.rehydrate();
    await b.persist.rehydrate();
    const target = new EventTarget();
    cleanups.push(followOtherTabs(a, target));
    b.getState().addToCart(product('campera', 'M'));
    target.dispatchEvent(new StorageEvent('storage', { key: 'root' }));
    // No await: a tap right after the event already sees the campera.
    a.getState().increaseQuantity('campera', 'M');
    expect(shown(a.getState().cartProducts)).toEqual(['campera/M×2']);
  });

  it('ignores other keys of the storage', async () => {
    localStorage.clear();
    const tab = createShopStore();
    await tab.persist.rehydrate();
    const target = new EventTarget();
    cleanups.push(followOtherTabs(tab, target));
    tab.getState().addToCart(product('campera', 'M'));
    localStorage.setItem('root', JSON.stringify({ version: 1, state: { cartProducts: [] } }));
    target.dispatchEvent(new StorageEvent('storage', { key: 'otra-cosa' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown(tab.getState().cartProducts)).toEqual(['campera/M×1']);
  });
});
