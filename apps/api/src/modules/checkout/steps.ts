/**
 * The checkout's named steps (price, quote shipping, place, open payment), each with what it
 * gives back if a later step fails.
 */
import {
  agencyLabel,
  checkoutShipping,
  findChosenAgency,
  isClasicoRate,
  fromCents,
  isTransferOffered,
  ORDER_STATUS,
  orderLineIds,
  pickupProvince,
  pricePromotion,
  PRICE_CHANGED_ERROR,
  PRICE_CHANGED_MESSAGE,
  type Agency,
  type Cents,
  type PriceChangedAnswer,
  type CatalogueProduct,
  type CataloguePromotion,
  type CheckoutOrderRequest,
  type CheckoutShipping,
  type Dimensions,
  type PaymentChoice,
  type PercentOffSale,
  type ResolvedCart,
  type Settings,
  type ShippingRate,
} from '@shop/domain';
import { ApiError, conflict, unprocessable } from '../../http/errors.js';
import { shopToday } from '../../lib/dates.js';
import { giveCouponUseBack, type TakenCoupon } from '../discounts/coupon-uses.js';
import type { DbExecutor } from '../../db/client.js';
import { newOrder, priceDraft, shippingTypeOf } from '../orders/order-row.js';
import type { OrderRow } from '../orders/rows.js';
import type { OrderService } from '../orders/service.js';
import { resolveCart } from '../orders/views.js';
import type { WorkflowDatabase, WorkflowStep } from './workflow.js';

/** What checkout needs from shipping: the carrier's quote for a parcel and its branches. */
export interface RateQuoter {
  quoteRates(query: {
    postalCodeDestination: string;
    dimensions: Dimensions;
  }): Promise<{ domicilio: ShippingRate[]; sucursal: ShippingRate[] }>;
  agencies(provinceCode: string): Promise<{ agencies: Agency[] }>;
}

/** What checkout needs from payments: a provider checkout for an order. */
export interface PaymentOpener {
  /** `attempt` names a later checkout of the same order (a retry after a refused card). */
  open(
    order: OrderRow,
    attempt?: string,
  ): Promise<{ preferenceId: string; initPoint: string; expiresAt: Date }>;
  /** The checkout URL of an order whose checkout was opened before (a retried submit). */
  initPointOf(order: OrderRow): string | null;
}

export const TRANSFER_STATUS_DETAIL =
  'El cliente debe realizar la transferencia bancaria y enviar el comprobante.';
const MERCADO_PAGO_STATUS_DETAIL = 'Esperando el pago en Mercado Pago.';
export const UNOPENED_CHECKOUT_DETAIL = 'No se pudo iniciar el pago con Mercado Pago.';
const SUBMIT_AGAIN = 'No pudimos confirmar tu pedido. Volvé a intentarlo.';

/** One checkout as its steps fill it in. */
export interface CheckoutRun {
  readonly request: CheckoutOrderRequest;
  readonly payment: PaymentChoice;
  readonly idempotencyKey: string | undefined;
  /** The total the shopper saw (decision 0030); another total places nothing (409). */
  readonly expectedTotalCents?: Cents | undefined;
  settings?: Settings;
  /** Price from the database, not the catalogue memory (a placement found a price changed). */
  readonly fromDatabase?: boolean;
  cart?: ResolvedCart;
  /** Each product's price the cart was priced with: the placement checks them. */
  prices?: { productId: string; priceCents: number }[];
  shipping?: { rate: ShippingRate; branch: Agency | undefined; charge: CheckoutShipping };
  /** The coupon the order was priced with (its use taken with the order). */
  coupon?: TakenCoupon | null;
  order?: OrderRow;
  /** The order an earlier submit with the same Idempotency-Key made. */
  replayed?: boolean;
  initPoint?: string | null;
}

/** What checkout reads of the orders' storage (the orders module's repo answers it). */
export interface CheckoutStore extends WorkflowDatabase {
  loadProducts(db: DbExecutor, ids: string[]): Promise<Map<string, CatalogueProduct>>;
  loadPromotions(db: DbExecutor, ids: string[]): Promise<Map<string, CataloguePromotion>>;
  /** The order an earlier submit with the same Idempotency-Key made. */
  findByIdempotencyKey(db: DbExecutor, key: string): Promise<OrderRow | undefined>;
}

export interface CheckoutDeps {
  repo: CheckoutStore;
  orders: OrderService;
  rates: RateQuoter;
  payments: PaymentOpener;
  /** The products as the catalogue memory holds them, if it holds them all (decision 0021). */
  productsInMemory?: (ids: readonly string[]) => Map<string, CatalogueProduct> | undefined;
  /** The "% OFF" promotions running today, which price the plain lines (decision 0039). */
  sales?: () => Promise<PercentOffSale[]>;
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`checkout: ${what} missing`);
  return value;
}

