/**
 * Turns the lines a browser asked for into what the shop will sell: every product, variant, size
 * and promotion looked up in the shop's own data, priced at the shop's prices, with the stock to
 * take and the parcel to quote. Nothing here trusts an amount from the request.
 */
import {
  fromCents,
  hasCompleteDimensions,
  packageDimensions,
  type Cents,
  type Dimensions,
} from './money.js';
import type { CouponScopeProduct } from './coupon-rules.js';
import type { PricedProductLine, PricedPromotionLine } from './order-pricing.js';
import { saleUnitPriceCents, type PercentOffSale } from './percent-off.js';
import { matchesPromotionScope, promotionCovers } from './promotion-composition.js';
import { bundleCountAlert, offersGift } from './promotion-kinds.js';
import { pricePromotion } from './promotion-pricing.js';
import type { OrderLineRequest } from './schemas/order.js';

/**
 * An order line the shop cannot sell as asked. `stale`: the shop's data changed since the cart
 * was built (gone, disabled, expired: the server answers 409); `invalid`: the request itself can
 * never be sold (the server answers 422).
 */
export class OrderLineError extends Error {
  constructor(
    readonly reason: 'stale' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'OrderLineError';
  }
}

const stale = (message: string) => new OrderLineError('stale', message);
const invalid = (message: string) => new OrderLineError('invalid', message);

export interface CatalogueVariant {
  id: number;
  name: string;
  images: string[];
  sizes: { size: string; stock: number }[];
}

export interface CatalogueProduct {
  id: string;
  name: string;
  priceCents: Cents;
  cat: string;
  subCat: string | null;
  /** For the "% OFF" promotions of some brands. */
  brand: string;
  disabled: boolean;
  dimensions: Dimensions;
  /** In the admin's order. */
  variants: CatalogueVariant[];
}

export interface CataloguePromotion {
  id: string;
  title: string;
  type: string;
  categories: string[];
  subcategories: string[];
  /** Single products it covers beside its categories. */
  productIds: string[];
  giftCategories: string[];
  giftSubcategories: string[];
  /** YYYY-MM-DD, the first day it runs; null from its creation. */
  startDate: string | null;
  /** YYYY-MM-DD, the last day it runs. */
  endDate: string;
  disabled: boolean;
}

/** One line of an order as it is stored and answered (SPEC.md section 3, Order items). */
export interface OrderItem {
  /** Position of the line in the order ("1", "2"…); the admin edits lines by it. */
  lineId: string;
  /** The product's id. */
  id: string;
  name: string;
  size: string;
  quantity: number;
  /** Unit price charged, pesos; 0 for the free item of a promotion. */
  price: number;
  variant: { id: number; variant: string; imgUrl: string[] };
  promotion: { id: string; title: string; type: string } | null;
}

/** Units of one size of one variant to take from (or give back to) stock. */
export interface StockDemand {
  productId: string;
  variantId: number;
  size: string;
  quantity: number;
  /** For messages. */
  name: string;
}

export interface ResolvedCart {
  items: OrderItem[];
  products: PricedProductLine[];
  promotions: PricedPromotionLine[];
  /** One entry per size, sorted, so concurrent orders lock stock rows in the same order. */
  stock: StockDemand[];
  promotionIds: string[];
  parcel: Dimensions;
  /** The product lines' products with their categories, for a coupon of some categories. */
  couponScope: CouponScopeProduct[];
}

const GONE_PRODUCT =
  'Un producto del carrito ya no existe. Quitalo del carrito e intentá de nuevo.';

