import {
  CART_NOTICE_MS,
  reconcileCart,
  repriceCart,
  type CartReconciliationData,
  type PricedOrderLine,
} from '@shop/domain';
import { useEffect } from 'react';
import { showToast } from './toast-store';
import { useShopRestored, useShopStore } from './shop-store';
import type { Fetch } from '../lib/cart-reconciliation-data';

let running: Promise<boolean> | null = null;

/**
 * Checks the saved cart against today's products and promotions and shows each change as a 10 s
 * notice (SPEC.md sections 4 and 8). Returns false when the shop could not be asked; the cart
 * then stays as it was. One check at a time: a page opened while another page's check is still
 * waiting for the shop shares it, so no notice is shown twice.
 */
export function reconcileSavedCart(fetcher: Fetch = fetch): Promise<boolean> {
  running ??= checkSavedCart(fetcher)
    .then((notices) => {
      for (const notice of notices ?? []) {
        showToast(notice, { type: 'error', durationMs: CART_NOTICE_MS });
      }
      return notices !== null;
    })
    .finally(() => {
      running = null;
    });
  return running;
}

/**
 * The checkout's re-pricing (decision 0030): the same check, answering its notices instead of
 * showing them, so the checkout asks the shopper to confirm; null when the shop could not be
 * asked (the order call's expected total still guards the price).
 */
export function recheckCartForCheckout(fetcher: Fetch = fetch): Promise<string[] | null> {
  return checkSavedCart(fetcher);
}

/**
 * The order call refused the total (409 price_changed): the cart takes the prices the shop
 * priced it at, and answers the notices of what changed.
 */
export function takeOrderPrices(lines: readonly PricedOrderLine[]): string[] {
  const prices = new Map<string, number>();
  for (const line of lines) {
    if ('promotion' in line) for (const p of line.products) prices.set(p.id, p.price);
    else prices.set(line.id, line.price);
  }
  const store = useShopStore.getState();
  const { lines: repriced, notices } = repriceCart(store.cartProducts, prices);
  store.replaceCart(repriced);
  return notices;
}

async function checkSavedCart(fetcher: Fetch): Promise<string[] | null> {
  const store = useShopStore.getState;
  const lines = store().cartProducts;
  if (lines.length === 0) return [];
  let data: CartReconciliationData;
  try {
    // Loaded on demand: it checks the answers with zod, which most pages never need.
    const { loadReconciliationData } = await import('../lib/cart-reconciliation-data');
    data = await loadReconciliationData(lines, fetcher);
  } catch (error) {
    // SPEC.md section 8: data fetch failures are logged only.
    console.warn('No se pudo verificar el carrito', error);
    return null;
  }
  // The shopper may have changed the cart meanwhile; check again with what it holds now.
  if (store().cartProducts !== lines) return checkSavedCart(fetcher);
  const { lines: reconciled, notices } = reconcileCart(lines, data);
  // An unchanged cart stays the same object: the checkout keeps its attempt's key.
  if (JSON.stringify(reconciled) !== JSON.stringify(lines)) store().replaceCart(reconciled);
  return notices;
}

/** Reconciles the cart once the saved one is back, when a page that shows it opens. */
export function useCartReconciliation(): void {
  const restored = useShopRestored();
  useEffect(() => {
    if (restored) void reconcileSavedCart();
  }, [restored]);
}

/**
 * The same check as a component that draws nothing: a page that puts it beside its content
 * re-renders only this when the saved cart comes back, not its product cards.
 */
export function SavedCartCheck(): null {
  useCartReconciliation();
  return null;
}
