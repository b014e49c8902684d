import { randomUUID } from 'node:crypto';
import {
  AWAITING_PAYMENT,
  demandsOf,
  fromCents,
  ITEMS_LOCKED,
  mayMove,
  ORDER_STATUS,
  orderLineIds,
  orderResultPath,
  orderStatusForPayment,
  PAID,
  priceCheckout,
  refusedMoveMessage,
  toCents,
  TRACKING_CODE_REQUIRED,
  CORREO_TRACKING_URL,
  orderStatusLabel,
  trackingEventLabel,
  formatARS,
  PAYMENT_APPROVED,
  holdsExpiry,
  holdsShipping,
  orderLedger,
  paymentLeftCents,
  refundablePayment,
  STALE_WRITE_ERROR,
  SHIPPED,
  SHIPPING_HELD,
  STALE_WRITE_MESSAGES,
  type AlertDetails,
  type AlertKind,
  type AdminOrderDetailAnswer,
  type AdminOrderRequest,
  type OrderActor,
  type OrderAmounts,
  type OrderEventAnswer,
  type OrderEventInput,
  type OrderItem,
  type OrderStatus,
  type OrderTrackingAnswer,
  type OrderTrackingRequest,
  type OrderUpdate,
  type ResolvedCart,
  type Settings,
  type StockDemand,
} from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import { ApiError, conflict, notFound, unprocessable } from '../../http/errors.js';
import { shopToday } from '../../lib/dates.js';
import { couponRefused, readUsableCoupon, type TakenCoupon } from '../discounts/coupon-uses.js';
import type { MailView } from '../emails/service.js';
import { enqueueJobs, type NewJob } from '../jobs/enqueue.js';
import type { AlertRepo } from '../alerts/repo.js';
import { createAlertResolutions, createOrderAlerts, type OrderAlerts } from './alerts.js';
import { toAlertAnswer } from '../alerts/views.js';
import { releaseStock, reserveStock, shortOfStock } from '../products/stock.js';
import { cachedSettings } from '../settings/cached.js';
import type { ShipmentCarrier } from '../shipping/micorreo-shipments.js';
import { addressEdit, type AddressChange } from './address-edit.js';
import type { OrderHistory } from './history.js';
import type { ReceiptTokens } from './receipts.js';
import type { OrderRepo } from './repo.js';
import type { NewOrderRow, OrderEventRow, OrderRow } from './rows.js';
import { createPaymentNews } from './payment-news.js';
import { createRefundOperations, refundableCents, refundLedger } from './refunds.js';
import { createShipmentOperations } from './shipments.js';
import {
  resolveCart,
  toOrderDto,
  toPublicOrder,
  type OrderDto,
  type OrderShipment,
} from './views.js';

export { toOrderDto, toPublicOrder, type OrderDto, type OrderShipment };

/** What a payment provider reports about a payment of an order. */
export interface PaymentReport {
  paymentId: string;
  /** Mercado Pago's status: approved, pending, in_process, rejected, cancelled… */
  status: string;
  statusDetail: string;
  amount: number;
  currency: string;
  netReceivedAmount: number | null;
  totalPaidAmount: number | null;
  /** Pesos given back so far (transaction_amount_refunded). */
  refundedAmount: number;
}

export const ORDER_EXPIRY_JOB = 'order_expiry';

/** How long after its checkout expires an unpaid Mercado Pago order gives its stock back. */
const EXPIRY_GRACE_MS = 15 * 60_000;
/** An expiring order with a payment still pending (a cash voucher) is looked at again after. */
const PENDING_RECHECK_MS = 12 * 60 * 60_000;
const ORDER_NOT_FOUND = 'No encontramos ese pedido.';
const NOT_AWAITING_PAYMENT = 'Este pedido ya no espera un pago.';

export type OrderServiceOptions = {
  repo: OrderRepo;
  alerts: AlertRepo;
  /** The e-mail to the shop of an alert just raised (none without a contact address). */
  alertJobs?: AlertJobs;
  /**
   * Every payment the provider has for the order (Payment.search): asked before the owner
   * cancels a Mercado Pago order that awaits its money. Throws when the provider cannot answer.
   */
  paymentSearch?: (orderId: string) => Promise<PaymentReport[]>;
  history: OrderHistory;
  settings: { get(): Promise<Settings> };
  receipts: ReceiptTokens;
  publicUrl: string;
  /** Told after a commit that queued jobs (e-mails), so the worker sends them now. */
  onJobsQueued?: () => void;
  /** MiCorreo's shipments (or their simulator), and minutes between two tracking calls. */
  shipments?: { carrier: ShipmentCarrier; pollMinutes: number };
};

/** A status change: who causes it, the fields that change with it, and what the event adds. */
export interface Move {
  to: OrderStatus;
  actor: OrderActor;
  patch?: Partial<NewOrderRow>;
  details?: Record<string, unknown>;
}

export type AlertJobs = (
  alert: { kind: AlertKind; details: AlertDetails },
  settings: Settings,
) => NewJob[];

/** What the order's alerts need of the core. */
export interface OrderAlertCore {
  repo: OrderRepo;
  history: OrderHistory;
  alerts: AlertRepo;
  alertJobs: AlertJobs;
}

/** What every part of the order service shares. */
export interface OrderCore extends OrderAlertCore, OrderAlerts {
  receipts: ReceiptTokens;
  publicUrl: string;
  jobsQueued: () => void;
  readSettings: () => Promise<Settings>;
}

/**
 * SPEC.md's admin edit of items. A line's size changes (same price, the stock moves); its
 * quantity does not, nor is a line dropped: the order's total was charged or told to the
 * shopper (docs/decisions/0010-editing-order-items.md).
 */
