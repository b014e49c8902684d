/**
 * The order service: its parts wired around one core and one move function (moves.ts), through
 * which every status change goes. Each part is a file with one job: the admin's edit
 * (admin-edit.ts), placement and the admin's draft (placement.ts, admin-draft.ts, the row built
 * once in order-row.ts), payments (payment-moves.ts, payment-rules.ts, payment-news.ts,
 * payment-retry.ts), refunds, alerts, shipments and reads.
 */
import type { OrderUpdate, Settings } from '@shop/domain';
import { cachedSettings } from '../settings/cached.js';
import type { ShipmentCarrier } from '../shipping/micorreo-shipments.js';
import { createAdminDraft } from './admin-draft.js';
import { createAdminEdit } from './admin-edit.js';
import { createAlertResolutions, createOrderAlerts } from './alerts.js';
import type { AlertJobs, OrderAlertCore, OrderAlertStore, OrderCore } from './core.js';
import type { OrderHistory } from './history.js';
import { createOrderMove } from './moves.js';
import { createNewOrders } from './new-orders.js';
import { createPaymentMoves, type PaymentSearch } from './payment-moves.js';
import { createPaymentRetry } from './payment-retry.js';
import { createOrderPlacement } from './placement.js';
import { createOrderReads } from './reads.js';
import type { ReceiptTokens } from './receipts.js';
import { createRefundOperations } from './refunds.js';
import type { OrderRepo } from './repo.js';
import { createShipmentOperations } from './shipments.js';
import type { OrderDto } from './views.js';

export type {
  AlertJobs,
  Move,
  OrderAlertCore,
  OrderCore,
  OrderMove,
  PaymentReport,
  PaymentSource,
} from './core.js';
export type { NewOrder } from './order-row.js';
export { storedAmounts } from './order-row.js';
export { ORDER_EXPIRY_JOB, PAYMENT_RECONCILE_JOB, paymentWatchJobs } from './payment-watch.js';
export { StalePricesError } from './placement.js';
export { toOrderDto, toPublicOrder, type OrderDto, type OrderShipment } from './views.js';

export type OrderServiceOptions = {
  repo: OrderRepo;
  /** The alerts' storage (the alerts module's repo), as the order uses it. */
  alerts: OrderAlertStore;
  /** The e-mail to the shop of an alert just raised (none without a contact address). */
  alertJobs?: AlertJobs;
  /**
   * Every payment the provider has for the order (Payment.search): asked before the owner
   * cancels a Mercado Pago order that awaits its money. Throws when the provider cannot answer.
   */
  paymentSearch?: PaymentSearch;
  history: OrderHistory;
  settings: { get(): Promise<Settings> };
  receipts: ReceiptTokens;
  publicUrl: string;
  /** Told after a commit that queued jobs (e-mails), so the worker sends them now. */
  onJobsQueued?: () => void;
  /** MiCorreo's shipments (or their simulator), and minutes between two tracking calls. */
  shipments?: { carrier: ShipmentCarrier; pollMinutes: number };
};

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
  const moveTo = createOrderMove(core);
  const adminEdit = createAdminEdit(core, moveTo);
  const placement = createOrderPlacement(core, moveTo);
  const paymentMoves = createPaymentMoves(core, moveTo, options.paymentSearch);
  const shipments = options.shipments
    ? createShipmentOperations(core, moveTo, options.shipments)
    : null;
  return {
    shipments,
    readSettings: core.readSettings,
    jobsQueued: core.jobsQueued,
    ...createOrderReads(core),
    ...createNewOrders(options.repo.db),
    ...placement,
    placeAdminOrder: createAdminDraft(core, placement.placeOrder),
    /** PUT /api/order/:id; a cancel of a Mercado Pago order asks Mercado Pago first. */
    async update(id: string, input: OrderUpdate, adminUser = ''): Promise<OrderDto> {
      await paymentMoves.askProviderBeforeCancel(id, input);
      return adminEdit(id, input, adminUser);
    },
    moveTo,
    resolveOrderAlert: createAlertResolutions(core, moveTo),
    ...createRefundOperations(core, moveTo),
    ...paymentMoves,
    ...createPaymentRetry(core, moveTo),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
