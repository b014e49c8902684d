import {
  demandsOf,
  fromCents,
  orderLineIds,
  OrderLineError,
  orderResultPath,
  priceCheckout,
  resolveCart as resolveOrderLines,
  type CheckoutShipping,
  type OrderItem,
  type OrderStatus,
  type PublicOrder,
  type StockDemand,
  normalizeCouponCode,
  orderStatusLabel,
  toCents,
  TRACKING_CODE_REQUIRED,
  type AdminOrderRequest,
  type CheckoutOrderRequest,
  type Dimensions,
  type OrderUpdate,
  type PaymentChoice,
  type Settings,
  agencyLabel,
  findChosenAgency,
  isClasicoRate,
  pickupProvince,
  type Agency,
  type ChosenRate,
  type PayerInfo,
  type ShippingRate,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { conflict, notFound, unprocessable } from '../../http/errors.js';
import type { EmailService, MailView } from '../emails/service.js';
import { enqueueJob } from '../jobs/repo.js';
import { shopToday } from '../../lib/dates.js';
import type { ReceiptTokens } from './receipts.js';
import type { NewOrderRow, OrderRepo, OrderRow } from './repo.js';

/** What the order service needs from shipping: the carrier's quote for a parcel and its branches. */
export interface RateQuoter {
  quoteRates(query: {
    postalCodeDestination: string;
    dimensions: Dimensions;
  }): Promise<{ domicilio: ShippingRate[]; sucursal: ShippingRate[] }>;
  agencies(provinceCode: string): Promise<{ agencies: Agency[] }>;
}

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
}

export const ORDER_EXPIRY_JOB = 'order_expiry';

export const TRANSFER_STATUS_DETAIL =
  'El cliente debe realizar la transferencia bancaria y enviar el comprobante.';
const MERCADO_PAGO_STATUS_DETAIL = 'Esperando el pago en Mercado Pago.';
const COUPON_INVALID = 'Código de cupón no válido o no tiene usos disponibles';
const ORDER_NOT_FOUND = 'No encontramos ese pedido.';
const SETTINGS_TTL_MS = 1000;

/** Statuses in which the order still waits for its money: payment news may move it. */
const AWAITING_PAYMENT = new Set(['Pago Pendiente', 'rejected']);
const PAID = new Set(['Aprobado', 'approved']);

/** INTEGRATIONS.md section 1.7, as SPEC.md's order statuses. */
function statusForPayment(status: string): string | null {
  switch (status) {
    case 'approved':
      return 'Aprobado';
    case 'pending':
    case 'in_process':
    case 'authorized':
      return 'Pago Pendiente';
    case 'rejected':
      return 'rejected';
    case 'cancelled':
    case 'expired':
      return 'Cancelado';
    default:
      return null;
  }
}

/** The shipment as stored and answered (SPEC.md section 3, Order.shipment). */
export interface OrderShipment {
  street_name: string;
  street_number: string;
  floor: string;
  apartment: string;
  aclaration: string;
  city_name: string;
  state_name: string;
  zipCode: string;
  rate: {
    productName: string;
    deliveredType: string;
    agencyAddress: string;
    agencyCode: string;
  };
}

const amount = (cents: number | null) => (cents === null ? null : fromCents(cents));