async function editItems(
  repo: OrderRepo,
  tx: DbExecutor,
  order: OrderRow,
  edits: NonNullable<OrderUpdate['items']>,
): Promise<OrderItem[]> {
  const current = order.items as OrderItem[];
  const byLine = new Map(current.map((item) => [item.lineId, item]));
  const seen = new Set<string>();
  const next = edits.map((edit) => {
    const item = byLine.get(edit.lineId);
    if (!item || seen.has(edit.lineId)) {
      throw unprocessable(
        'Solo se pueden cambiar el talle y la cantidad de los productos del pedido.',
      );
    }
    seen.add(edit.lineId);
    return { ...item, size: edit.size, quantity: edit.quantity };
  });
  if (
    next.length !== current.length ||
    next.some((item) => item.quantity !== byLine.get(item.lineId)?.quantity)
  ) {
    throw new ApiError(409, 'items_locked', ITEMS_LOCKED);
  }
  const resized = next.filter((item) => item.size !== byLine.get(item.lineId)?.size);
  if (resized.length) {
    const catalogue = await repo.loadProducts(
      tx,
      resized.map((i) => i.id),
    );
    for (const item of resized) {
      const variant = catalogue.get(item.id)?.variants.find((v) => v.id === item.variant.id);
      if (!variant?.sizes.some((s) => s.size === item.size)) {
        throw conflict(`${item.name} no tiene el talle ${item.size}.`);
      }
    }
  }
  if (order.stockHeld) {
    const before = new Map(
      demandsOf(current).map((d) => [JSON.stringify([d.productId, d.variantId, d.size]), d]),
    );
    const after = demandsOf(next);
    const toReturn: StockDemand[] = [];
    const toTake: StockDemand[] = [];
    for (const demand of after) {
      const key = JSON.stringify([demand.productId, demand.variantId, demand.size]);
      const old = before.get(key);
      before.delete(key);
      const change = demand.quantity - (old?.quantity ?? 0);
      if (change > 0) toTake.push({ ...demand, quantity: change });
      if (change < 0) toReturn.push({ ...demand, quantity: -change });
    }
    toReturn.push(...before.values());
    await releaseStock(tx, toReturn);
    await reserveStock(tx, toTake);
  }
  return next;
}

/**
 * The owner's word on money (decision 0031): a Mercado Pago order is not cancelled while it
 * holds money (the refund cancels it), and an order whose money all went back does not return
 * to a paid or shipping status.
 */
async function refuseMoneyMove(repo: OrderRepo, tx: DbExecutor, order: OrderRow, to: OrderStatus) {
  if (to === order.status) return;
  const ledger = orderLedger(order, await repo.moneyEvents(tx, order.id));
  if (to === ORDER_STATUS.cancelled && ledger.refundableCents > 0) {
    const held = formatARS(ledger.refundableCents);
    throw new ApiError(
      409,
      'money_held',
      order.paymentMethod === 'mercadopago'
        ? `Mercado Pago cobró ${held} de este pedido: no se puede cancelar sin devolverlos. Usá 'Reintegrar' (el reintegro total cancela el pedido).`
        : `Este pedido tiene ${held} cobrados por transferencia: registrá el reintegro con 'Registrar reintegro' (el reintegro total cancela el pedido), o si el pago no llegó, pasalo antes a "${orderStatusLabel(ORDER_STATUS.awaitingPayment)}".`,
    );
  }
  if (
    [...PAID, ...SHIPPED].includes(to) &&
    ledger.refundedCents > 0 &&
    ledger.refundableCents === 0
  ) {
    throw new ApiError(
      409,
      'refunded_order',
      `Este pedido se reintegró por completo: no puede volver a "${orderStatusLabel(to)}".`,
    );
  }
}

/** A tracking code belongs to one order: the same code on another is refused. */
async function refuseTakenTrackId(
  repo: OrderRepo,
  tx: DbExecutor,
  order: OrderRow,
  trackId: string,
) {
  if (!trackId || trackId === order.trackId) return;
  const other = await repo.findByTrackId(tx, trackId, order.id);
  if (other) {
    throw new ApiError(
      409,
      'tracking_taken',
      `El código de seguimiento ${trackId} ya está en el pedido #${other.orderNumber}: revisalo antes de guardar.`,
    );
  }
}

/**
 * The admin's edits of lines and of the contact and address, each one event of the history.
 * Forms send every line and field at each save: only what really changed is recorded.
 */
async function recordEdits(
  history: OrderHistory,
  tx: DbExecutor,
  order: OrderRow,
  edits: { items: OrderItem[] | undefined; address: AddressChange[]; by: Record<string, string> },
  settings: Settings,
) {
  const before = new Map((order.items as OrderItem[]).map((item) => [item.lineId, item.size]));
  const resized = (edits.items ?? [])
    .filter((item) => item.size !== before.get(item.lineId))
    .map(({ lineId, name, size }) => ({ lineId, name, from: before.get(lineId), to: size }));
  const same = { actor: 'admin' as const, fromStatus: order.status, toStatus: order.status };
  if (resized.length) {
    const details = { changes: resized, ...edits.by };
    await history.record(tx, order, { ...same, type: 'items_edited', details }, settings);
  }
  if (edits.address.length) {
    const details = { changes: edits.address, ...edits.by };
    await history.record(tx, order, { ...same, type: 'address_edited', details }, settings);
  }
}