/** The carrier's 'Clasico' rate the shopper chose, quoted now for the parcel. */
async function quoteChosenRate(rates: RateQuoter, run: CheckoutRun, parcel: Dimensions) {
  const chosen = run.request.shipment.rate;
  const quote = await rates.quoteRates({
    postalCodeDestination: run.request.payerInfo.zipCode,
    dimensions: parcel,
  });
  const offered = chosen.deliveredType === 'D' ? quote.domicilio : quote.sucursal;
  const rate = offered.find(
    (r) =>
      r.productName === chosen.productName &&
      (!chosen.productType || r.productType === chosen.productType) &&
      isClasicoRate(r.productName),
  );
  if (!rate) {
    throw unprocessable(
      `El método de envío "${chosen.productName}" no está disponible para tu código postal. Volvé a elegir el envío.`,
      'unknown_rate',
    );
  }
  return rate;
}

/**
 * The branch of a pickup among the carrier's branches of the shopper's province, by its code or
 * its address text; never another one.
 */
async function findBranch(rates: RateQuoter, run: CheckoutRun): Promise<Agency> {
  const chosen = run.request.shipment.rate;
  if (!chosen.agencyAddress && !chosen.agencyCode) {
    throw unprocessable('Debe elegir una sucursal para retirar el pedido.', 'agency_required');
  }
  const payer = run.request.payerInfo;
  const province = pickupProvince({
    agencyCode: chosen.agencyCode,
    state: payer.state,
    zipCode: payer.zipCode,
  });
  const branch = province
    ? findChosenAgency((await rates.agencies(province.provinceCode)).agencies, {
        code: chosen.agencyCode,
        address: chosen.agencyAddress,
      })
    : undefined;
  if (!branch) {
    throw unprocessable(
      'No encontramos la sucursal elegida entre las del correo para tu provincia. Volvé a elegir la sucursal.',
      'unknown_agency',
    );
  }
  return branch;
}

/** 409 price_changed: the order costs another total than the shopper saw; nothing was placed. */
export class PriceChangedError extends ApiError {
  constructor(readonly answer: PriceChangedAnswer) {
    super(409, PRICE_CHANGED_ERROR, answer.message);
    this.name = 'PriceChangedError';
  }
}

/** The request's lines at the prices the cart was resolved with, in the request's order. */
function pricedLines(run: CheckoutRun, cart: ResolvedCart): PriceChangedAnswer['lines'] {
  let product = 0;
  let promotion = 0;
  return run.request.productInfo.map((line) => {
    if (line.promotion === true) {
      const priced = cart.promotions[promotion++]!;
      return {
        promotion: true as const,
        id: line.id,
        products: line.products.map((p, i) => ({
          id: p.id,
          size: p.size,
          price: priced.picks[i]!.price,
        })),
        price: fromCents(pricePromotion(priced.type, priced.picks).priceCents),
      };
    }
    return {
      id: line.id,
      size: line.size,
      quantity: line.quantity,
      price: fromCents(cart.products[product++]!.unitPriceCents),
    };
  });
}

export const TRANSFER_UNAVAILABLE =
  'El pago por transferencia todavía no está disponible en esta tienda. Elegí pagar con Mercado Pago.';

/**
 * Price: every product, variant, size and promotion from the shop's data (the catalogue memory,
 * else one read before any transaction, so the carrier's quote holds no connection) and priced
 * by the domain.
 * A transfer is refused while the shop has no account to pay into (the checkout hides it then).
 */
export function priceStep(deps: CheckoutDeps): WorkflowStep<CheckoutRun> {
  return {
    name: 'price',
    async run(run, db) {
      const ids = orderLineIds(run.request.productInfo);
      const [settings, products, promotions, sales] = await Promise.all([
        deps.orders.readSettings(),
        (run.fromDatabase ? undefined : deps.productsInMemory?.(ids.products)) ??
          deps.repo.loadProducts(db, ids.products),
        deps.repo.loadPromotions(db, ids.promotions),
        deps.sales?.() ?? [],
      ]);
      if (run.payment === 'transfer' && !isTransferOffered(settings)) {
        throw unprocessable(TRANSFER_UNAVAILABLE, 'transfer_unavailable');
      }
      run.settings = settings;
      run.cart = resolveCart(run.request.productInfo, products, promotions, {
        today: shopToday,
        sales,
      });
      run.prices = [...products.values()].map((product) => ({
        productId: product.id,
        priceCents: product.priceCents,
      }));
    },
  };
}

/** Quote shipping: the carrier quotes the parcel itself; a branch pickup names a real branch. */
export function quoteShippingStep(deps: CheckoutDeps): WorkflowStep<CheckoutRun> {
  return {
    name: 'quote shipping',
    async run(run) {
      const cart = need(run.cart, 'cart');
      const settings = need(run.settings, 'settings');
      const { deliveredType } = run.request.shipment.rate;
      const [rate, branch] = await Promise.all([
        quoteChosenRate(deps.rates, run, cart.parcel),
        deliveredType === 'S' ? findBranch(deps.rates, run) : undefined,
      ]);
      run.shipping = {
        rate,
        branch,
        charge: checkoutShipping(rate.price, deliveredType, settings),
      };
    },
  };
}

