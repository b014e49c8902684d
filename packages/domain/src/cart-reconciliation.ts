/**
 * SPEC.md section 4, automatic reconciliation: a saved cart is checked against today's products
 * and promotions; every change it makes comes with SPEC.md section 8's notice.
 */
import {
  isPromotionLine,
  type CartLine,
  type CartProductLine,
  type CartPromotionLine,
  type CartPromotionProduct,
} from './cart.js';
import { formatARS, fromCents, hasCompleteDimensions, toCents, type Dimensions } from './money.js';
import { pricePromotion } from './promotion-pricing.js';

/** SPEC.md section 9: cart notices stay 10 s. */
export const CART_NOTICE_MS = 10_000;

const pesos = (amount: number) => formatARS(toCents(amount));

/** SPEC.md section 8, cart notices, character for character. */
export const cartNotices = {
  noDimensions: (name: string) =>
    `${name} fue quitado del carrito porque no tiene información de dimensiones.`,
  priceChanged: (name: string, price: number) =>
    `El precio de ${name} ha cambiado a ${pesos(price)}.`,
  stockReduced: (name: string, stock: number) =>
    `${name} ahora tiene ${stock} unidades disponibles.`,
  outOfStock: (name: string) => `${name} fue quitado del carrito por falta de stock.`,
  promotionRemoved: (title: string, reason: 'deshabilitada' | 'eliminada') =>
    `La promoción asociada a "${title}" ha sido ${reason} y se quitó del carrito.`,
  promotionProductPrice: (name: string, title: string, price: number) =>
    `El precio de ${name} en la promoción "${title}" ha cambiado a ${pesos(price)}.`,
  promotionTotal: (title: string, total: number) =>
    `El precio total de la promoción "${title}" ha sido actualizado a ${pesos(total)}.`,
  /**
   * Not in SPEC: a product taken off the shop. Shoppers cannot tell a product the owner paused
   * from one deleted (the public API answers 404 for both), so the notice names neither
   * (issue 42 item 9: a paused product was called 'eliminado').
   */
  productRemoved: (name: string) => `${name} ya no está a la venta y se quitó del carrito.`,
} as const;

/** A product as the shop has it now (the fields of GET /api/products/:id the cart checks). */
export interface CurrentProduct {
  id: string;
  /** A plain line's unit price today (its "% OFF" price while one runs, decision 0039). */
  price: number;
  /** In a bundle, when it differs: a bundle's picks keep their own price. */
  bundlePrice?: number;
  disabled: boolean;
  dimensions: { [K in keyof Dimensions]?: number | null } | null;
  variants: readonly { id: number; sizes: readonly { size: string; stock: number }[] }[];
}

export interface CurrentPromotion {
  id: string;
  disabled: boolean;
}

export interface CartReconciliationData {
  /** Every product the cart names that still exists; one missing here was deleted. */
  products: ReadonlyMap<string, CurrentProduct>;
  /** Every promotion the cart names that still exists; one missing here was deleted. */
  promotions: ReadonlyMap<string, CurrentPromotion>;
}

export interface CartReconciliation {
  lines: CartLine[];
  /** In cart order, to show one toast each. */
  notices: string[];
}

function stockOf(product: CurrentProduct, variantId: number, size: string): number {
  const variant = product.variants.find((v) => v.id === variantId);
  return Math.max(0, variant?.sizes.find((s) => s.size === size)?.stock ?? 0);
}

/** What is true of one product of the cart today: gone, without dimensions, or its stock. */
type ItemCheck =
  | { kind: 'removed'; notice: string }
  | { kind: 'ok'; product: CurrentProduct; stock: number; dimensions: Dimensions };

function checkItem(
  item: { id: string; name: string; size: string; variant: { id: number } },
  data: CartReconciliationData,
): ItemCheck {
  const product = data.products.get(item.id);
  // A product taken off the shop is not a matter of stock: the notice says what happened.
  if (!product || product.disabled) {
    return { kind: 'removed', notice: cartNotices.productRemoved(item.name) };
  }
  if (!hasCompleteDimensions(product.dimensions)) {
    return { kind: 'removed', notice: cartNotices.noDimensions(item.name) };
  }
  const stock = stockOf(product, item.variant.id, item.size);
  if (stock === 0) return { kind: 'removed', notice: cartNotices.outOfStock(item.name) };
  return { kind: 'ok', product, stock, dimensions: product.dimensions };
}

function reconcileProductLine(
  line: CartProductLine,
  data: CartReconciliationData,
  notices: string[],
): CartProductLine | null {
  const check = checkItem(line, data);
  if (check.kind === 'removed') {
    notices.push(check.notice);
    return null;
  }
  const { product, stock, dimensions } = check;
  let price = line.price;
  if (toCents(product.price) !== toCents(line.price)) {
    price = product.price;
    notices.push(cartNotices.priceChanged(line.name, price));
  }
  let quantity = line.quantity;
  if (quantity > stock) {
    quantity = stock;
    notices.push(cartNotices.stockReduced(line.name, stock));
  }
  return { ...line, price, quantity, maxQuantity: stock, dimensions, disabled: false };
}