/** Status changes and the admin's edits: every change goes through moveTo. */
function createOrderMoves(core: OrderCore) {
  const { repo, history, readSettings, jobsQueued } = core;

  /**
   * The one way an order's status changes: the transition table decides whether this actor may
   * make this move (refused: 409); the units go back to stock when it is cancelled (once) and
   * are taken again if it is reopened; the move is appended to the order's history, whose
   * effects (the shopper's e-mails) are queued with it.
   */
  async function moveTo(
    tx: DbExecutor,
    order: OrderRow,
    move: Move,
    settings: Settings,
  ): Promise<OrderRow> {
    const { to, actor } = move;
    if (to !== order.status && !mayMove(order.status, to, actor)) {
      throw new ApiError(409, 'refused_transition', refusedMoveMessage(order.status, to));
    }
    // A hold stops the goods leaving; a parcel already gone may still be delivered.
    if (
      to !== order.status &&
      SHIPPED.includes(to) &&
      !SHIPPED.includes(order.status) &&
      holdsShipping(await core.alerts.openKinds(tx, order.id))
    ) {
      throw new ApiError(409, 'shipping_held', SHIPPING_HELD);
    }
    const items = order.items as OrderItem[];
    let stockHeld = order.stockHeld;
    if (to === ORDER_STATUS.cancelled && stockHeld) {
      await releaseStock(tx, demandsOf(items));
      stockHeld = false;
    } else if (to !== ORDER_STATUS.cancelled && !stockHeld) {
      await reserveStock(tx, demandsOf(items));
      stockHeld = true;
    }
    const updated = await repo.update(tx, order.id, { ...move.patch, status: to, stockHeld });
    if (to !== order.status) {
      await history.record(
        tx,
        updated,
        {
          type: 'status_changed',
          actor,
          fromStatus: order.status,
          toStatus: to,
          ...(move.details ? { details: move.details } : {}),
        },
        settings,
      );
    }
    return updated;
  }

  /** The admin's comment and typed tracking number, each an event of the history when changed. */
  async function recordAdminNotes(
    tx: DbExecutor,
    order: OrderRow,
    notes: { trackId: string; comment: string | undefined; by: Record<string, string> },
    settings: Settings,
  ) {
    const same = { fromStatus: order.status, toStatus: order.status, actor: 'admin' as const };
    if (notes.comment !== undefined && notes.comment !== order.adminComment) {
      await history.record(
        tx,
        order,
        { ...same, type: 'comment_changed', details: { comment: notes.comment, ...notes.by } },
        settings,
      );
    }
    if (notes.trackId !== order.trackId) {
      await history.record(
        tx,
        order,
        { ...same, type: 'tracking_number_set', details: { trackId: notes.trackId, ...notes.by } },
        settings,
      );
    }
  }

  /** PUT /api/order/:id: status, tracking code, e-mail, comment and item sizes/quantities. */
  async function update(id: string, input: OrderUpdate, adminUser = ''): Promise<OrderDto> {
    const by: Record<string, string> = adminUser ? { adminUser } : {};
    const settings = await readSettings();
    const updated = await repo.transaction(async (tx) => {
      const order = await repo.lock(tx, id);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (input.version !== undefined && input.version !== order.version) {
        throw new ApiError(409, STALE_WRITE_ERROR, STALE_WRITE_MESSAGES.order);
      }
      const status = input.status ?? order.status;
      const trackId = input.track_id ?? order.trackId;
      if (status === ORDER_STATUS.shipped && !trackId) {
        throw unprocessable(TRACKING_CODE_REQUIRED, 'tracking_required');
      }
      await refuseMoneyMove(repo, tx, order, status);
      await refuseTakenTrackId(repo, tx, order, trackId);
      const items = input.items ? await editItems(repo, tx, order, input.items) : undefined;
      const address = addressEdit(order, input);
      await recordAdminNotes(tx, order, { trackId, comment: input.admin_comment, by }, settings);
      if (trackId !== order.trackId) {
        // A corrected code closes the alert of the one the carrier did not know.
        await core.alerts.resolveKind(tx, order.id, 'unknown_tracking', {
          by: adminUser,
          how: 'dismiss',
        });
      }
      await recordEdits(history, tx, order, { items, address: address.changes, by }, settings);
      const moved = await moveTo(
        tx,
        items ? { ...order, items } : order,
        {
          to: status,
          actor: 'admin',
          details: by,
          patch: {
            trackId,
            email: input.email ?? order.email,
            adminComment: input.admin_comment ?? order.adminComment,
            ...address.patch,
            ...(items ? { items } : {}),
          },
        },
        settings,
      );
      return core.relabel(tx, await core.syncMoney(tx, moved));
    });
    jobsQueued();
    return toOrderDto(updated);
  }

  return { moveTo, update };
}

export type OrderMove = ReturnType<typeof createOrderMoves>['moveTo'];

/** A new order as its caller priced it, with what placing it takes (`OrderRepo.place`). */
export type NewOrder = {
  row: NewOrderRow;
  /** Units to take, one demand per size; none for an order that holds no stock. */
  demands: readonly StockDemand[];
  coupon: TakenCoupon | null;
  /** Each product's price as priced: the placement checks them against the products' rows. */
  prices: readonly { productId: string; priceCents: number }[];
  promotionIds: readonly string[];
  event: Omit<OrderEventInput, 'type' | 'fromStatus' | 'toStatus'>;
};

/**
 * A product's price changed (or it was disabled) after the order was priced from the catalogue
 * memory: nothing was placed; the checkout prices again from the database (decision 0032).
 */
export class StalePricesError extends Error {
  constructor() {
    super('the order was priced with a price the database no longer has');
    this.name = 'StalePricesError';
  }
}

/**
 * How many times a placement is tried again after a refusal that the next try may not meet:
 * units given back between the refusal and the count of what was left, a coupon re-priced.
 */
const PLACEMENT_ATTEMPTS = 3;
const STOCK_KEPT_CHANGING =
  'El stock cambió mientras confirmábamos tu pedido. Intentá de nuevo en unos segundos.';

