import {
  ALERT_RULES,
  ORDER_STATUS,
  orderLedger,
  type AlertResolution,
  type AlertDetails,
  type Settings,
} from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import { enqueueJobs } from '../jobs/enqueue.js';
import type { OrderRow } from './rows.js';
import { conflict, notFound, unprocessable } from '../../http/errors.js';
import type { OrderAlert, OrderAlertCore, OrderAlerts, OrderCore, OrderMove } from './core.js';

/**
 * The order's side of the "Atención" list (decision 0031): raising an alert in the transaction
 * that found it (once per kind, order and subject), its line in the history, the e-mail to the
 * shop, the label the orders list shows; and the order's money columns kept from its ledger.
 */
export function createOrderAlerts(core: OrderAlertCore): OrderAlerts {
  const { repo, history, alerts } = core;

  /** The newest open alert's title on the order row (the orders list's badge), or none. */
  async function relabel(tx: DbExecutor, order: OrderRow): Promise<OrderRow> {
    const open = await alerts.openOfOrder(tx, order.id);
    const label = open.length ? ALERT_RULES[open[open.length - 1]!.kind].title : null;
    return label === order.paymentAlert
      ? order
      : repo.update(tx, order.id, { paymentAlert: label });
  }

  return {
    relabel,

    async raiseAlert(
      tx: DbExecutor,
      order: OrderRow,
      alert: OrderAlert,
      settings: Settings,
    ): Promise<OrderRow> {
      const details: AlertDetails = { orderNumber: order.orderNumber, ...alert.details };
      const opened = await alerts.open(tx, {
        kind: alert.kind,
        orderId: order.id,
        subject: alert.subject,
        details,
      });
      if (!opened) return order;
      const labelled = await repo.update(tx, order.id, {
        paymentAlert: ALERT_RULES[alert.kind].title,
      });
      await history.record(
        tx,
        labelled,
        {
          type: 'alert_raised',
          actor: alert.actor,
          fromStatus: order.status,
          toStatus: order.status,
          details: { alertId: opened.id, kind: alert.kind, ...details },
        },
        settings,
      );
      await enqueueJobs(tx, core.alertJobs({ kind: alert.kind, details }, settings));
      return labelled;
    },

    /** Keeps received_cents and refunded_cents (the sales figures) as the order's ledger says. */
    async syncMoney(tx: DbExecutor, order: OrderRow): Promise<OrderRow> {
      const ledger = orderLedger(order, await repo.moneyEvents(tx, order.id));
      if (
        ledger.receivedCents === order.receivedCents &&
        ledger.refundedCents === order.refundedCents
      ) {
        return order;
      }
      return repo.update(tx, order.id, {
        receivedCents: ledger.receivedCents,
        refundedCents: ledger.refundedCents,
      });
    },
  };
}

/**
 * The owner's one-click answers to an order's alert, in the order's transaction: 'Reabrir el
 * pedido' and 'Aceptar el pago' approve the order with the alert's payment (its units taken
 * again, or refused naming the size that ran out); the others only close the alert. Either way
 * the history says who resolved it, how and when. ('Reintegrar' refunds first, then closes.)
 */
export function createAlertResolutions(core: OrderCore, moveTo: OrderMove) {
  const { repo, history, alerts, readSettings, jobsQueued } = core;

  return async function resolveOrderAlert(
    alertId: number,
    how: AlertResolution,
    adminUser: string,
  ): Promise<void> {
    const settings = await readSettings();
    await repo.transaction(async (tx) => {
      const alert = await alerts.lock(tx, alertId);
      if (!alert) throw notFound('No encontramos esa alerta.');
      if (alert.resolvedAt) throw conflict('Esta alerta ya se resolvió.');
      if (!ALERT_RULES[alert.kind].resolutions.includes(how)) {
        throw unprocessable('Esta alerta no se resuelve de esa manera.', 'invalid_resolution');
      }
      const order = alert.orderId ? await repo.lock(tx, alert.orderId) : undefined;
      await alerts.resolve(tx, alert.id, { by: adminUser, how });
      if (!order) return;
      let current = order;
      if (how === 'reopen' || how === 'accept') {
        current = await moveTo(
          tx,
          order,
          {
            to: ORDER_STATUS.approved,
            actor: 'admin',
            patch: { paymentId: alert.subject, statusDetail: 'accredited' },
            details: {
              paymentId: alert.subject,
              alertId: alert.id,
              ...(adminUser ? { adminUser } : {}),
            },
          },
          settings,
        );
      }
      await history.record(
        tx,
        current,
        {
          type: 'alert_resolved',
          actor: 'admin',
          fromStatus: current.status,
          toStatus: current.status,
          details: { alertId: alert.id, kind: alert.kind, resolution: how, adminUser },
        },
        settings,
      );
      await core.relabel(tx, await core.syncMoney(tx, current));
    });
    jobsQueued();
  };
}
