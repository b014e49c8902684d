/**
 * What every part of the order service shares: the core the parts are built from, the one move
 * function's shape, and the payment report the provider's news arrives as. Nothing here imports
 * a part, so the parts import it without a circle.
 */
import type {
  AlertDetails,
  AlertKind,
  AlertResolution,
  OrderActor,
  OrderStatus,
  Settings,
  StatusChangeDetails,
} from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import type { alerts } from '../../db/schema.js';
import type { NewJob } from '../jobs/enqueue.js';
import type { OrderHistory } from './history.js';
import type { ReceiptTokens } from './receipts.js';
import type { OrderRepo } from './repo.js';
import type { NewOrderRow, OrderRow } from './rows.js';

export type { PaymentSource } from '@shop/domain';

export const ORDER_NOT_FOUND = 'No encontramos ese pedido.';
export const NOT_AWAITING_PAYMENT = 'Este pedido ya no espera un pago.';

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

/** A status change: who causes it, the fields that change with it, and what the event adds. */
export interface Move {
  to: OrderStatus;
  actor: OrderActor;
  patch?: Partial<NewOrderRow>;
  details?: StatusChangeDetails;
}

/** The one way an order's status changes (moves.ts), in the transaction holding its row. */
export type OrderMove = (
  tx: DbExecutor,
  order: OrderRow,
  move: Move,
  settings: Settings,
) => Promise<OrderRow>;

/** The e-mail to the shop of an alert just raised (none without a contact address). */
export type AlertJobs = (
  alert: { kind: AlertKind; details: AlertDetails },
  settings: Settings,
) => NewJob[];

type AlertRow = typeof alerts.$inferSelect;
type AlertResolutionBy = { by: string; how: AlertResolution };

/**
 * What the order needs of the alerts' storage (the alerts module's repo answers it): open an
 * alert once per kind, order and subject, read and resolve the order's.
 */
export interface OrderAlertStore {
  open(
    tx: DbExecutor,
    alert: { kind: AlertKind; orderId: string | null; subject: string; details: AlertDetails },
  ): Promise<AlertRow | undefined>;
  openKinds(tx: DbExecutor, orderId: string): Promise<AlertKind[]>;
  openOfOrder(tx: DbExecutor, orderId: string): Promise<AlertRow[]>;
  lock(tx: DbExecutor, id: number): Promise<AlertRow | undefined>;
  resolve(tx: DbExecutor, id: number, resolution: AlertResolutionBy): Promise<unknown>;
  resolveKind(
    tx: DbExecutor,
    orderId: string,
    kind: AlertKind,
    resolution: AlertResolutionBy,
  ): Promise<unknown>;
}

/** An alert about one order, as the code that finds it raises it. */
export interface OrderAlert {
  kind: AlertKind;
  /** What makes it one alert of its kind on this order: the payment id, the tracking code. */
  subject: string;
  actor: OrderActor;
  details?: Omit<AlertDetails, 'orderNumber'>;
}

/** What the order's alerts need of the core. */
export interface OrderAlertCore {
  repo: OrderRepo;
  history: OrderHistory;
  alerts: OrderAlertStore;
  alertJobs: AlertJobs;
}

/** The order's side of the alerts, and its money columns (alerts.ts). */
export interface OrderAlerts {
  /** The newest open alert's title on the order row (the orders list's badge), or none. */
  relabel(tx: DbExecutor, order: OrderRow): Promise<OrderRow>;
  raiseAlert(
    tx: DbExecutor,
    order: OrderRow,
    alert: OrderAlert,
    settings: Settings,
  ): Promise<OrderRow>;
  /** Keeps received_cents and refunded_cents (the sales figures) as the order's ledger says. */
  syncMoney(tx: DbExecutor, order: OrderRow): Promise<OrderRow>;
}

/** What every part of the order service shares. */
export interface OrderCore extends OrderAlertCore, OrderAlerts {
  receipts: ReceiptTokens;
  publicUrl: string;
  jobsQueued: () => void;
  readSettings: () => Promise<Settings>;
}