/** /uploadorder's order: the admin's status, amounts priced like any order's. */
function adminNewOrder(
  input: AdminOrderRequest,
  cart: ResolvedCart,
  settings: Settings,
  coupon: TakenCoupon | null,
): NewOrder {
  const holdsStock = input.status !== ORDER_STATUS.cancelled;
  const { shipment } = input;
  const deliveredType = shipment.rate?.deliveredType ?? '';
  const amounts = priceCheckout({
    ...cart,
    payment: input.payment_method === 'transferencia' ? 'transfer' : 'mercadopago',
    transferDiscountPercent: settings.transferDiscountPercent,
    couponPercent: coupon?.percentage ?? null,
    shipping: { fixedCents: toCents(input.shipping_amount) },
  });
  return {
    row: {
      name: input.name,
      email: input.email,
      phone: input.phone ?? '',
      clientId: input.client_id ?? '',
      status: input.status,
      statusDetail: input.status_detail ?? '',
      trackId: input.track_id ?? '',
      adminComment: input.admin_comment ?? '',
      orderType: 'manual',
      paymentMethod: input.payment_method,
      shippingType:
        input.shipping_type ??
        (deliveredType === 'D' ? 'domicilio' : deliveredType === 'S' ? 'sucursal' : ''),
      ...storedAmounts(amounts, coupon),
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
      } satisfies OrderShipment,
      items: cart.items,
      stockHeld: holdsStock,
    },
    demands: holdsStock ? cart.stock : [],
    coupon,
    // Read from the database just before: nothing to check again.
    prices: [],
    promotionIds: cart.promotionIds,
    event: { actor: 'admin' },
  };
}

/** New orders: the checkout's and the admin's drafts. */
function createOrderCreation(core: OrderCore) {
  const { repo, history, readSettings, jobsQueued } = core;

  /**
   * Places a new order in one statement with its stock, coupon use, first event and jobs, and
   * its promotion uses; refuses (409) naming a size that ran out. `price` builds the order for
   * the coupon as read now (null without a code): a coupon used up or changed in between is read
   * and priced again. 'replayed': the order of the row's Idempotency-Key exists already.
   */
  async function placeOrder(
    couponCode: string | undefined,
    price: (coupon: TakenCoupon | null) => NewOrder,
    settings: Settings,
  ): Promise<OrderRow | 'replayed'> {
    for (let attempt = 1; ; attempt++) {
      const coupon = couponCode ? await readUsableCoupon(repo.db, couponCode) : null;
      const order = price(coupon);
      const { row, event } = order;
      if (!mayMove(null, row.status, event.actor)) {
        throw unprocessable(refusedMoveMessage(null, row.status), 'refused_transition');
      }
      const id = randomUUID();
      const created: OrderEventInput = {
        type: 'created',
        fromStatus: null,
        toStatus: row.status,
        ...event,
      };
      const placed = await repo.place(repo.db, {
        row: { ...row, id },
        demands: order.demands,
        coupon: order.coupon,
        prices: order.prices,
        promotionIds: order.promotionIds,
        event: created,
        jobs: history.jobsOfCreation(
          created,
          { id, email: row.email, shipmentImportedAt: null },
          settings,
        ),
      });
      if (placed === 'price') throw new StalePricesError();
      if (placed === 'stock') {
        const short = await shortOfStock(repo.db, order.demands);
        if (short) throw short;
      } else if (placed !== 'coupon') {
        return placed;
      }
      if (attempt === PLACEMENT_ATTEMPTS) {
        throw placed === 'stock' ? conflict(STOCK_KEPT_CHANGING) : couponRefused();
      }
    }
  }

  /** /uploadorder: the admin's draft, priced and stocked like any order; status is the admin's. */
  async function placeAdminOrder(input: AdminOrderRequest): Promise<OrderDto> {
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
    );
    // An admin's draft has no Idempotency-Key: it is never a replay.
    if (order === 'replayed') throw new Error('an order without a key was refused as a replay');
    jobsQueued();
    return toOrderDto(order);
  }

  return {
    placeOrder,
    placeAdminOrder,

    /**
     * A checkout whose payment could not be opened: the order is cancelled without a word to
     * the shopper and its Idempotency-Key freed; with `giveStockBack` its units go back too.
     * Answers whether the order still held them (the caller then gives its coupon use back).
     */
    async withdrawUnopened(
      tx: DbExecutor,
      orderId: string,
      reason: string,
      settings: Settings,
      options: { giveStockBack?: boolean } = {},
    ): Promise<boolean> {
      const order = await repo.lock(tx, orderId);
      if (!order || !mayMove(order.status, ORDER_STATUS.cancelled, 'system')) return false;
      if (options.giveStockBack && order.stockHeld) {
        await releaseStock(tx, demandsOf(order.items as OrderItem[]));
      }
      await repo.update(tx, order.id, {
        status: ORDER_STATUS.cancelled,
        statusDetail: reason,
        idempotencyKey: null,
        stockHeld: false,
      });
      await history.record(
        tx,
        order,
        {
          type: 'status_changed',
          actor: 'system',
          fromStatus: order.status,
          toStatus: ORDER_STATUS.cancelled,
          details: { reason, notify: false },
        },
        settings,
      );
      return order.stockHeld;
    },
  };
}

/** Where the news of a payment came from: its notice, the expiry's re-check, the owner's sync. */
export type PaymentSource =
  'notice' | 'expiry_check' | 'scheduled_check' | 'admin_sync' | 'admin_cancel' | 'result_page';

/** The order's payment fields, as a provider's report sets them. */
const paymentPatch = (report: PaymentReport): Partial<NewOrderRow> => ({
  paymentId: report.paymentId,
  statusDetail: report.statusDetail,
  netReceivedAmountCents:
    report.netReceivedAmount === null ? null : toCents(report.netReceivedAmount),
  totalPaidAmountCents: report.totalPaidAmount === null ? null : toCents(report.totalPaidAmount),
});

/** Whether the payment is the order's total, in pesos. */
const chargesTotal = (order: OrderRow, report: PaymentReport) =>
  report.currency === 'ARS' && toCents(report.amount) === order.transactionAmountCents;

