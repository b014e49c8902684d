import {
  ALERT_RULES,
  REFUSED_NOTICES_ALERT_AT,
  type AlertAnswer,
  type AlertResolution,
  type LowStockAnswer,
  type Settings,
} from '@shop/domain';
import { notFound } from '../../http/errors.js';
import { enqueueJobs, type NewJob } from '../jobs/enqueue.js';
import type { AlertRepo } from './repo.js';
import { conditionAlert, toAlertAnswer } from './views.js';

export interface AlertServiceDeps {
  repo: AlertRepo;
  /** The order's resolutions, in the order's transaction (orders service). */
  resolveOrderAlert: (alertId: number, how: AlertResolution, adminUser: string) => Promise<void>;
  /** 'Reintegrar': gives back what is left of the payment, if anything (payments service). */
  refundPayment: (orderId: string, paymentId: string, adminUser: string) => Promise<unknown>;
  smtpConfigured: boolean;
  settings: () => Promise<Settings>;
  alertJobs: (
    alert: { kind: 'notices_refused'; details: { count: number } },
    settings: Settings,
  ) => NewJob[];
  onJobsQueued?: () => void;
  now?: () => Date;
  /** Sizes of enabled products at or under the low-stock threshold (the dashboard's list). */
  lowStock?: () => Promise<LowStockAnswer>;
}

/** The dashboard's "Atención" list (decision 0031): every open alert and its resolutions. */
export function createAlertService(deps: AlertServiceDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const startedAt = now();

  return {
    async list(): Promise<{ alerts: AlertAnswer[] }> {
      const rows = await repo.listOpen();
      const stored = rows.map(({ alert, orderNumber, orderStatus }) =>
        toAlertAnswer(alert, { orderNumber, status: orderStatus }),
      );
      const conditions = deps.smtpConfigured ? [] : [conditionAlert('no_mail_server', startedAt)];
      const low = await deps.lowStock?.();
      if (low && low.sizes.length > 0) {
        const soldOut = low.sizes.filter((size) => size.stock <= 0).length;
        conditions.push(
          conditionAlert('low_stock', now(), {
            count: low.sizes.length,
            soldOut,
            threshold: low.threshold,
          }),
        );
      }
      return { alerts: [...stored, ...conditions] };
    },

    /** One click: 'Reintegrar' refunds what is left of the payment, then closes the alert. */
    async resolve(id: number, how: AlertResolution, adminUser: string): Promise<void> {
      const alert = await repo.find(id);
      if (!alert) throw notFound('No encontramos esa alerta.');
      const refunds =
        how === 'refund' &&
        !alert.resolvedAt &&
        alert.orderId !== null &&
        ALERT_RULES[alert.kind].resolutions.includes('refund');
      if (refunds && alert.orderId) {
        await deps.refundPayment(alert.orderId, alert.subject, adminUser);
      }
      await deps.resolveOrderAlert(id, how, adminUser);
    },

    /**
     * A payment notice refused for its signature: several in an hour raise one alert that names
     * the likely cause (the webhook secret), e-mailed to the shop.
     */
    async noticeRefused(): Promise<void> {
      const at = now();
      const count = await repo.recordRefusedNotice(at);
      if (count < REFUSED_NOTICES_ALERT_AT) return;
      const settings = await deps.settings();
      const hour = at.toISOString().slice(0, 13);
      await repo.db.transaction(async (tx) => {
        const opened = await repo.open(tx, {
          kind: 'notices_refused',
          orderId: null,
          subject: hour,
          details: { count },
        });
        if (opened)
          await enqueueJobs(
            tx,
            deps.alertJobs({ kind: 'notices_refused', details: { count } }, settings),
          );
      });
      deps.onJobsQueued?.();
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