export function toOrderDto(row: OrderRow) {
  return {
    id: row.id,
    _id: row.id,
    order_number: row.orderNumber,
    name: row.name,
    email: row.email,
    phone: row.phone,
    client_id: row.clientId,
    items: row.items as OrderItem[],
    status: row.status,
    status_detail: row.statusDetail,
    track_id: row.trackId,
    admin_comment: row.adminComment,
    order_type: row.orderType,
    payment_method: row.paymentMethod,
    subtotal: fromCents(row.subtotalCents),
    promotion_discount: fromCents(row.promotionDiscountCents),
    transfer_discount: fromCents(row.transferDiscountCents),
    coupon_discount: fromCents(row.couponDiscountCents),
    coupon: row.couponCode ? { code: row.couponCode, percentage: row.couponPercent } : null,
    shipping_amount: fromCents(row.shippingAmountCents),
    transaction_amount: fromCents(row.transactionAmountCents),
    transaction_details: {
      net_received_amount: amount(row.netReceivedAmountCents),
      total_paid_amount: amount(row.totalPaidAmountCents),
    },
    shipping_type: row.shippingType,
    shipment: row.shipment as OrderShipment,
    payment_id: row.paymentId,
    preference_id: row.preferenceId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type OrderDto = ReturnType<typeof toOrderDto>;

/** What the shopper's result pages show: their own order, nothing about anyone else. */
export function toPublicOrder(row: OrderRow): PublicOrder {
  const order = toOrderDto(row);
  return {
    order_number: order.order_number,
    status: order.status as OrderStatus,
    status_label: orderStatusLabel(order.status),
    status_detail: order.status_detail,
    order_type: order.order_type,
    payment_method: order.payment_method,
    shipping_type: order.shipping_type,
    track_id: order.track_id,
    name: order.name,
    email: order.email,
    phone: order.phone,
    items: order.items.map((item) => ({
      name: item.name,
      size: item.size,
      quantity: item.quantity,
      price: item.price,
      variant: { imgUrl: item.variant.imgUrl },
      promotion: item.promotion && { title: item.promotion.title, type: item.promotion.type },
    })),
    subtotal: order.subtotal,
    promotion_discount: order.promotion_discount,
    transfer_discount: order.transfer_discount,
    coupon_discount: order.coupon_discount,
    shipping_amount: order.shipping_amount,
    transaction_amount: order.transaction_amount,
    createdAt: order.createdAt,
  };
}

/** The order's lines as the shop will sell them; a line it cannot sell is a 409 or a 422. */
function resolveCart(...args: Parameters<typeof resolveOrderLines>) {
  try {
    return resolveOrderLines(...args);
  } catch (error) {
    if (error instanceof OrderLineError) {
      throw error.reason === 'stale' ? conflict(error.message) : unprocessable(error.message);
    }
    throw error;
  }
}

export type OrderServiceOptions = {
  repo: OrderRepo;
  settings: { get(): Promise<Settings> };
  emails: EmailService;
  rates: RateQuoter;
  receipts: ReceiptTokens;
  publicUrl: string;
  /** Told after a commit that queued jobs (e-mails), so the worker sends them now. */
  onJobsQueued?: () => void;
};

export function createOrderService(options: OrderServiceOptions) {
  const { repo, emails, receipts, publicUrl } = options;
  const jobsQueued = () => options.onJobsQueued?.();

  /**
   * Every order needs the store settings: they are read at most once a second per instance
   * (concurrent orders share the read). A change reaching orders a second later is the same as
   * those orders having come a second earlier.
   */
  let settingsRead: { value: Promise<Settings>; until: number } | undefined;
  function readSettings(): Promise<Settings> {
    if (!settingsRead || settingsRead.until < Date.now()) {
      const value = options.settings.get();
      settingsRead = { value, until: Date.now() + SETTINGS_TTL_MS };
      value.catch(() => {
        settingsRead = undefined;
      });
    }
    return settingsRead.value;
  }

  async function takeStock(tx: Db, demands: readonly StockDemand[]) {
    for (const demand of demands) {
      if (!(await repo.takeStock(tx, demand))) {
        const left = await repo.stockLeft(tx, demand);
        throw conflict(
          `No hay stock suficiente de ${demand.name} (talle ${demand.size}): ${left === 0 ? 'se agotó' : `quedan ${left}`}.`,
        );
      }
    }
  }

  async function returnStock(tx: Db, demands: readonly StockDemand[]) {
    for (const demand of demands) await repo.returnStock(tx, demand);
  }

  async function takeCoupon(tx: Db, rawCode: string) {
    const code = normalizeCouponCode(rawCode);
    const taken = await repo.takeCouponUse(tx, code);
    if (taken) return { ...taken, code };
    if (await repo.couponExists(tx, code)) throw conflict(COUPON_INVALID);
    throw unprocessable(COUPON_INVALID, 'invalid_coupon');
  }

  /** The carrier's 'Clasico' rate the shopper chose, quoted now for the parcel. */
  async function quoteChosenRate(zipCode: string, parcel: Dimensions, chosen: ChosenRate) {
    const quote = await options.rates.quoteRates({
      postalCodeDestination: zipCode,
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
   * The branch of a pickup among the carrier's branches of the shopper's province, by its code
   * or its address text; never another one.
   */
  async function findBranch(chosen: ChosenRate, payer: PayerInfo): Promise<Agency> {
    const province = pickupProvince({
      agencyCode: chosen.agencyCode,
      state: payer.state,
      zipCode: payer.zipCode,
    });
    const branch = province
      ? findChosenAgency((await options.rates.agencies(province.provinceCode)).agencies, {
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

  function resultPath(order: OrderRow): string {
    const token = receipts.sign(order.orderNumber);
    if (order.orderType === 'transferencia') {
      return orderResultPath('transfer', order.orderNumber, {
        token,
        amount: fromCents(order.transactionAmountCents),
      });
    }
    const result = PAID.has(order.status)
      ? 'approved'
      : order.status === 'rejected'
        ? 'rejected'
        : 'pending';
    return orderResultPath(result, order.orderNumber, { token });
  }

  /**
   * Moves an order to `status` with its side effects: its units go back to stock when it is
   * cancelled (once) and are taken again if it is reopened; the shopper hears about payment,
   * shipping and cancellation.
   */
  async function moveTo(
    tx: Db,
    order: OrderRow,
    status: string,
    patch: Partial<NewOrderRow>,
    notify = true,
  ): Promise<OrderRow> {
    const items = order.items as OrderItem[];
    let stockHeld = order.stockHeld;
    if (status === 'Cancelado' && stockHeld) {
      await returnStock(tx, demandsOf(items));
      stockHeld = false;
    } else if (status !== 'Cancelado' && !stockHeld) {
      await takeStock(tx, demandsOf(items));
      stockHeld = true;
    }
    const updated = await repo.update(tx, order.id, { ...patch, status, stockHeld });
    if (notify && status !== order.status) {
      const dto = toOrderDto(updated);
      if (PAID.has(status) && AWAITING_PAYMENT.has(order.status)) {
        await emails.paymentApproved(tx, dto);
      } else if (status === 'Enviado') {
        await emails.orderShipped(tx, dto);
      } else if (status === 'Cancelado') {
        await emails.orderCancelled(tx, dto);
      }
    }
    return updated;
  }

  /** SPEC.md's admin edit of items: a line's size and quantity, or dropping a line. */
  async function editItems(
    tx: Db,
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
      if (item.promotion && edit.quantity !== 1) {
        throw unprocessable(`${item.name} es parte de una promoción: va de a una unidad.`);
      }
      return { ...item, size: edit.size, quantity: edit.quantity };
    });
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
      await returnStock(tx, toReturn);
      await takeStock(tx, toTake);
    }
    return next;
  }

  return {
    resultPath,

    /**
     * The one way a shopper's order is made: it reads every product, variant, size and
     * promotion from the shop's data and prices them with priceOrder; then one transaction takes
     * the stock and the coupon use (conditional updates: never more than there is), numbers the
     * order from the sequence and queues its e-mails. A repeated Idempotency-Key answers the
     * order made the first time.
     */
    async placeCheckoutOrder(
      request: CheckoutOrderRequest,
      payment: PaymentChoice,
      idempotencyKey?: string,
    ): Promise<{ order: OrderRow; created: boolean }> {
      if (idempotencyKey) {
        const existing = await repo.findByIdempotencyKey(repo.db, idempotencyKey);
        if (existing) return { order: existing, created: false };
      }
      const ids = orderLineIds(request.productInfo);
      const { rate: chosen } = request.shipment;
      if (chosen.deliveredType === 'S' && !chosen.agencyAddress && !chosen.agencyCode) {
        throw unprocessable('Debe elegir una sucursal para retirar el pedido.', 'agency_required');
      }
      // One read of the lines, before the transaction so the carrier's quote (which may be slow)
      // holds no connection. Inside it, a re-read would not hold the prices either (no row is
      // locked by reading): the conditional stock update and the coupon's are what must be
      // atomic, and they are.
      const [settings, products, promotions] = await Promise.all([
        readSettings(),
        repo.loadProducts(repo.db, ids.products),
        repo.loadPromotions(repo.db, ids.promotions),
      ]);
      const cart = resolveCart(request.productInfo, products, promotions, { today: shopToday });
      const [rate, branch] = await Promise.all([
        quoteChosenRate(request.payerInfo.zipCode, cart.parcel, chosen),
        chosen.deliveredType === 'S' ? findBranch(chosen, request.payerInfo) : undefined,
      ]);
      const shipping: CheckoutShipping = {
        rateCents: toCents(rate.price),
        deliveredType: chosen.deliveredType,
        freeShippingThresholdCents: toCents(settings.freeShippingThreshold),
        homeDeliverySurchargeCents: toCents(settings.homeDeliverySurcharge),
      };
      const payer = request.payerInfo;

      const result = await repo.transaction(async (tx) => {
        if (idempotencyKey) {
          await repo.lockIdempotencyKey(tx, idempotencyKey);
          const existing = await repo.findByIdempotencyKey(tx, idempotencyKey);
          if (existing) return { order: existing, created: false };
        }
        await takeStock(tx, cart.stock);
        const coupon = request.coupon ? await takeCoupon(tx, request.coupon) : null;
        const amounts = priceCheckout({
          ...cart,
          payment,
          transferDiscountPercent: settings.transferDiscountPercent,
          couponPercent: coupon?.percentage ?? null,
          shipping,
        });
        const transfer = payment === 'transfer';
        const order = await repo.insert(
          tx,
          {
            name: payer.payerName,
            email: payer.email,
            phone: payer.phone,
            clientId: payer.client_id,
            status: 'Pago Pendiente',
            statusDetail: transfer ? TRANSFER_STATUS_DETAIL : MERCADO_PAGO_STATUS_DETAIL,
            orderType: transfer ? 'transferencia' : 'mercadopago',
            paymentMethod: transfer ? 'transferencia' : 'mercadopago',
            shippingType: chosen.deliveredType === 'D' ? 'domicilio' : 'sucursal',
            subtotalCents: amounts.subtotalCents,
            promotionDiscountCents: amounts.promotionDiscountCents,
            transferDiscountCents: amounts.transferDiscountCents,
            couponDiscountCents: amounts.couponDiscountCents,
            discountCents: amounts.transferDiscountCents + amounts.couponDiscountCents,
            couponCode: coupon?.code ?? null,
            couponPercent: coupon?.percentage ?? null,
            shippingAmountCents: amounts.shippingCents,
            transactionAmountCents: amounts.totalCents,
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
                productName: rate.productName,
                deliveredType: chosen.deliveredType,
                agencyAddress: branch ? agencyLabel(branch) : '',
                agencyCode: branch?.code ?? '',
              },
            } satisfies OrderShipment,
            items: cart.items,
            idempotencyKey: idempotencyKey ?? null,
          },
          // A Mercado Pago order is announced once its checkout exists (attachPreference).
          transfer ? emails.newOrderJobs(payer.email, settings) : [],
        );
        await repo.recordUsages(tx, order.id, coupon?.id ?? null, cart.promotionIds);
        return { order, created: true };
      });
      if (result.created) jobsQueued();
      return result;
    },

    /** /uploadorder: the admin's draft, priced and stocked like any order; status is the admin's. */
    async placeAdminOrder(input: AdminOrderRequest): Promise<OrderDto> {
      if (input.status === 'Enviado' && !input.track_id) {
        throw unprocessable(TRACKING_CODE_REQUIRED, 'tracking_required');
      }
      const settings = await readSettings();
      const ids = orderLineIds(input.items);
      const order = await repo.transaction(async (tx) => {
        const cart = resolveCart(
          input.items,
          await repo.loadProducts(tx, ids.products),
          await repo.loadPromotions(tx, ids.promotions),
          { shipped: false, today: shopToday },
        );
        const holdsStock = input.status !== 'Cancelado';
        if (holdsStock) await takeStock(tx, cart.stock);
        const coupon = input.coupon ? await takeCoupon(tx, input.coupon) : null;
        const amounts = priceCheckout({
          ...cart,
          payment: input.payment_method === 'transferencia' ? 'transfer' : 'mercadopago',
          transferDiscountPercent: settings.transferDiscountPercent,
          couponPercent: coupon?.percentage ?? null,
          shipping: { fixedCents: toCents(input.shipping_amount) },
        });
        const { shipment } = input;
        const deliveredType = shipment.rate?.deliveredType ?? '';
        const inserted = await repo.insert(tx, {
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
          subtotalCents: amounts.subtotalCents,
          promotionDiscountCents: amounts.promotionDiscountCents,
          transferDiscountCents: amounts.transferDiscountCents,
          couponDiscountCents: amounts.couponDiscountCents,
          discountCents: amounts.transferDiscountCents + amounts.couponDiscountCents,
          couponCode: coupon?.code ?? null,
          couponPercent: coupon?.percentage ?? null,
          shippingAmountCents: amounts.shippingCents,
          transactionAmountCents: amounts.totalCents,
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
        });
        await repo.recordUsages(tx, inserted.id, coupon?.id ?? null, cart.promotionIds);
        return inserted;
      });
      return toOrderDto(order);
    },

    list: async () => (await repo.list()).map(toOrderDto),

    async get(id: string): Promise<OrderDto> {
      const order = await repo.findById(id);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return toOrderDto(order);
    },

    /** PUT /api/order/:id: status, tracking code, e-mail, comment and item sizes/quantities. */
    async update(id: string, input: OrderUpdate): Promise<OrderDto> {
      const updated = await repo.transaction(async (tx) => {
        const order = await repo.lock(tx, id);
        if (!order) throw notFound(ORDER_NOT_FOUND);
        const status = input.status ?? order.status;
        const trackId = input.track_id ?? order.trackId;
        if (status === 'Enviado' && !trackId) {
          throw unprocessable(TRACKING_CODE_REQUIRED, 'tracking_required');
        }
        const items = input.items ? await editItems(tx, order, input.items) : undefined;
        const current = items ? { ...order, items } : order;
        return moveTo(tx, current, status, {
          trackId,
          email: input.email ?? order.email,
          adminComment: input.admin_comment ?? order.adminComment,
          ...(items ? { items } : {}),
        });
      });
      jobsQueued();
      return toOrderDto(updated);
    },

    /** GET /api/order-status/:order_number: with the receipt token or the order's e-mail. */
    async status(
      orderNumber: number,
      proof: { email?: string | undefined; token?: string | undefined },
    ): Promise<PublicOrder> {
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

    /** The orders e-mails are about, as they show them, with the link to each one's page. */
    async mailViews(ids: string[]): Promise<Map<string, MailView>> {
      const rows = await repo.findByIds(ids);
      return new Map(
        rows.map((row) => [
          row.id,
          { order: toOrderDto(row), orderUrl: publicUrl + resultPath(row) },
        ]),
      );
    },

    /**
     * The Mercado Pago checkout of the order exists: remember it, announce the order and plan
     * its expiry (a checkout never paid gives its stock back).
     */
    async attachPreference(orderId: string, preferenceId: string, expiresAt: Date) {
      const settings = await readSettings();
      const order = await repo.transaction(async (tx) => {
        const updated = await repo.update(tx, orderId, { preferenceId });
        await emails.orderCreated(tx, toOrderDto(updated), settings);
        await enqueueJob(tx, {
          kind: ORDER_EXPIRY_JOB,
          payload: { orderId },
          runAt: new Date(expiresAt.getTime() + 15 * 60_000),
        });
        return updated;
      });
      jobsQueued();
      return order;
    },

    /** The provider could not open a checkout: the order is cancelled and its key freed. */
    async abandonUnpaid(orderId: string, reason: string): Promise<void> {
      await repo.transaction(async (tx) => {
        const order = await repo.lock(tx, orderId);
        if (!order || order.status !== 'Pago Pendiente') return;
        await moveTo(tx, order, 'Cancelado', { statusDetail: reason, idempotencyKey: null }, false);
      });
    },

    /** A Mercado Pago checkout that expired unpaid gives its stock back. */
    async expireUnpaid(orderId: string): Promise<void> {
      await repo.transaction(async (tx) => {
        const order = await repo.lock(tx, orderId);
        if (!order || order.status !== 'Pago Pendiente' || order.paymentId) return;
        await moveTo(tx, order, 'Cancelado', {
          statusDetail: 'El pago no se completó a tiempo.',
        });
      });
      jobsQueued();
    },

    /**
     * What the provider says about a payment of the order. Only an order still waiting for its
     * money moves; the order row is locked, so simultaneous notices apply one after the other
     * and a repeated one finds nothing left to change.
     */
    async applyPayment(orderId: string, report: PaymentReport): Promise<OrderRow | undefined> {
      const result = await repo.transaction(async (tx) => {
        const order = await repo.lock(tx, orderId);
        if (!order || !AWAITING_PAYMENT.has(order.status)) return order;
        const target = statusForPayment(report.status);
        if (!target) return order;
        const patch: Partial<NewOrderRow> = {
          paymentId: report.paymentId,
          statusDetail: report.statusDetail,
          netReceivedAmountCents:
            report.netReceivedAmount === null ? null : toCents(report.netReceivedAmount),
          totalPaidAmountCents:
            report.totalPaidAmount === null ? null : toCents(report.totalPaidAmount),
        };
        if (
          target === 'Aprobado' &&
          (report.currency !== 'ARS' || toCents(report.amount) !== order.transactionAmountCents)
        ) {
          return repo.update(tx, order.id, {
            ...patch,
            statusDetail: `Pago aprobado por ${report.amount} ${report.currency}, distinto del total del pedido: revisar antes de despachar.`,
          });
        }
        if (
          target === order.status &&
          order.paymentId === report.paymentId &&
          order.statusDetail === report.statusDetail
        ) {
          return order;
        }
        return moveTo(tx, order, target, patch);
      });
      jobsQueued();
      return result;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