/** What a payment notice's event keeps beside the payment and its status. */
const noticeFigures = (report: PaymentReport) => ({
  statusDetail: report.statusDetail,
  amount: report.amount,
  currency: report.currency,
});

/** How one payment report changes an order whose row the caller holds locked. */
function createPaymentRules(
  core: OrderCore,
  moveTo: ReturnType<typeof createOrderMoves>['moveTo'],
) {
  const { repo, history } = core;

  const paymentFigures = (report: PaymentReport) => ({
    paymentId: report.paymentId,
    amount: report.amount,
    currency: report.currency,
  });

  /** The provider's word on a payment, in the order's history once per payment and status. */
  async function recordNotice(
    tx: DbExecutor,
    order: OrderRow,
    report: PaymentReport,
    source: PaymentSource,
    settings: Settings,
  ) {
    // Once per state of the payment: a partial refund keeps 'approved' but is news.
    const seen = {
      paymentId: report.paymentId,
      paymentStatus: report.status,
      statusDetail: report.statusDetail,
      refunded: String(report.refundedAmount || 0),
    };
    if (await repo.hasEvent(tx, order.id, 'payment_notice_received', seen)) return false;
    await history.record(
      tx,
      order,
      {
        type: 'payment_notice_received',
        actor: 'payment_provider',
        fromStatus: order.status,
        toStatus: order.status,
        details: { ...seen, ...noticeFigures(report), source },
      },
      settings,
    );
    return true;
  }

  /**
   * What a report does to the order, in the transaction that holds the order's row (decision
   * 0031). Money for a cancelled order never re-opens it by itself: it raises an alert the owner
   * resolves (re-open or refund). A payment of another amount or currency is never approved. A
   * second approved payment of a paid order is flagged.
   */
  async function applyLocked(
    tx: DbExecutor,
    order: OrderRow,
    report: PaymentReport,
    settings: Settings,
  ): Promise<OrderRow> {
    const approved = orderStatusForPayment(report.status) === ORDER_STATUS.approved;
    const alert = (kind: AlertKind) =>
      core.raiseAlert(
        tx,
        order,
        {
          kind,
          subject: report.paymentId,
          actor: 'payment_provider',
          details: {
            ...paymentFigures(report),
            orderTotal: fromCents(order.transactionAmountCents),
          },
        },
        settings,
      );
    // A dispute reported before any approval was heard: the money came in (approved first).
    const disputed = report.status === 'in_mediation';
    if ((approved || disputed) && order.status === ORDER_STATUS.cancelled) {
      return alert('paid_after_cancel');
    }
    if (disputed && AWAITING_PAYMENT.includes(order.status)) {
      const paid = await applyLocked(tx, order, { ...report, status: PAYMENT_APPROVED }, settings);
      return core.raiseAlert(
        tx,
        paid,
        {
          kind: 'dispute',
          subject: report.paymentId,
          actor: 'payment_provider',
          details: paymentFigures(report),
        },
        settings,
      );
    }
    if (approved && !AWAITING_PAYMENT.includes(order.status)) {
      if (!order.paymentId) {
        // Paid while the owner had already moved it by hand: the payment is noted on the order.
        return repo.update(tx, order.id, paymentPatch(report));
      }
      return order.paymentId === report.paymentId ? order : alert('paid_twice');
    }
    const target = orderStatusForPayment(report.status);
    // Only an order still waiting for its money moves with its payment's status; news after
    // approval (applyNews) is the only way a paid order hears from Mercado Pago.
    if (!target || !AWAITING_PAYMENT.includes(order.status)) return order;
    if (!mayMove(order.status, target, 'payment_provider')) return order;
    const patch = paymentPatch(report);
    if (target === ORDER_STATUS.approved && !chargesTotal(order, report)) {
      const noted = await repo.update(tx, order.id, {
        ...patch,
        statusDetail: `Pago aprobado por ${report.amount} ${report.currency}, distinto del total del pedido: revisar antes de despachar.`,
      });
      return core.raiseAlert(
        tx,
        noted,
        {
          kind: 'wrong_amount',
          subject: report.paymentId,
          actor: 'payment_provider',
          details: {
            ...paymentFigures(report),
            orderTotal: fromCents(order.transactionAmountCents),
          },
        },
        settings,
      );
    }
    if (
      target === order.status &&
      order.paymentId === report.paymentId &&
      order.statusDetail === report.statusDetail
    ) {
      return order;
    }
    return moveTo(
      tx,
      order,
      {
        to: target,
        actor: 'payment_provider',
        patch,
        details: { paymentId: report.paymentId, paymentStatus: report.status },
      },
      settings,
    );
  }

  return { recordNotice, applyLocked };
}

/**
 * The owner cancels a Mercado Pago order that awaits its money: Mercado Pago is asked first
 * and what it says is applied, so money already there is never cancelled unseen.
 */
async function askProviderBeforeCancel(
  repo: OrderRepo,
  paymentSearch: OrderServiceOptions['paymentSearch'],
  applyPayment: (id: string, report: PaymentReport, source: PaymentSource) => Promise<unknown>,
  id: string,
  input: OrderUpdate,
) {
  if (input.status !== ORDER_STATUS.cancelled || !paymentSearch) return;
  const order = await repo.findById(id);
  if (!order || order.paymentMethod !== 'mercadopago' || !AWAITING_PAYMENT.includes(order.status)) {
    return;
  }
  let reports: PaymentReport[];
  try {
    reports = await paymentSearch(id);
  } catch {
    throw new ApiError(
      502,
      'payment_provider_error',
      'No pudimos consultar a Mercado Pago antes de cancelar: el comprador podría haber pagado. Intentá de nuevo en unos minutos.',
    );
  }
  for (const report of reports) await applyPayment(id, report, 'admin_cancel');
}

