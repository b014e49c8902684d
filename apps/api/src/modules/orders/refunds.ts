import { randomUUID } from 'node:crypto';
import {
  formatARS,
  fromCents,
  ORDER_STATUS,
  orderLedger,
  paymentLeftCents,
  refundablePayment,
  storedOrderEvent,
  toCents,
  type OrderLedger,
  type RefundAnswer,
  type RefundRequest,
  type Settings,
} from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import { ApiError, conflict, notFound, unprocessable } from '../../http/errors.js';
import { ORDER_NOT_FOUND, type OrderCore, type OrderMove } from './core.js';
import type { OrderEventRow, OrderRow } from './rows.js';
import { toOrderDto } from './views.js';

/** What the provider answered a refund: made (its id), or refused (its message). */
export type ProviderRefund = { refused: false; id: string } | { refused: true; message: string };

/** Gives back pesos of a payment with an idempotency key; throws when the outcome is unknown. */
export type RefundCall = (
  paymentId: string,
  amount: number,
  idempotencyKey: string,
) => Promise<ProviderRefund>;

/** The order's money (its ledger) and a refund left unconfirmed. */
export interface RefundLedger extends OrderLedger {
  /** A Mercado Pago refund asked for whose outcome never came back: a retry reuses its key. */
  open: { refundKey: string; amountCents: number; note: string; paymentId: string } | null;
}

/** "$1,234.50", as the back office writes amounts. */
const pesos = (cents: number) => formatARS(cents);

/**
 * The order's money from its history (orderLedger: what came in, what went back) and the refund
 * asked for whose outcome is unknown.
 */
export function refundLedger(order: OrderRow, events: readonly OrderEventRow[]): RefundLedger {
  const history = events.map(storedOrderEvent);
  const closed = new Set(
    history.flatMap((event) =>
      event.type === 'refund' || event.type === 'refund_refused' ? [event.details.refundKey] : [],
    ),
  );
  const last = history
    .flatMap((event) =>
      event.type === 'refund_requested' && !closed.has(event.details.refundKey) ? [event] : [],
    )
    .at(-1);
  return {
    ...orderLedger(order, events),
    open: last
      ? {
          refundKey: last.details.refundKey,
          amountCents: last.details.amountCents,
          note: last.details.note,
          paymentId: last.details.paymentId ?? order.paymentId ?? '',
        }
      : null,
  };
}

/** What may still be given back, in cents. */
export const refundableCents = (ledger: RefundLedger) => ledger.refundableCents;

const NO_PAYMENT = 'Este pedido no tiene un pago para reintegrar.';

/**
 * Checks the amount against what is left (of the payment that gives it back, for Mercado Pago):
 * answers the cents to give back and from which payment.
 */
function amountToRefund(
  order: OrderRow,
  ledger: RefundLedger,
  request: RefundRequest,
): { amountCents: number; paymentId: string | null } {
  if (ledger.receivedCents === 0) throw conflict(NO_PAYMENT);
  let left = refundableCents(ledger);
  let paymentId: string | null = null;
  if (order.paymentMethod === 'mercadopago') {
    const payment = refundablePayment(ledger, request.payment_id);
    if (!payment && request.payment_id) throw conflict(NO_PAYMENT);
    if (payment) {
      paymentId = payment.paymentId;
      left = Math.min(left, paymentLeftCents(payment));
    }
  }
  if (left === 0) throw unprocessable('Este pedido ya fue reintegrado por completo.');
  const cents = request.amount === undefined ? left : toCents(request.amount);
  if (cents > left) {
    throw unprocessable(
      `El monto a reintegrar (${pesos(cents)}) supera lo que queda por reintegrar (${pesos(left)}).`,
      'refund_over_paid',
    );
  }
  return { amountCents: cents, paymentId };
}