function dayMonthYear(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** The product, variant and size a line names, or the reason it cannot be sold. */
function resolveUnit(
  catalogue: ReadonlyMap<string, CatalogueProduct>,
  ref: { id: string; size: string; variant?: { id: number } | undefined },
  shipped: boolean,
) {
  const product = catalogue.get(ref.id);
  if (!product) throw stale(GONE_PRODUCT);
  if (product.disabled) throw stale(`${product.name} ya no está disponible.`);
  if (shipped && !hasCompleteDimensions(product.dimensions)) {
    throw invalid(
      `${product.name} no tiene información de dimensiones y no se puede enviar. Quitalo del carrito.`,
    );
  }
  const variant = ref.variant
    ? product.variants.find((v) => v.id === ref.variant?.id)
    : (product.variants.find((v) => v.sizes.some((s) => s.size === ref.size)) ??
      product.variants[0]);
  if (!variant) throw stale(`La variante elegida de ${product.name} ya no existe.`);
  if (!variant.sizes.some((s) => s.size === ref.size)) {
    throw stale(`${product.name} ya no tiene el talle ${ref.size}.`);
  }
  return { product, variant };
}

/** The same rules the promotion page offers candidates by: a gift from the gift categories. */
function fitsPromotion(product: CatalogueProduct, promotion: CataloguePromotion, gift: boolean) {
  const candidate = { id: product.id, cat: product.cat, sub_cat: product.subCat };
  return gift
    ? matchesPromotionScope(candidate, promotion.giftCategories, promotion.giftSubcategories)
    : promotionCovers(promotion, candidate);
}

/** SPEC.md section 5, shopper promotion alerts: how many products each type takes. */
export function checkComposition(
  promotion: Pick<CataloguePromotion, 'type'>,
  picks: readonly { gift?: boolean | undefined }[],
) {
  const alert = bundleCountAlert(promotion.type, picks);
  if (alert) throw invalid(alert);
}

function checkPromotionRunning(promotion: CataloguePromotion, today: string) {
  if (promotion.disabled) throw stale(`La promoción "${promotion.title}" ya no está disponible.`);
  // Moved to a later start since the shopper composed it: not on offer today.
  if (promotion.startDate !== null && promotion.startDate > today) {
    throw stale(
      `La promoción "${promotion.title}" empieza el ${dayMonthYear(promotion.startDate)}. Quitala del carrito.`,
    );
  }
  if (promotion.endDate < today) {
    throw stale(
      `La promoción "${promotion.title}" venció el ${dayMonthYear(promotion.endDate)}. Quitala del carrito.`,
    );
  }
}

/** Stock demands of stored items, one per size, sorted like resolveCart's. */
export function demandsOf(items: readonly OrderItem[]): StockDemand[] {
  const demands = new Map<string, StockDemand>();
  for (const item of items) {
    const key = JSON.stringify([item.id, item.variant.id, item.size]);
    const demand = demands.get(key);
    if (demand) demand.quantity += item.quantity;
    else
      demands.set(key, {
        productId: item.id,
        variantId: item.variant.id,
        size: item.size,
        quantity: item.quantity,
        name: item.name,
      });
  }
  return sortDemands([...demands.values()]);
}

/** Sorted so concurrent orders lock stock rows in the same order. */
function sortDemands(demands: StockDemand[]): StockDemand[] {
  return demands.sort(
    (a, b) =>
      a.productId.localeCompare(b.productId) ||
      a.variantId - b.variantId ||
      a.size.localeCompare(b.size),
  );
}

/** Products and promotions an order's lines name, to load them in one read each. */
export function orderLineIds(lines: readonly OrderLineRequest[]) {
  return {
    products: lines.flatMap((l) => (l.promotion === true ? l.products.map((p) => p.id) : [l.id])),
    promotions: lines.flatMap((l) => (l.promotion === true ? [l.id] : [])),
  };
}

export function resolveCart(
  lines: readonly OrderLineRequest[],
  catalogue: ReadonlyMap<string, CatalogueProduct>,
  promotions: ReadonlyMap<string, CataloguePromotion>,
  options: {
    /** Goes by the carrier, so every product needs its dimensions (admin drafts may not). */
    shipped?: boolean;
    /** The shop's calendar day (YYYY-MM-DD), asked only when a promotion's end date matters. */
    today: () => string;
    /** The "% OFF" promotions running today: a plain line's unit price is its sale price. */
    sales?: readonly PercentOffSale[];
  },
): ResolvedCart {
  const { shipped = true, today, sales = [] } = options;
  const items: Omit<OrderItem, 'lineId'>[] = [];
  const products: PricedProductLine[] = [];
  const promotionLines: PricedPromotionLine[] = [];
  const demands = new Map<string, StockDemand>();
  const parcelLines: { dimensions: Dimensions; quantity: number }[] = [];
  const promotionIds: string[] = [];
  const scopes = new Map<string, CouponScopeProduct>();

  const take = (
    product: CatalogueProduct,
    variant: CatalogueVariant,
    size: string,
    quantity: number,
  ) => {
    const key = JSON.stringify([product.id, variant.id, size]);
    const demand = demands.get(key);
    if (demand) demand.quantity += quantity;
    else
      demands.set(key, {
        productId: product.id,
        variantId: variant.id,
        size,
        quantity,
        name: product.name,
      });
    parcelLines.push({ dimensions: product.dimensions, quantity });
  };
  const variantOf = (v: CatalogueVariant) => ({ id: v.id, variant: v.name, imgUrl: v.images });

  for (const line of lines) {
    if (line.promotion === true) {
      const promotion = promotions.get(line.id);
      if (!promotion) {
        throw stale(
          'Una promoción del carrito ya no existe. Quitala del carrito y volvé a armarla.',
        );
      }
      checkPromotionRunning(promotion, today());
      checkComposition(promotion, line.products);
      const picks = line.products.map((pick) => {
        const { product, variant } = resolveUnit(catalogue, pick, shipped);
        const gift = offersGift(promotion.type) && pick.gift === true;
        if (!fitsPromotion(product, promotion, gift)) {
          throw invalid(
            gift
              ? `${product.name} no puede ser el regalo de la promoción "${promotion.title}".`
              : `${product.name} no participa de la promoción "${promotion.title}".`,
          );
        }
        take(product, variant, pick.size, 1);
        return { price: fromCents(product.priceCents), gift, product, variant, size: pick.size };
      });
      const priced = pricePromotion(promotion.type, picks);
      for (const pick of priced.picks) {
        items.push({
          id: pick.product.id,
          name: pick.product.name,
          size: pick.size,
          quantity: 1,
          price: pick.free ? 0 : pick.price,
          variant: variantOf(pick.variant),
          promotion: { id: promotion.id, title: promotion.title, type: promotion.type },
        });
      }
      promotionLines.push({
        type: promotion.type,
        picks: picks.map((p) => ({ price: p.price, gift: p.gift })),
      });
      promotionIds.push(promotion.id);
    } else {
      const { product, variant } = resolveUnit(catalogue, line, shipped);
      take(product, variant, line.size, line.quantity);
      // A bundle's picks keep their price: one line, one promotion (decision 0039).
      const unit = saleUnitPriceCents({ ...product, sub_cat: product.subCat }, sales);
      if (unit.promotionId !== null && !promotionIds.includes(unit.promotionId)) {
        promotionIds.push(unit.promotionId);
      }
      items.push({
        id: product.id,
        name: product.name,
        size: line.size,
        quantity: line.quantity,
        price: fromCents(unit.priceCents),
        variant: variantOf(variant),
        promotion: null,
      });
      products.push({
        unitPriceCents: unit.priceCents,
        quantity: line.quantity,
        productId: product.id,
      });
      scopes.set(product.id, { id: product.id, cat: product.cat, subCat: product.subCat });
    }
  }

  const stock = sortDemands([...demands.values()]);
  return {
    items: items.map((item, index) => ({ lineId: String(index + 1), ...item })),
    products,
    promotions: promotionLines,
    stock,
    promotionIds,
    parcel: packageDimensions(parcelLines),
    couponScope: [...scopes.values()],
  };
}