/** Jobs that search the order's payments while its checkout is open (decision 0031). */
export const PAYMENT_RECONCILE_JOB = 'payment_reconcile';
/** After checkout: a lost notice is found within minutes, not at the expiry. */
const RECONCILE_AFTER_MS = [10 * 60_000, 60 * 60_000, 6 * 60 * 60_000, 24 * 60 * 60_000];
/** Each search moves by up to this share of its delay, so a busy hour makes no burst. */
const RECONCILE_SPREAD = 0.2;

/** The searches and the expiry of a checkout opened at `openedAt`, payable until `expiresAt`. */
export function paymentWatchJobs(
  orderId: string,
  openedAt: Date,
  expiresAt: Date,
  random: () => number = Math.random,
): NewJob[] {
  const expiry = expiresAt.getTime() + EXPIRY_GRACE_MS;
  const searches = RECONCILE_AFTER_MS.map(
    (after) => openedAt.getTime() + after * (1 + RECONCILE_SPREAD * random()),
  )
    .filter((at) => at < expiresAt.getTime())
    .map((at) => ({ kind: PAYMENT_RECONCILE_JOB, payload: { orderId }, runAt: new Date(at) }));
  return [...searches, { kind: ORDER_EXPIRY_JOB, payload: { orderId }, runAt: new Date(expiry) }];
}

/** What payments and the shop itself do to an order awaiting its money. */
function createPaymentMoves(
  core: OrderCore,
  moveTo: ReturnType<typeof createOrderMoves>['moveTo'],
  paymentSearch: OrderServiceOptions['paymentSearch'],
) {
  const { repo, history, readSettings, jobsQueued } = core;
  const { recordNotice, applyLocked } = createPaymentRules(core, moveTo);
  const applyNews = createPaymentNews(core, moveTo);

  /**
   * What the provider says about a payment of the order. Only a move the transition table
   * allows the provider happens: an order still waiting for its money moves; a cancelled one
   * paid late is re-opened or flagged; a second approved payment is flagged. The order row is
   * locked, so simultaneous notices apply one after the other and a repeated one finds nothing
   * left to change.
   */
  async function applyPayment(
    orderId: string,
    report: PaymentReport,
    source: PaymentSource = 'notice',
  ) {
    const settings = await readSettings();
    const result = await repo.transaction(async (tx) => {
      const order = await repo.lock(tx, orderId);
      if (!order) return order;
      // The same state of a payment heard again is no news: one effect per notice, however
      // often and late it comes (a search after a retry finds the refused card again).
      if (!(await recordNotice(tx, order, report, source, settings))) return order;
      let applied =
        (await applyNews(tx, order, report, settings)) ??
        (await applyLocked(tx, order, report, settings));
      if (order.paymentId !== report.paymentId && applied.paymentId === report.paymentId) {
        // The payment just became the order's (approved late, or noted on an order the owner
        // had approved by hand): what else it reports is news too.
        applied = (await applyNews(tx, applied, report, settings)) ?? applied;
      }
      return core.syncMoney(tx, applied);
    });
    jobsQueued();
    return result;
  }

  return {
    applyPayment,
    askProviderBeforeCancel: (id: string, input: OrderUpdate) =>
      askProviderBeforeCancel(repo, paymentSearch, applyPayment, id, input),

    /**
     * The Mercado Pago checkout of the order exists: remember it, announce the order (the
     * event's effect) and plan its expiry (a checkout never paid gives its stock back).
     */
    async recordCheckoutOpened(orderId: string, preferenceId: string, expiresAt: Date) {
      const settings = await readSettings();
      const order = await repo.transaction(async (tx) => {
        const updated = await repo.update(tx, orderId, {
          preferenceId,
          paymentExpiresAt: expiresAt,
        });
        await history.record(
          tx,
          updated,
          {
            type: 'checkout_opened',
            actor: 'payment_provider',
            fromStatus: updated.status,
            toStatus: updated.status,
            details: { preferenceId },
          },
          settings,
        );
        await enqueueJobs(tx, paymentWatchJobs(orderId, new Date(), expiresAt));
        return updated;
      });
      jobsQueued();
      return order;
    },

    /**
     * Whether Mercado Pago may still have news of the order's checkout: a Mercado Pago order
     * awaiting its money, or cancelled (the shopper may still pay the open checkout).
     */
    async mayHavePaymentNews(orderId: string): Promise<boolean> {
      const order = await repo.findById(orderId);
      return (
        order !== undefined &&
        order.paymentMethod === 'mercadopago' &&
        (AWAITING_PAYMENT.includes(order.status) || order.status === ORDER_STATUS.cancelled)
      );
    },

    /**
     * The expiry, after the provider was asked (payments.expire): an order still waiting for
     * its money is cancelled and gives its stock back (once: moveTo); one with a payment still
     * pending (a cash voucher) is looked at again later.
     */
    async expireUnpaid(orderId: string, options: { paymentPending: boolean }): Promise<void> {
      const settings = await readSettings();
      await repo.transaction(async (tx) => {
        const order = await repo.lock(tx, orderId);
        if (!order || !AWAITING_PAYMENT.includes(order.status)) return;
        const deadline = order.paymentExpiresAt?.getTime() ?? 0;
        if (deadline + EXPIRY_GRACE_MS > Date.now()) {
          // A retry moved the expiry (decision 0031): this job was the first checkout's.
          return;
        }
        const held = holdsExpiry(await core.alerts.openKinds(tx, order.id));
        if (options.paymentPending || held) {
          await enqueueJobs(tx, [
            {
              kind: ORDER_EXPIRY_JOB,
              payload: { orderId },
              runAt: new Date(Date.now() + PENDING_RECHECK_MS),
            },
          ]);
          return;
        }
        await moveTo(
          tx,
          order,
          {
            to: ORDER_STATUS.cancelled,
            actor: 'system',
            patch: { statusDetail: 'El pago no se completó a tiempo.' },
          },
          settings,
        );
      });
      jobsQueued();
    },
  };
}

