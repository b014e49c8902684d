import { randomUUID } from 'node:crypto';
import {
  AWAITING_PAYMENT,
  formatARS,
  fromCents,
  ORDER_STATUS,
  PAID,
  SHIPPED,
  toCents,
  type RefundAnswer,
  type RefundRequest,
  type Settings,
} from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import { ApiError, conflict, notFound, unprocessable } from '../../http/errors.js';
import type { OrderMove, OrderCore } from './service.js';
import type { OrderEventRow, OrderRow } from './repo.js';
import { toOrderDto } from './views.js';

/** What the provider answered a refund: made (its id), or refused (its message). */
export type ProviderRefund = { refused: false; id: string } | { refused: true; message: string };

/** Gives back pesos of a payment with an idempotency key; throws when the outcome is unknown. */
export type RefundCall = (
  paymentId: string,
  amount: number,
  idempotencyKey: string,
) => Promise<ProviderRefund>;

/** What the order's refund events say: the money in, given back, and a refund left unconfirmed. */
export interface RefundLedger {
  paidCents: number;
  refundedCents: number;
  /** A Mercado Pago refund asked for whose outcome never came back: a retry reuses its key. */
  open: { refundKey: string; amountCents: number; note: string } | null;
}

const ORDER_NOT_FOUND = 'No encontramos ese pedido.';

/** "$1,234.50", as the back office writes amounts. */
const pesos = (cents: number) => formatARS(cents);

const detailsOf = (event: OrderEventRow) => event.details as Record<string, unknown>;

/**
 * The order's refunds from its history. A Mercado Pago order's money came in with its payment; a
 * transfer order's when the owner marked it paid (or it was refunded since).
 */
export function refundLedger(order: OrderRow, events: readonly OrderEventRow[]): RefundLedger {
  const made = events.filter((event) => event.type === 'refund');
  const closed = new Set(
    events
      .filter((event) => event.type === 'refund' || event.type === 'refund_refused')
      .map((event) => detailsOf(event).refundKey),
  );
  const asked = events.filter(
    (event) => event.type === 'refund_requested' && !closed.has(detailsOf(event).refundKey),
  );
  const refundedCents = made.reduce((sum, event) => sum + Number(detailsOf(event).amountCents), 0);
  const moneyIn =
    order.paymentMethod === 'mercadopago'
      ? order.paymentId !== null && !AWAITING_PAYMENT.includes(order.status)
      : [...PAID, ...SHIPPED].includes(order.status) || made.length > 0;
  const last = asked.at(-1);
  return {
    paidCents: moneyIn ? order.transactionAmountCents : 0,
    refundedCents,
    open: last
      ? {
          refundKey: String(detailsOf(last).refundKey),
          amountCents: Number(detailsOf(last).amountCents),
          note: String(detailsOf(last).note ?? ''),
        }
      : null,
  };
}

/** What may still be given back, in cents. */
export const refundableCents = (ledger: RefundLedger) =>
  Math.max(0, ledger.paidCents - ledger.refundedCents);

/** Checks the amount against what is left: answers the cents to give back. */
function amountToRefund(ledger: RefundLedger, request: RefundRequest): number {
  if (ledger.paidCents === 0) throw conflict('Este pedido no tiene un pago para reintegrar.');
  const left = refundableCents(ledger);
  if (left === 0) throw unprocessable('Este pedido ya fue reintegrado por completo.');
  const cents = request.amount === undefined ? left : toCents(request.amount);
  if (cents > left) {
    throw unprocessable(
      `El monto a reintegrar (${pesos(cents)}) supera lo que queda por reintegrar (${pesos(left)}).`,
      'refund_over_paid',
    );
  }
  return cents;
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
    },
    settings: Settings,
  ): Promise<OrderRow> {
    const by: Record<string, string> = refund.adminUser ? { adminUser: refund.adminUser } : {};
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
          paymentId: order.paymentId,
          ...by,
        },
      },
      settings,
    );
    const ledger = refundLedger(order, await repo.refundEvents(tx, order.id));
    if (refundableCents(ledger) > 0 || order.status === ORDER_STATUS.cancelled) return order;
    return moveTo(
      tx,
      order,
      { to: ORDER_STATUS.cancelled, actor: 'admin', details: { ...by, refunded: true } },
      settings,
    );
  }

  /** After the provider answered: its refund recorded (or refusal), once for its key. */
  async function settle(
    orderId: string,
    asked: { refundKey: string; amountCents: number; note: string },
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
    const by: Record<string, string> = adminUser ? { adminUser } : {};

    const asked = await repo.transaction(async (tx) => {
      const order = await repo.lock(tx, orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const ledger = refundLedger(order, await repo.refundEvents(tx, order.id));
      if (order.paymentMethod !== 'mercadopago') {
        const amountCents = amountToRefund(ledger, request);
        const refundKey = randomUUID();
        const updated = await recordRefund(
          tx,
          order,
          { refundKey, amountCents, note, adminUser, providerRefundId: null },
          settings,
        );
        return { order: updated, amountCents, refundKey, provider: false, note };
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
      const amountCents = amountToRefund(ledger, request);
      const refundKey = randomUUID();
      await history.record(
        tx,
        order,
        {
          type: 'refund_requested',
          actor: 'admin',
          fromStatus: order.status,
          toStatus: order.status,
          details: { refundKey, amount: fromCents(amountCents), amountCents, note, ...by },
        },
        settings,
      );
      return { order, amountCents, refundKey, provider: true, note };
    });
    if (!asked.provider) {
      jobsQueued();
      return answer(asked.order, asked.amountCents, null);
    }

    const paymentId = asked.order.paymentId ?? '';
    let made: ProviderRefund;
    try {
      made = await callProvider(paymentId, fromCents(asked.amountCents), asked.refundKey);
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