function reconcilePromotionLine(
  line: CartPromotionLine,
  data: CartReconciliationData,
  notices: string[],
): CartPromotionLine | null {
  const promotion = data.promotions.get(line.id);
  if (!promotion || promotion.disabled) {
    notices.push(
      cartNotices.promotionRemoved(line.title, promotion ? 'deshabilitada' : 'eliminada'),
    );
    return null;
  }
  const products: CartPromotionProduct[] = [];
  let pricesChanged = false;
  for (const item of line.products) {
    const check = checkItem(item, data);
    if (check.kind === 'removed') {
      // A bundle is sold whole: without one of its products it goes.
      notices.push(check.notice);
      return null;
    }
    let price = item.price;
    const current = check.product.bundlePrice ?? check.product.price;
    if (toCents(current) !== toCents(item.price)) {
      price = current;
      pricesChanged = true;
      notices.push(cartNotices.promotionProductPrice(item.name, line.title, price));
    }
    products.push({ ...item, price, maxQuantity: check.stock, dimensions: check.dimensions });
  }
  if (!pricesChanged) return { ...line, products };
  // Today's prices may change which item is free (2x1, 3x2); Regalo's gift stays free.
  const priced = pricePromotion(line.type, products);
  const price = fromCents(priced.priceCents);
  if (priced.priceCents !== toCents(line.price)) {
    notices.push(cartNotices.promotionTotal(line.title, price));
  }
  return {
    ...line,
    price,
    discountAmount: fromCents(priced.discountCents),
    products: priced.picks.map(({ free: _free, ...item }) => item),
  };
}

/**
 * Checks every line against today's data (SPEC.md section 4): a line whose product has no complete
 * dimensions, no stock left in its size, or is gone, is removed; a changed price is taken; a
 * quantity above stock is cut to it; a bundle whose promotion is disabled or gone is removed, and
 * one whose products changed price is priced again.
 */
export function reconcileCart(
  lines: readonly CartLine[],
  data: CartReconciliationData,
): CartReconciliation {
  const notices: string[] = [];
  const kept: CartLine[] = [];
  for (const line of lines) {
    const next = isPromotionLine(line)
      ? reconcilePromotionLine(line, data, notices)
      : reconcileProductLine(line, data, notices);
    if (next) kept.push(next);
  }
  return { lines: kept, notices };
}

/** The product ids a cart names, each once: what reconciliation needs to look up. */
export function cartProductIds(lines: readonly CartLine[]): string[] {
  const ids = lines.flatMap((l) => (isPromotionLine(l) ? l.products.map((p) => p.id) : [l.id]));
  return [...new Set(ids)];
}

/** The promotion ids a cart names, each once. */
export function cartPromotionIds(lines: readonly CartLine[]): string[] {
  return [...new Set(lines.filter(isPromotionLine).map((l) => l.id))];
}

/** A product's unit price now (pesos), by id; the order's 409 answer or a fresh read carries them. */
export type CurrentPrices = ReadonlyMap<string, number>;

/**
 * The checkout's re-pricing (decision 0030): the cart's lines at today's prices, with SPEC.md
 * section 8's notice for each change (a product, a product inside a promotion, a promotion's
 * total). A product whose price is not known keeps the price it has.
 */
export function repriceCart(lines: readonly CartLine[], prices: CurrentPrices): CartReconciliation {
  const notices: string[] = [];
  const priceOf = (id: string, price: number) => {
    const now = prices.get(id);
    return now === undefined || toCents(now) === toCents(price) ? undefined : now;
  };
  const repriced = lines.map((line): CartLine => {
    if (!isPromotionLine(line)) {
      const now = priceOf(line.id, line.price);
      if (now === undefined) return line;
      notices.push(cartNotices.priceChanged(line.name, now));
      return { ...line, price: now };
    }
    let changed = false;
    const products = line.products.map((item) => {
      const now = priceOf(item.id, item.price);
      if (now === undefined) return item;
      changed = true;
      notices.push(cartNotices.promotionProductPrice(item.name, line.title, now));
      return { ...item, price: now };
    });
    if (!changed) return line;
    const priced = pricePromotion(line.type, products);
    const price = fromCents(priced.priceCents);
    if (priced.priceCents !== toCents(line.price)) {
      notices.push(cartNotices.promotionTotal(line.title, price));
    }
    return {
      ...line,
      price,
      discountAmount: fromCents(priced.discountCents),
      products: priced.picks.map(({ free: _free, ...item }) => item),
    };
  });
  return { lines: repriced, notices };
}