/** 'Reintentar pago': a new Mercado Pago checkout of an order whose card was refused. */
function createPaymentRetry(
  core: OrderCore,
  moveTo: ReturnType<typeof createOrderMoves>['moveTo'],
) {
  const { repo, history, readSettings, jobsQueued } = core;
  return {
    /**
     * 'Reintentar pago': the order whose card was refused, to the holder of its receipt token
     * (404 to anyone else); refused (409) once it no longer waits for a payment.
     */
    async retryablePayment(orderNumber: number, token: string): Promise<OrderRow> {
      const order = Number.isSafeInteger(orderNumber)
        ? await repo.findByNumber(orderNumber)
        : undefined;
      if (!order || !core.receipts.verify(order.orderNumber, token)) {
        throw notFound(ORDER_NOT_FOUND);
      }
      if (order.status !== ORDER_STATUS.cardRejected) {
        throw new ApiError(409, 'not_awaiting_payment', NOT_AWAITING_PAYMENT);
      }
      return order;
    },

    /**
     * A new Mercado Pago checkout of an order whose card was refused: it waits for its money
     * again (its stock is still held, or taken again: 409 if gone), without a second 'Recibimos
     * tu pedido'.
     */
    async recordPaymentRetry(
      orderId: string,
      preferenceId: string,
      expiresAt: Date,
    ): Promise<OrderRow> {
      const settings = await readSettings();
      const order = await repo.transaction(async (tx) => {
        const locked = await repo.lock(tx, orderId);
        if (!locked) throw notFound(ORDER_NOT_FOUND);
        if (locked.status !== ORDER_STATUS.cardRejected) {
          throw new ApiError(409, 'not_awaiting_payment', NOT_AWAITING_PAYMENT);
        }
        const moved = await moveTo(
          tx,
          locked,
          {
            to: ORDER_STATUS.awaitingPayment,
            actor: 'shopper',
            patch: { preferenceId, paymentExpiresAt: expiresAt },
          },
          settings,
        );
        // The retry's checkout is payable until expiresAt: the order's expiry moves with it.
        await enqueueJobs(tx, paymentWatchJobs(orderId, new Date(), expiresAt));
        await history.record(
          tx,
          moved,
          {
            type: 'checkout_opened',
            actor: 'payment_provider',
            fromStatus: moved.status,
            toStatus: moved.status,
            details: { preferenceId, retry: true },
          },
          settings,
        );
        return moved;
      });
      jobsQueued();
      return order;
    },
  };
}