/** The provider's answer written down: the refund made, or refused, once per key. */
function createRefundRecording(core: OrderCore, moveTo: OrderMove) {
  const { repo, history } = core;

  /** The refund's event, and the cancellation when nothing is left to give back. */
  async function recordRefund(
    tx: DbExecutor,
    order: OrderRow,
    refund: {
      refundKey: string;
      amountCents: number;
      note: string;
      adminUser: string;
      providerRefundId: string | null;
      paymentId: string | null;
    },
    settings: Settings,
  ): Promise<OrderRow> {
    const by = refund.adminUser ? { adminUser: refund.adminUser } : {};
    await history.record(
      tx,
      order,
      {
        type: 'refund',
        actor: 'admin',
        fromStatus: order.status,
        toStatus: order.status,
        details: {
          refundKey: refund.refundKey,
          amount: fromCents(refund.amountCents),
          amountCents: refund.amountCents,
          note: refund.note,
          providerRefundId: refund.providerRefundId,
          paymentId: refund.paymentId,
          ...by,
        },
      },
      settings,
    );
    const synced = await core.syncMoney(tx, order);
    const ledger = refundLedger(synced, await repo.moneyEvents(tx, order.id));
    if (refundableCents(ledger) > 0 || synced.status === ORDER_STATUS.cancelled) return synced;
    return moveTo(
      tx,
      synced,
      { to: ORDER_STATUS.cancelled, actor: 'admin', details: { ...by, refunded: true } },
      settings,
    );
  }

  /** After the provider answered: its refund recorded (or refusal), once for its key. */
  async function settle(
    orderId: string,
    asked: { refundKey: string; amountCents: number; note: string; paymentId: string },
    made: ProviderRefund,
    adminUser: string,
    settings: Settings,
  ): Promise<OrderRow> {
    return repo.transaction(async (tx) => {
      const order = await repo.lock(tx, orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const done = { refundKey: asked.refundKey };
      if (
        (await repo.hasEvent(tx, order.id, 'refund', done)) ||
        (await repo.hasEvent(tx, order.id, 'refund_refused', done))
      ) {
        return order;
      }
      if (made.refused) {
        await history.record(
          tx,
          order,
          {
            type: 'refund_refused',
            actor: 'payment_provider',
            fromStatus: order.status,
            toStatus: order.status,
            details: { ...done, amountCents: asked.amountCents, message: made.message },
          },
          settings,
        );
        return order;
      }
      return recordRefund(
        tx,
        order,
        {
          refundKey: asked.refundKey,
          amountCents: asked.amountCents,
          note: asked.note,
          adminUser,
          providerRefundId: made.id,
          paymentId: asked.paymentId,
        },
        settings,
      );
    });
  }

  return { recordRefund, settle };
}

/**
 * Issue 17 part 4: the admin gives money back. A Mercado Pago refund is asked for first (its
 * idempotency key stored in the order's history, so a retry after an unknown outcome makes the
 * same refund), then the provider is called outside any transaction, then the refund is
 * recorded; a transfer order's refund is only recorded. The refund that leaves nothing to give
 * back cancels the order, which returns its stock once (moveTo).
 */
export function createRefundOperations(core: OrderCore, moveTo: OrderMove) {
  const { repo, history, readSettings, jobsQueued } = core;
  const { recordRefund, settle } = createRefundRecording(core, moveTo);

  async function answer(order: OrderRow, amountCents: number, providerRefundId: string | null) {
    const ledger = refundLedger(order, await repo.events(order.id));
    return {
      order: toOrderDto(order),
      refund: {
        amount: fromCents(amountCents),
        refunded_total: fromCents(ledger.refundedCents),
        refundable: fromCents(refundableCents(ledger)),
        provider_refund_id: providerRefundId,
      },
    };
  }

  async function refund(
    orderId: string,
    request: RefundRequest,
    adminUser: string,
    callProvider: RefundCall,
  ): Promise<RefundAnswer> {
    const settings = await readSettings();
    const note = request.note ?? '';
    const by = adminUser ? { adminUser } : {};

    const asked = await repo.transaction(async (tx) => {
      const order = await repo.lock(tx, orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const ledger = refundLedger(order, await repo.moneyEvents(tx, order.id));
      if (order.paymentMethod !== 'mercadopago') {
        const { amountCents } = amountToRefund(order, ledger, request);
        const refundKey = randomUUID();
        const updated = await recordRefund(
          tx,
          order,
          { refundKey, amountCents, note, adminUser, providerRefundId: null, paymentId: null },
          settings,
        );
        return { order: updated, amountCents, refundKey, provider: false, note, paymentId: '' };
      }
      if (ledger.open) {
        const requested = request.amount === undefined ? null : toCents(request.amount);
        if (requested !== null && requested !== ledger.open.amountCents) {
          throw conflict(
            `Hay un reintegro de ${pesos(ledger.open.amountCents)} sin confirmar por Mercado Pago: reintentalo con el mismo monto.`,
          );
        }
        return { order, ...ledger.open, provider: true };
      }
      const { amountCents, paymentId } = amountToRefund(order, ledger, request);
      if (!paymentId) throw conflict(NO_PAYMENT);
      const refundKey = randomUUID();
      await history.record(
        tx,
        order,
        {
          type: 'refund_requested',
          actor: 'admin',
          fromStatus: order.status,
          toStatus: order.status,
          details: {
            refundKey,
            amount: fromCents(amountCents),
            amountCents,
            note,
            paymentId,
            ...by,
          },
        },
        settings,
      );
      return { order, amountCents, refundKey, provider: true, note, paymentId };
    });
    if (!asked.provider) {
      jobsQueued();
      return answer(asked.order, asked.amountCents, null);
    }

    let made: ProviderRefund;
    try {
      made = await callProvider(asked.paymentId, fromCents(asked.amountCents), asked.refundKey);
    } catch {
      throw new ApiError(
        502,
        'payment_provider_error',
        'No pudimos confirmar el reintegro con Mercado Pago. Intentá de nuevo: el mismo reintegro no se hace dos veces.',
      );
    }

    const result = await settle(orderId, asked, made, adminUser, settings);
    jobsQueued();
    if (made.refused) {
      throw new ApiError(
        422,
        'refund_refused',
        `Mercado Pago rechazó el reintegro: ${made.message || 'sin detalle'}`,
      );
    }
    return answer(result, asked.amountCents, made.id);
  }

  return { refund };
}