/**
 * Place: the order from the sequence, awaiting payment, in one statement with its stock, its
 * coupon use, its first event (whose effects announce a transfer order) and its promotion uses:
 * never more than there is, and nothing written if anything is refused. A retried submit whose
 * first order was placed meanwhile (same Idempotency-Key) gets that order and takes nothing.
 * Gives back by withdrawing the order (cancelled, key freed) with its stock and coupon use.
 * The row itself is built by the orders module (order-row.ts), as the admin's draft's is.
 */
export function placeStep(deps: CheckoutDeps): WorkflowStep<CheckoutRun> {
  return {
    name: 'place',
    async run(run, db) {
      const cart = need(run.cart, 'cart');
      const shipping = need(run.shipping, 'shipping');
      const settings = need(run.settings, 'settings');
      const transfer = run.payment === 'transfer';
      const payer = run.request.payerInfo;
      const { branch } = shipping;
      const placed = await deps.orders.placeOrder(
        run.request.coupon,
        (coupon) => {
          run.coupon = coupon;
          const amounts = priceDraft(cart, run.payment, settings, coupon, shipping.charge);
          // Priced with the coupon as read now, before anything is taken.
          if (
            run.expectedTotalCents !== undefined &&
            amounts.totalCents !== run.expectedTotalCents
          ) {
            throw new PriceChangedError({
              error: PRICE_CHANGED_ERROR,
              message: PRICE_CHANGED_MESSAGE,
              lines: pricedLines(run, cart),
              total: fromCents(amounts.totalCents),
            });
          }
          const { deliveredType } = run.request.shipment.rate;
          return newOrder({
            contact: {
              name: payer.payerName,
              email: payer.email,
              phone: payer.phone,
              clientId: payer.client_id,
            },
            status: ORDER_STATUS.awaitingPayment,
            statusDetail: transfer ? TRANSFER_STATUS_DETAIL : MERCADO_PAGO_STATUS_DETAIL,
            orderType: transfer ? 'transferencia' : 'mercadopago',
            paymentMethod: transfer ? 'transferencia' : 'mercadopago',
            shippingType: shippingTypeOf(deliveredType),
            shipment: {
              street_name: payer.street,
              street_number: payer.streetNumber,
              floor: payer.floor ?? '',
              apartment: '',
              aclaration: payer.aclaration ?? '',
              city_name: payer.city,
              state_name: payer.state,
              zipCode: payer.zipCode,
              rate: {
                productName: shipping.rate.productName,
                deliveredType,
                agencyAddress: branch ? agencyLabel(branch) : '',
                agencyCode: branch?.code ?? '',
              },
            },
            cart,
            amounts,
            coupon,
            idempotencyKey: run.idempotencyKey ?? null,
            prices: run.prices ?? [],
            // A Mercado Pago order is announced once its checkout exists (checkout_opened).
            event: { actor: 'shopper', details: { announce: transfer } },
          });
        },
        settings,
        { email: payer.email, clientId: payer.client_id },
      );
      if (placed !== 'replayed') {
        run.order = placed;
        return;
      }
      const earlier = await deps.repo.findByIdempotencyKey(db, need(run.idempotencyKey, 'key'));
      // Withdrawn (its key freed) between the refusal and this read: the shopper submits again.
      if (!earlier) throw conflict(SUBMIT_AGAIN);
      run.order = earlier;
      run.replayed = true;
    },
    async compensate(run, tx) {
      if (run.replayed || !run.order) return;
      const stillHeld = await deps.orders.withdrawUnopened(
        tx,
        run.order.id,
        UNOPENED_CHECKOUT_DETAIL,
        need(run.settings, 'settings'),
      );
      // Someone else moved the order meanwhile and gave back what it held.
      if (stillHeld && run.coupon) await giveCouponUseBack(tx, run.coupon.id, run.order.id);
    },
  };
}

/** Open payment: Mercado Pago's checkout for an order awaiting payment that has none yet. */
export function openPaymentStep(deps: CheckoutDeps): WorkflowStep<CheckoutRun> {
  return {
    name: 'open payment',
    async run(run) {
      if (run.payment !== 'mercadopago') return;
      let order = need(run.order, 'order');
      if (!order.preferenceId && order.status === ORDER_STATUS.awaitingPayment) {
        const opened = await deps.payments.open(order).catch(async (error: unknown) => {
          // A retried submit's order has no compensation of this run: withdraw it here.
          if (run.replayed) {
            const settings = await deps.orders.readSettings();
            await deps.repo.transaction((tx) =>
              deps.orders.withdrawUnopened(tx, order.id, UNOPENED_CHECKOUT_DETAIL, settings),
            );
          }
          throw error;
        });
        order = await deps.orders.recordCheckoutOpened(
          order.id,
          opened.preferenceId,
          opened.expiresAt,
        );
        run.order = order;
        run.initPoint = opened.initPoint;
      } else {
        run.initPoint = deps.payments.initPointOf(order);
      }
    },
  };
}