/** Reading orders: the admin's lists, the shopper's result pages and the e-mails' views. */
function createOrderReads(core: OrderCore) {
  const { repo, receipts, publicUrl } = core;

  function resultPath(order: OrderRow): string {
    const token = receipts.sign(order.orderNumber);
    if (order.orderType === 'transferencia') {
      return orderResultPath('transfer', order.orderNumber, {
        token,
        amount: fromCents(order.transactionAmountCents),
      });
    }
    const result = PAID.includes(order.status)
      ? 'approved'
      : order.status === ORDER_STATUS.cardRejected
        ? 'rejected'
        : 'pending';
    return orderResultPath(result, order.orderNumber, { token });
  }

  /** /seguimiento-de-ordenes with the order and its signed token: the e-mails' tracking link. */
  const trackingPath = (orderNumber: number) =>
    `/seguimiento-de-ordenes?${new URLSearchParams({
      pedido: String(orderNumber),
      token: receipts.sign(orderNumber),
    }).toString()}`;

  return {
    resultPath,
    list: async (filter: { paymentAlert?: boolean } = {}) =>
      (await repo.list(filter)).map(toOrderDto),

    /** GET /api/order/:id: the order and its whole history. */
    async get(id: string): Promise<AdminOrderDetailAnswer> {
      const order = await repo.findById(id);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const events = await repo.events(id);
      const ledger = refundLedger(order, events);
      const open = await core.alerts.openOfOrder(repo.db, id);
      return {
        ...toOrderDto(order),
        events: events.map(toEventAnswer),
        received_total: fromCents(ledger.receivedCents),
        refunded_total: fromCents(ledger.refundedCents),
        refundable: fromCents(refundableCents(ledger)),
        alerts: open.map((row) =>
          toAlertAnswer(row, { orderNumber: order.orderNumber, status: order.status }),
        ),
      };
    },

    /** What is left to give back of one Mercado Pago payment of the order, in cents. */
    async paymentLeft(orderId: string, paymentId: string): Promise<number> {
      const order = await repo.findById(orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const ledger = orderLedger(order, await repo.moneyEvents(repo.db, orderId));
      const payment = refundablePayment(ledger, paymentId);
      return payment ? paymentLeftCents(payment) : 0;
    },

    /** The order's history, oldest first. */
    async events(id: string) {
      if (!(await repo.findById(id))) throw notFound(ORDER_NOT_FOUND);
      return (await repo.events(id)).map(toEventAnswer);
    },

    /**
     * POST /api/order-tracking (/seguimiento-de-ordenes): with the order's e-mail or the signed
     * token of its e-mails. A wrong e-mail and an unknown number get the same 404.
     */
    async tracking(request: OrderTrackingRequest): Promise<OrderTrackingAnswer> {
      const order = await repo.findByNumber(request.order_number);
      const allowed =
        order &&
        ((request.token !== undefined && receipts.verify(order.orderNumber, request.token)) ||
          (request.email !== undefined &&
            request.email.trim().toLowerCase() === order.email.toLowerCase()));
      if (!allowed) throw notFound(ORDER_NOT_FOUND);
      return toTrackingAnswer(order, await repo.events(order.id));
    },

    /** An e-mail about the order went out: a line of its history. */
    async recordEmailSent(
      orderId: string,
      mail: { template: string; to: string; subject: string },
    ) {
      const settings = await core.readSettings();
      await repo.transaction(async (tx) => {
        const order = await repo.lock(tx, orderId);
        if (!order) return;
        await core.history.record(
          tx,
          order,
          {
            type: 'email_sent',
            actor: 'system',
            fromStatus: order.status,
            toStatus: order.status,
            details: mail,
          },
          settings,
        );
      });
    },

    /** GET /api/order-status/:order_number: with the receipt token or the order's e-mail. */
    async status(
      orderNumber: number,
      proof: { email?: string | undefined; token?: string | undefined },
    ) {
      const order = Number.isSafeInteger(orderNumber)
        ? await repo.findByNumber(orderNumber)
        : undefined;
      const allowed =
        order &&
        ((proof.token !== undefined && receipts.verify(order.orderNumber, proof.token)) ||
          (proof.email !== undefined &&
            proof.email.trim().toLowerCase() === order.email.toLowerCase()));
      if (!allowed) throw notFound(ORDER_NOT_FOUND);
      return toPublicOrder(order);
    },

    receiptToken: (order: OrderRow) => receipts.sign(order.orderNumber),

    /** Whether `id` is the order numbered `orderNumber` (a payment's external reference). */
    async isOrder(id: string, orderNumber: number): Promise<boolean> {
      return (await repo.findById(id))?.orderNumber === orderNumber;
    },

    /** The orders e-mails are about, as they show them, with the link to each one's page. */
    async mailViews(ids: string[]): Promise<Map<string, MailView>> {
      const rows = await repo.findByIds(ids);
      return new Map(
        rows.map((row) => [
          row.id,
          {
            order: toOrderDto(row),
            orderUrl: publicUrl + resultPath(row),
            trackingUrl: publicUrl + trackingPath(row.orderNumber),
          },
        ]),
      );
    },
  };
}

export function createOrderService(options: OrderServiceOptions) {
  const alertCore: OrderAlertCore = {
    repo: options.repo,
    history: options.history,
    alerts: options.alerts,
    alertJobs: options.alertJobs ?? (() => []),
  };
  const core: OrderCore = {
    ...alertCore,
    ...createOrderAlerts(alertCore),
    receipts: options.receipts,
    publicUrl: options.publicUrl,
    jobsQueued: () => options.onJobsQueued?.(),
    readSettings: cachedSettings(options.settings),
  };
  const moves = createOrderMoves(core);
  const paymentMoves = createPaymentMoves(core, moves.moveTo, options.paymentSearch);
  const shipments = options.shipments
    ? createShipmentOperations(core, moves.moveTo, options.shipments)
    : null;
  return {
    shipments,
    readSettings: core.readSettings,
    jobsQueued: core.jobsQueued,
    ...createOrderReads(core),
    ...createOrderCreation(core),
    /** PUT /api/order/:id; a cancel of a Mercado Pago order asks Mercado Pago first. */
    async update(id: string, input: OrderUpdate, adminUser = ''): Promise<OrderDto> {
      await paymentMoves.askProviderBeforeCancel(id, input);
      return moves.update(id, input, adminUser);
    },
    moveTo: moves.moveTo,
    resolveOrderAlert: createAlertResolutions(core, moves.moveTo),
    ...createRefundOperations(core, moves.moveTo),
    ...paymentMoves,
    ...createPaymentRetry(core, moves.moveTo),
  };
}

function toEventAnswer(event: OrderEventRow): OrderEventAnswer {
  return {
    type: event.type,
    actor: event.actor,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    details: event.details as Record<string, unknown>,
    createdAt: event.createdAt.toISOString(),
  };
}

/** When the order last moved into one of `statuses`, from its history. */
function lastMoveInto(events: OrderEventRow[], statuses: readonly OrderStatus[]): string | null {
  const moves = events.filter(
    (event) =>
      (event.type === 'status_changed' || event.type === 'created') &&
      event.toStatus !== null &&
      statuses.includes(event.toStatus),
  );
  return moves.at(-1)?.createdAt.toISOString() ?? null;
}

/** The shopper's tracking view: status, dates, tracking number and MiCorreo's events. */
function toTrackingAnswer(order: OrderRow, events: OrderEventRow[]): OrderTrackingAnswer {
  const tracking = events
    .filter((event) => event.type === 'tracking_event')
    .reverse()
    .map((event) => {
      const details = event.details as {
        code?: string;
        date?: string;
        at?: string | null;
        branch?: string;
      };
      const code = details.code ?? '';
      return {
        code,
        label: trackingEventLabel(code),
        date: details.at ?? null,
        rawDate: details.date ?? '',
        branch: details.branch ?? '',
      };
    });
  return {
    order_number: order.orderNumber,
    status: order.status,
    status_label: orderStatusLabel(order.status),
    shipping_type: order.shippingType,
    dates: {
      created: order.createdAt.toISOString(),
      paid: lastMoveInto(events, PAID),
      shipped: lastMoveInto(events, [ORDER_STATUS.shipped]),
      delivered: lastMoveInto(events, [ORDER_STATUS.delivered]),
    },
    track_id:
      order.status === ORDER_STATUS.shipped || order.status === ORDER_STATUS.delivered
        ? order.trackId
        : '',
    tracking_url: CORREO_TRACKING_URL,
    events: tracking,
  };
}

/** The order's stored amounts (cents) and coupon, from priceCheckout. */
export function storedAmounts(
  amounts: OrderAmounts,
  coupon: { code: string; percentage: number } | null,
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

export type OrderService = ReturnType<typeof createOrderService>;
