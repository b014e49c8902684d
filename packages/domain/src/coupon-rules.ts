/**
 * A coupon's rules (issue 45): when it can be used, by whom, on which lines and what it takes
 * off. The API refuses and the checkout explains with the same Spanish reasons, and the one
 * pricing chain (order-pricing.ts) prices it (decision 0039).
 */
import { matchesPromotionScope } from './promotion-composition.js';
import type { Cents } from './money.js';
import type { PricingCoupon } from './order-pricing.js';

/** percent: a share of what it applies to; fixed: an amount off; free_shipping: no shipping. */
export const COUPON_KINDS = ['percent', 'fixed', 'free_shipping'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const COUPON_KIND_LABELS: Record<CouponKind, string> = {
  percent: 'Porcentaje',
  fixed: 'Monto fijo',
  free_shipping: 'Envío gratis',
};

/** A percent coupon on the whole cart: SPEC's only coupon before issue 45. */
export const percentCoupon = (percentage: number): PricingCoupon => ({
  kind: 'percent',
  percentage,
  amountCents: 0,
  appliesTo: 'all',
});

/** A coupon's rules as the shop keeps them. Days are the shop's calendar days (YYYY-MM-DD). */
export interface CouponTerms {
  kind: CouponKind;
  percentage: number;
  amountCents: Cents;
  minPurchaseCents: Cents;
  /** First day it can be used (null: from its creation). */
  startsOn: string | null;
  /** Last day it can be used (null: no end). */
  endsOn: string | null;
  remainingUses: number;
  /** Uses per customer, by e-mail or DNI/CUIT (null: no limit). */
  perCustomerLimit: number | null;
  categories: readonly string[];
  subcategories: readonly string[];
  paused: boolean;
}

/** SPEC.md section 8: an unknown (or deleted) code. */
export const COUPON_UNKNOWN = 'Código de cupón no válido o no tiene usos disponibles';

/** Every reason a coupon is refused, in the shopper's words. */
export const COUPON_REFUSALS = {
  unknown: () => COUPON_UNKNOWN,
  notStarted: (day: string) => `Este cupón es válido desde el ${shownDay(day)}.`,
  expired: (day: string) => `Este cupón venció el ${shownDay(day)}.`,
  paused: () => 'Este cupón está pausado por ahora.',
  // SPEC.md section 8 names a used-up coupon with the unknown one's words.
  usedUp: () => COUPON_UNKNOWN,
  alreadyUsed: (limit: number) =>
    limit === 1
      ? 'Ya usaste este cupón: vale una vez por cliente.'
      : `Ya usaste este cupón ${limit} veces, el máximo por cliente.`,
  minPurchase: (cents: Cents) => `Este cupón es válido desde una compra de ${pesosText(cents)}`,
  noLineOfItsCategories: (names: readonly string[]) =>
    `Este cupón vale solo para ${names.join(', ')}: tu carrito no tiene productos de esas categorías.`,
} as const;
export type CouponRefusalReason = keyof typeof COUPON_REFUSALS;

/** "31/12/2026" from "2026-12-31". */
function shownDay(day: string): string {
  const [year, month, dayOfMonth] = day.split('-');
  return `${dayOfMonth}/${month}/${year}`;
}

/** "$50.000" or "$1.234,50": pesos as an Argentine shopper writes them. */
export function pesosText(cents: Cents): string {
  const fraction = cents % 100;
  const whole = String((cents - fraction) / 100).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction === 0 ? `$${whole}` : `$${whole},${String(fraction).padStart(2, '0')}`;
}

/**
 * Why the coupon cannot be used today by this customer, before looking at the cart: the code's
 * own state (dates, pause, uses left) and the customer's uses so far. Undefined: it can.
 */
export function couponStateRefusal(
  terms: CouponTerms,
  today: string,
  customerUses = 0,
): string | undefined {
  if (terms.paused) return COUPON_REFUSALS.paused();
  if (terms.startsOn && today < terms.startsOn) return COUPON_REFUSALS.notStarted(terms.startsOn);
  if (terms.endsOn && today > terms.endsOn) return COUPON_REFUSALS.expired(terms.endsOn);
  if (terms.remainingUses < 1) return COUPON_REFUSALS.usedUp();
  if (terms.perCustomerLimit !== null && customerUses >= terms.perCustomerLimit) {
    return COUPON_REFUSALS.alreadyUsed(terms.perCustomerLimit);
  }
  return undefined;
}

/** A product as the coupon's categories read it. */
export interface CouponScopeProduct {
  id: string;
  cat: string;
  subCat: string | null;
}

/** The lines the coupon applies to: every one, or the products of its categories. */
export function couponAppliesTo(
  terms: Pick<CouponTerms, 'categories' | 'subcategories'>,
  products: readonly CouponScopeProduct[],
): PricingCoupon['appliesTo'] {
  if (terms.categories.length === 0) return 'all';
  return products
    .filter((p) =>
      matchesPromotionScope(
        { cat: p.cat, sub_cat: p.subCat },
        terms.categories,
        terms.subcategories,
      ),
    )
    .map((p) => p.id);
}

/** The coupon as the pricing chain takes it, for the cart's products. */
export function pricingCouponOf(
  terms: Pick<CouponTerms, 'kind' | 'percentage' | 'amountCents' | 'categories' | 'subcategories'>,
  products: readonly CouponScopeProduct[],
): PricingCoupon {
  return {
    kind: terms.kind,
    percentage: terms.kind === 'percent' ? terms.percentage : 0,
    amountCents: terms.kind === 'fixed' ? terms.amountCents : 0,
    appliesTo: couponAppliesTo(terms, products),
  };
}

/**
 * Why the coupon does not apply to this cart: the merchandise subtotal (after promotions,
 * before any discount) under its minimum, or no product line of its categories.
 */
export function couponCartRefusal(
  terms: Pick<CouponTerms, 'minPurchaseCents' | 'categories'>,
  cart: { subtotalCents: Cents; productIds: readonly string[] },
  appliesTo: PricingCoupon['appliesTo'],
): string | undefined {
  if (cart.subtotalCents < terms.minPurchaseCents) {
    return COUPON_REFUSALS.minPurchase(terms.minPurchaseCents);
  }
  if (appliesTo !== 'all' && !cart.productIds.some((id) => appliesTo.includes(id))) {
    return COUPON_REFUSALS.noLineOfItsCategories(terms.categories);
  }
  return undefined;
}

/** The state the admin list shows. */
export const COUPON_STATUSES = ['activo', 'pausado', 'programado', 'vencido', 'agotado'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export function couponStatus(
  terms: Pick<CouponTerms, 'paused' | 'startsOn' | 'endsOn' | 'remainingUses'>,
  today: string,
): CouponStatus {
  if (terms.paused) return 'pausado';
  if (terms.endsOn && today > terms.endsOn) return 'vencido';
  if (terms.remainingUses < 1) return 'agotado';
  if (terms.startsOn && today < terms.startsOn) return 'programado';
  return 'activo';
}

/** A customer's keys for the per-customer limit: e-mail lower-cased, DNI/CUIT digits only. */
export function couponCustomer(email: string, clientId: string) {
  return { email: email.trim().toLowerCase(), clientId: clientId.replace(/\D/g, '') };
}
