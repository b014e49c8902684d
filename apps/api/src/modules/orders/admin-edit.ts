/**
 * PUT /api/order/:id: the owner's edit of an order (status, tracking code, e-mail, comment, item
 * sizes, contact and address), each change an event of the history and the status through the
 * one move function.
 */
import {
  formatARS,
  ORDER_STATUS,
  orderLedger,
  orderStatusLabel,
  PAID,
  SHIPPED,
  STALE_WRITE_ERROR,
  STALE_WRITE_MESSAGES,
  TRACKING_CODE_REQUIRED,
  type AddressChange,
  type OrderItem,
  type OrderStatus,
  type OrderUpdate,
  type Settings,
} from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import { ApiError, notFound, unprocessable } from '../../http/errors.js';
import { addressEdit } from './address-edit.js';
import { ORDER_NOT_FOUND, type OrderCore, type OrderMove } from './core.js';
import { editItems, sizeChanges } from './item-edit.js';
import type { OrderRepo } from './repo.js';
import type { OrderRow } from './rows.js';
import { toOrderDto, type OrderDto } from './views.js';

type ByAdmin = { adminUser?: string };

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
 * The admin's edits: lines, contact and address, comment and typed tracking number, each one
 * event of the history. Forms send every line and field at each save: only what really changed
 * is recorded.
 */
async function recordEdits(
  core: OrderCore,
  tx: DbExecutor,
  order: OrderRow,
  edits: {
    items: OrderItem[] | undefined;
    address: AddressChange[];
    trackId: string;
    comment: string | undefined;
    by: ByAdmin;
  },
  settings: Settings,
) {
  const { history } = core;
  const { by } = edits;
  const same = { actor: 'admin' as const, fromStatus: order.status, toStatus: order.status };
  if (edits.comment !== undefined && edits.comment !== order.adminComment) {
    await history.record(
      tx,
      order,
      { ...same, type: 'comment_changed', details: { comment: edits.comment, ...by } },
      settings,
    );
  }
  if (edits.trackId !== order.trackId) {
    await history.record(
      tx,
      order,
      { ...same, type: 'tracking_number_set', details: { trackId: edits.trackId, ...by } },
      settings,
    );
    // A corrected code closes the alert of the one the carrier did not know.
    await core.alerts.resolveKind(tx, order.id, 'unknown_tracking', {
      by: by.adminUser ?? '',
      how: 'dismiss',
    });
  }
  const resized = sizeChanges(order, edits.items);
  if (resized.length) {
    await history.record(
      tx,
      order,
      { ...same, type: 'items_edited', details: { changes: resized, ...by } },
      settings,
    );
  }
  if (edits.address.length) {
    await history.record(
      tx,
      order,
      { ...same, type: 'address_edited', details: { changes: edits.address, ...by } },
      settings,
    );
  }
}

/** PUT /api/order/:id: status, tracking code, e-mail, comment and item sizes/quantities. */
export function createAdminEdit(core: OrderCore, moveTo: OrderMove) {
  const { repo, readSettings, jobsQueued } = core;

  return async function update(id: string, input: OrderUpdate, adminUser = ''): Promise<OrderDto> {
    const by: ByAdmin = adminUser ? { adminUser } : {};
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
      const comment = input.admin_comment;
      const edits = { items, address: address.changes, trackId, comment, by };
      await recordEdits(core, tx, order, edits, settings);
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
  };
}
