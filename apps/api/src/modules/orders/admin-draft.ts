/** /uploadorder: the admin's draft order, priced and stocked like any order; status is the admin's. */
import {
  orderLineIds,
  ORDER_STATUS,
  toCents,
  TRACKING_CODE_REQUIRED,
  type AdminOrderRequest,
  type ResolvedCart,
  type Settings,
} from '@shop/domain';
import { unprocessable } from '../../http/errors.js';
import { shopToday } from '../../lib/dates.js';
import type { TakenCoupon } from '../discounts/coupon-uses.js';
import type { OrderCore } from './core.js';
import { newOrder, priceDraft, shippingTypeOf, type NewOrder } from './order-row.js';
import type { createOrderPlacement } from './placement.js';
import { resolveCart, toOrderDto, type OrderDto } from './views.js';

/** /uploadorder's order: the admin's status, amounts priced like any order's. */
function adminNewOrder(
  input: AdminOrderRequest,
  cart: ResolvedCart,
  settings: Settings,
  coupon: TakenCoupon | null,
): NewOrder {
  const { shipment } = input;
  const deliveredType = shipment.rate?.deliveredType ?? '';
  const payment = input.payment_method === 'transferencia' ? 'transfer' : 'mercadopago';
  return newOrder({
    contact: {
      name: input.name,
      email: input.email,
      phone: input.phone ?? '',
      clientId: input.client_id ?? '',
    },
    status: input.status,
    statusDetail: input.status_detail ?? '',
    trackId: input.track_id ?? '',
    adminComment: input.admin_comment ?? '',
    orderType: 'manual',
    paymentMethod: input.payment_method,
    shippingType: input.shipping_type ?? shippingTypeOf(deliveredType),
    shipment: {
      street_name: shipment.street_name ?? '',
      street_number: shipment.street_number ?? '',
      floor: shipment.floor ?? '',
      apartment: '',
      aclaration: shipment.aclaration ?? '',
      city_name: shipment.city_name ?? '',
      state_name: shipment.state_name ?? '',
      zipCode: shipment.zipCode ?? '',
      rate: {
        productName: shipment.rate?.productName ?? '',
        deliveredType,
        agencyAddress: shipment.rate?.agencyAddress ?? '',
        agencyCode: '',
      },
    },
    cart,
    amounts: priceDraft(cart, payment, settings, coupon, {
      fixedCents: toCents(input.shipping_amount),
    }),
    coupon,
    // Read from the database just before: nothing to check again.
    prices: [],
    event: { actor: 'admin', details: {} },
  });
}

/** /uploadorder: placed like any order (placement.ts). */
export function createAdminDraft(
  core: OrderCore,
  placeOrder: ReturnType<typeof createOrderPlacement>['placeOrder'],
) {
  const { repo, readSettings, jobsQueued } = core;

  return async function placeAdminOrder(input: AdminOrderRequest): Promise<OrderDto> {
    if (input.status === ORDER_STATUS.shipped && !input.track_id) {
      throw unprocessable(TRACKING_CODE_REQUIRED, 'tracking_required');
    }
    const settings = await readSettings();
    const ids = orderLineIds(input.items);
    const cart = resolveCart(
      input.items,
      await repo.loadProducts(repo.db, ids.products),
      await repo.loadPromotions(repo.db, ids.promotions),
      { shipped: false, today: shopToday },
    );
    const order = await placeOrder(
      input.coupon,
      (coupon) => adminNewOrder(input, cart, settings, coupon),
      settings,
      { email: input.email, clientId: input.client_id ?? '' },
    );
    // An admin's draft has no Idempotency-Key: it is never a replay.
    if (order === 'replayed') throw new Error('an order without a key was refused as a replay');
    jobsQueued();
    return toOrderDto(order);
  };
}
