/**
 * A new order's row, built in one place for the checkout (checkout/steps.ts) and the admin's
 * draft (admin-draft.ts): amounts priced by the domain, stock held unless it is born cancelled,
 * and the first event it is placed with.
 */
import {
  ORDER_STATUS,
  priceCheckout,
  type CheckoutShipping,
  type OrderActor,
  type OrderAmounts,
  type OrderEventDetails,
  type OrderStatus,
  type PaymentChoice,
  type ResolvedCart,
  type Settings,
  type StockDemand,
} from '@shop/domain';
import type { OrderShipment } from '../../db/schema.js';
import { couponForCart, type TakenCoupon } from '../discounts/coupon-uses.js';
import type { NewOrderRow } from './rows.js';

/** A new order as its caller priced it, with what placing it takes (`OrderRepo.place`). */
export type NewOrder = {
  row: NewOrderRow;
  /** Units to take, one demand per size; none for an order that holds no stock. */
  demands: readonly StockDemand[];
  coupon: TakenCoupon | null;
  /** Each product's price as priced: the placement checks them against the products' rows. */
  prices: readonly { productId: string; priceCents: number }[];
  promotionIds: readonly string[];
  event: { actor: OrderActor; details: OrderEventDetails['created'] };
};

/** What an order is made of, whoever places it. */
export type OrderDraft = {
  contact: { name: string; email: string; phone: string; clientId: string };
  status: OrderStatus;
  statusDetail: string;
  trackId?: string;
  adminComment?: string;
  orderType: 'transferencia' | 'mercadopago' | 'manual';
  paymentMethod: string;
  shippingType: string;
  shipment: OrderShipment;
  cart: ResolvedCart;
  amounts: OrderAmounts;
  coupon: TakenCoupon | null;
  /** The checkout's Idempotency-Key (an admin's draft has none). */
  idempotencyKey?: string | null;
  prices: NewOrder['prices'];
  event: NewOrder['event'];
};

/** The order's stored amounts (cents) and coupon, from priceCheckout. */
export function storedAmounts(
  amounts: OrderAmounts,
  coupon: { code: string; percentage: number | null } | null,
) {
  return {
    subtotalCents: amounts.subtotalCents,
    promotionDiscountCents: amounts.promotionDiscountCents,
    transferDiscountCents: amounts.transferDiscountCents,
    couponDiscountCents: amounts.couponDiscountCents,
    discountCents: amounts.transferDiscountCents + amounts.couponDiscountCents,
    couponCode: coupon?.code ?? null,
    couponPercent: coupon?.percentage ?? null,
    shippingAmountCents: amounts.shippingCents,
    transactionAmountCents: amounts.totalCents,
  };
}

/**
 * The cart priced for the payment, the shop's transfer discount, the coupon and the shipping;
 * refused (422) when the coupon does not apply to this cart.
 */
export function priceDraft(
  cart: ResolvedCart,
  payment: PaymentChoice,
  settings: Settings,
  coupon: TakenCoupon | null,
  shipping: CheckoutShipping,
): OrderAmounts {
  const lines = {
    ...cart,
    payment,
    transferDiscountPercent: settings.transferDiscountPercent,
    shipping,
  };
  if (!coupon) return priceCheckout({ ...lines, coupon: null });
  const { subtotalCents } = priceCheckout({ ...lines, coupon: null, shipping: null });
  return priceCheckout({ ...lines, coupon: couponForCart(coupon, cart, subtotalCents) });
}

/** 'domicilio' for home delivery ('D'), 'sucursal' for a branch pickup ('S'), else blank. */
export const shippingTypeOf = (deliveredType: string) =>
  deliveredType === 'D' ? 'domicilio' : deliveredType === 'S' ? 'sucursal' : '';

/** The order's row and what placing it takes; an order born cancelled holds no stock. */
export function newOrder(draft: OrderDraft): NewOrder {
  const stockHeld = draft.status !== ORDER_STATUS.cancelled;
  const { cart, coupon } = draft;
  return {
    row: {
      ...draft.contact,
      status: draft.status,
      statusDetail: draft.statusDetail,
      trackId: draft.trackId ?? '',
      adminComment: draft.adminComment ?? '',
      orderType: draft.orderType,
      paymentMethod: draft.paymentMethod,
      shippingType: draft.shippingType,
      ...storedAmounts(draft.amounts, coupon),
      shipment: draft.shipment,
      items: cart.items,
      idempotencyKey: draft.idempotencyKey ?? null,
      stockHeld,
    },
    demands: stockHeld ? cart.stock : [],
    coupon,
    prices: draft.prices,
    promotionIds: cart.promotionIds,
    event: draft.event,
  };
}
