import {
  CART_NOTICE_MS,
  cartProductIds,
  cartPromotionIds,
  reconcileCart,
  type CartLine,
  type CartReconciliationData,
  type CurrentProduct,
  type CurrentPromotion,
} from '@shop/domain';
import { useEffect } from 'react';
import { z } from 'zod';
import { showToast } from '../components/toasts';
import { useShopRestored, useShopStore } from '../store/shop-store';

/** The fields of GET /api/products/:id that reconciliation reads. */
const currentProductShape = z.object({
  id: z.string(),
  price: z.number(),
  disabled: z.boolean(),
  dimensions: z
    .object({
      weight: z.number().nullish(),
      height: z.number().nullish(),
      width: z.number().nullish(),
      length: z.number().nullish(),
    })
    .nullable(),
  variants: z.array(
    z.object({
      id: z.number(),
      sizes: z.array(z.object({ size: z.string(), stock: z.number() })),
    }),
  ),
});

const promotionListShape = z.object({
  promotion: z.array(z.object({ id: z.string(), disabled: z.boolean() })),
});

type Fetch = typeof fetch;

async function readJson(fetcher: Fetch, path: string): Promise<unknown> {
  const response = await fetcher(path, { cache: 'no-store' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/** One product as the shop has it now; null when it no longer exists for shoppers. */
async function loadProduct(fetcher: Fetch, id: string): Promise<CurrentProduct | null> {
  const body = await readJson(fetcher, `/api/products/${encodeURIComponent(id)}`);
  return body === null ? null : currentProductShape.parse(body);
}

/**
 * Today's data for the products and promotions a cart names, from the public API. That API lists
 * only the promotions on offer: one the cart names that is no longer listed was switched off (or
 * ended or removed; the public answer does not tell them apart), so it counts as disabled.
 */
export async function loadReconciliationData(
  lines: readonly CartLine[],
  fetcher: Fetch = fetch,
): Promise<CartReconciliationData> {
  const promotionIds = cartPromotionIds(lines);
  const [products, offered] = await Promise.all([
    Promise.all(cartProductIds(lines).map((id) => loadProduct(fetcher, id))),
    promotionIds.length > 0
      ? readJson(fetcher, '/api/promotion').then((body) => promotionListShape.parse(body).promotion)
      : Promise.resolve([]),
  ]);
  const promotions = new Map<string, CurrentPromotion>(
    promotionIds.map((id) => [id, { id, disabled: true }]),
  );
  for (const promotion of offered) promotions.set(promotion.id, promotion);
  return {
    products: new Map(products.flatMap((p) => (p ? [[p.id, p] as const] : []))),
    promotions,
  };
}

/**
 * Checks the saved cart against today's products and promotions and shows each change as a 10 s
 * notice (SPEC.md sections 4 and 8). Returns false when the shop could not be asked; the cart
 * then stays as it was.
 */
export async function reconcileSavedCart(fetcher: Fetch = fetch): Promise<boolean> {
  const store = useShopStore.getState;
  const lines = store().cartProducts;
  if (lines.length === 0) return true;
  let data: CartReconciliationData;
  try {
    data = await loadReconciliationData(lines, fetcher);
  } catch (error) {
    // SPEC.md section 8: data fetch failures are logged only.
    console.warn('No se pudo verificar el carrito', error);
    return false;
  }
  // The shopper may have changed the cart meanwhile; check again with what it holds now.
  if (store().cartProducts !== lines) return reconcileSavedCart(fetcher);
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
