import { CART_NOTICE_MS, reconcileCart, type CartReconciliationData } from '@shop/domain';
import { useEffect } from 'react';
import { showToast } from '../components/toasts';
import { useShopRestored, useShopStore } from '../store/shop-store';
import type { Fetch } from './cart-reconciliation-data';

let running: Promise<boolean> | null = null;

/**
 * Checks the saved cart against today's products and promotions and shows each change as a 10 s
 * notice (SPEC.md sections 4 and 8). Returns false when the shop could not be asked; the cart
 * then stays as it was. One check at a time: a page opened while another page's check is still
 * waiting for the shop shares it, so no notice is shown twice.
 */
export function reconcileSavedCart(fetcher: Fetch = fetch): Promise<boolean> {
  running ??= checkSavedCart(fetcher).finally(() => {
    running = null;
  });
  return running;
}

async function checkSavedCart(fetcher: Fetch): Promise<boolean> {
  const store = useShopStore.getState;
  const lines = store().cartProducts;
  if (lines.length === 0) return true;
  let data: CartReconciliationData;
  try {
    // Loaded on demand: it checks the answers with zod, which most pages never need.
    const { loadReconciliationData } = await import('./cart-reconciliation-data');
    data = await loadReconciliationData(lines, fetcher);
  } catch (error) {
    // SPEC.md section 8: data fetch failures are logged only.
    console.warn('No se pudo verificar el carrito', error);
    return false;
  }
  // The shopper may have changed the cart meanwhile; check again with what it holds now.
  if (store().cartProducts !== lines) return checkSavedCart(fetcher);
  const { lines: reconciled, notices } = reconcileCart(lines, data);
  store().replaceCart(reconciled);
  for (const notice of notices) {
    showToast(notice, { type: 'error', durationMs: CART_NOTICE_MS });
  }
  return true;
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
