import {
  ALERT_RESOLUTIONS,
  ALERT_RULES,
  alertMessage,
  type AlertAnswer,
  type AlertDetails,
  type AlertKind,
} from '@shop/domain';
import type { AlertRow } from './repo.js';

/** An alert as the dashboard and the order page show it: what happened and how to resolve it. */
export function toAlertAnswer(
  row: AlertRow,
  order: { orderNumber: number | null; status: string | null },
): AlertAnswer {
  const rule = ALERT_RULES[row.kind];
  return {
    id: row.id,
    kind: row.kind,
    title: rule.title,
    message: alertMessage(row.kind, row.details),
    resolutions: rule.resolutions.map((key) => ({ key, label: ALERT_RESOLUTIONS[key] })),
    order_id: row.orderId,
    order_number: order.orderNumber,
    order_status: order.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An alert that is not stored: it holds while its condition does (no mail server). */
export function conditionAlert(
  kind: AlertKind,
  since: Date,
  details: AlertDetails = {},
): AlertAnswer {
  return {
    id: 0,
    kind,
    title: ALERT_RULES[kind].title,
    message: alertMessage(kind, details),
    resolutions: [],
    order_id: null,
    order_number: null,
    order_status: null,
    createdAt: since.toISOString(),
  };
}
