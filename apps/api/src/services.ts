import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_TRACKING, type AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { createLoginThrottle } from './modules/auth/login-throttle.js';
import { createAuthService } from './modules/auth/service.js';
import { createTokenService } from './modules/auth/tokens.js';
import { createBulkRepo } from './modules/bulk/repo.js';
import { orderBulkActions } from './modules/bulk/orders.js';
import { BULK_RUN_JOB, createBulkService } from './modules/bulk/service.js';
import { createCommissionRepo } from './modules/commissions/repo.js';
import { createCommissionService } from './modules/commissions/service.js';
import { createCustomerRepo } from './modules/customers/repo.js';
import { createCustomerService } from './modules/customers/service.js';
import { createCouponRepo } from './modules/discounts/repo.js';
import { createDiscountService } from './modules/discounts/service.js';
import {
  createEmailService,
  EMAIL_JOB,
  emailJobsFor,
  shopAlertJobs,
} from './modules/emails/service.js';
import { createSmtpTransport, type MailTransport } from './modules/emails/transport.js';
import { createJobQueue } from './modules/jobs/queue.js';
import { createJobRepo } from './modules/jobs/repo.js';
import { createReceiptTokens } from './modules/orders/receipts.js';
import { createOrderRepo } from './modules/orders/repo.js';
import { createCheckoutService, type RateQuoter } from './modules/checkout/service.js';
import { createOrderHistory } from './modules/orders/history.js';
import {
  createOrderService,
  ORDER_EXPIRY_JOB,
  PAYMENT_RECONCILE_JOB,
} from './modules/orders/service.js';
import { createAlertRepo } from './modules/alerts/repo.js';
import { createAlertService } from './modules/alerts/service.js';
import {
  SHIPMENT_IMPORT_JOB,
  shipmentJobsFor,
  TRACKING_POLL_JOB,
} from './modules/orders/shipments.js';
import type { PaymentGateway } from './modules/payments/gateway.js';
import { createMercadoPagoGateway } from './modules/payments/mercadopago-gateway.js';
import { createPaymentRepo } from './modules/payments/repo.js';
import {
  createPaymentService,
  PAYMENT_NOTIFICATION_JOB,
  webhookSecretOf,
} from './modules/payments/service.js';
import { createPaymentSimulator } from './modules/payments/simulator.js';
import { createProductRepo } from './modules/products/repo.js';
import { createProductService } from './modules/products/service.js';
import { catalogueMemoryOf, type CatalogueMemory } from './modules/products/catalogue-memory.js';
import { memoryCatalogueReader } from './modules/products/memory-catalogue-reader.js';
import { sqlCatalogueReader } from './modules/products/sql-catalogue-reader.js';
import { pricedProductsFromMemory } from './modules/products/priced-products.js';
import { createSearchRepo } from './modules/search/repo.js';
import { createSearchService } from './modules/search/service.js';
import { createPromotionRepo } from './modules/promotions/repo.js';
import { createPromotionService, type PromotionService } from './modules/promotions/service.js';
import { createLowStockDigest, LOW_STOCK_DIGEST_JOB } from './modules/reports/digest.js';
import { createCatalogueImport } from './modules/products/catalogue-import/service.js';
import { createReportsRepo } from './modules/reports/repo.js';
import { createReportsService } from './modules/reports/service.js';
import { createPrintingRepo } from './modules/printing/repo.js';
import { createPrintingService } from './modules/printing/service.js';
import { createSettingsRepo } from './modules/settings/repo.js';
import { createSettingsService, type SettingsService } from './modules/settings/service.js';
import { createMiCorreoClient } from './modules/shipping/micorreo-client.js';
import {
  createMiCorreoShipments,
  type ShipmentCarrier,
} from './modules/shipping/micorreo-shipments.js';
import { createShipmentSimulator } from './modules/shipping/shipment-simulator.js';
import { createShippingService } from './modules/shipping/service.js';
import { createCarrierSimulator } from './modules/shipping/simulator.js';
import { createImageRepo } from './modules/uploads/repo.js';
import { createUploadService } from './modules/uploads/service.js';
import { createUserRepo } from './modules/users/repo.js';
import { createUserService } from './modules/users/service.js';

/** Stand-ins for the outside world (tests pass fakes); the real ones come from the config. */
export type ServiceAdapters = {
  rateQuoter?: RateQuoter;
  paymentGateway?: PaymentGateway;
  mailTransport?: MailTransport;
  /** MiCorreo's import and tracking calls. */
  shipmentCarrier?: ShipmentCarrier;
  log?: FastifyBaseLogger;
};

export function createServices(
  database: Database,
  config: AppConfig,
  adapters: ServiceAdapters = {},
) {
  const { db } = database;
  const tokens = createTokenService(config.jwtSecret, config.tokenTtlSeconds);
  const userRepo = createUserRepo(db);
  const search = createSearchService(createSearchRepo(db));
  const correoClient = config.correo
    ? createMiCorreoClient(config.correo, adapters.log ? { log: adapters.log } : {})
    : undefined;
  const carrier = correoClient ?? createCarrierSimulator();
  const tracking = config.tracking ?? DEFAULT_TRACKING;
  const shipmentCarrier =
    adapters.shipmentCarrier ??
    (correoClient && config.correo
      ? createMiCorreoShipments(
          {
            customerId: config.correo.customerId,
            trackingPath: tracking.path,
            trackingParameter: tracking.parameter,
          },
          correoClient,
        )
      : createShipmentSimulator({ branches: carrier }));
  const productRepo = createProductRepo(db);
  const catalogueMemory =
    config.catalogueInMemory === false
      ? undefined
      : catalogueMemoryOf(database, productRepo, adapters.log ?? { error: () => undefined });
  // Shoppers' catalogue reads: chosen once here, the memory's (which reads the database until it
  // has loaded and while it is not fresh) or the database's (catalogue-reader.ts).
  const sqlReader = sqlCatalogueReader(productRepo, config.publicCacheTtlMs);
  const catalogueReader = catalogueMemory
    ? memoryCatalogueReader(catalogueMemory, sqlReader)
    : sqlReader;
  const promotions = createPromotionService(createPromotionRepo(db));
  const core = {
    tokens,
    catalogueMemory,
    auth: createAuthService(userRepo, tokens, createLoginThrottle()),
    users: createUserService(userRepo),
    products: createProductService(productRepo, search, catalogueReader, promotions),
    search,
    promotions,
    commissions: createCommissionService(createCommissionRepo(db)),
    discounts: createDiscountService(createCouponRepo(db)),
    uploads: createUploadService(createImageRepo(db)),
    settings: createSettingsService(createSettingsRepo(db)),
    customers: createCustomerService(createCustomerRepo(db)),
    shipping: createShippingService({ carrier, secret: config.jwtSecret }),
    shipments: { carrier: shipmentCarrier, pollMinutes: tracking.pollMinutes },
  };
  const reports = createReportsService({ repo: createReportsRepo(db), settings: core.settings });
  const catalogueImport = createCatalogueImport(core.products);
  const printing = createPrintingService(createPrintingRepo(db), () => core.settings.get());
  return {
    ...core,
    reports,
    catalogueImport,
    printing,
    ...createCommerceServices(database, config, core, adapters),
  };
}

/** Orders, payments, e-mails, and the job queue that runs their background work. */
function createCommerceServices(
  { db }: Database,
  config: AppConfig,
  core: {
    settings: SettingsService;
    shipping: RateQuoter;
    shipments: { carrier: ShipmentCarrier; pollMinutes: number };
    catalogueMemory?: CatalogueMemory;
    promotions: Pick<PromotionService, 'runningSales'>;
  },
  adapters: ServiceAdapters,
) {
  const jobRepo = createJobRepo(db);
  const jobs = createJobQueue(jobRepo, { log: adapters.log, keepDone: [EMAIL_JOB] });
  const mailTransport =
    adapters.mailTransport ??
    (config.smtpUrl
      ? createSmtpTransport(
          config.smtpUrl,
          config.mailFrom ??
            `Tienda deportiva <no-responder@${new URL(config.publicUrl).hostname}>`,
        )
      : undefined);
  const emails = createEmailService(
    jobRepo,
    {
      // E-mails are written when sent, from the orders made just below.
      orders: (ids) => orders.mailViews(ids),
      settings: () => core.settings.get(),
    },
    {
      smtpConfigured: mailTransport !== undefined,
      onQueued: () => jobs.wake(),
      onSent: (orderId, mail) => orders.recordEmailSent(orderId, mail),
    },
  );
  const orderRepo = createOrderRepo(db);
  // An order event's effects: the e-mails it asks for, queued with it.
  const history = createOrderHistory(orderRepo, [emailJobsFor, shipmentJobsFor]);
  const alertRepo = createAlertRepo(db);
  const alertJobs = (
    alert: Parameters<typeof shopAlertJobs>[0],
    settings: Parameters<typeof shopAlertJobs>[1],
  ) => shopAlertJobs(alert, settings, config.publicUrl);
  const orders = createOrderService({
    repo: orderRepo,
    history,
    alerts: alertRepo,
    alertJobs,
    // The gateway is made just below; the owner's cancel asks it only once requests run.
    paymentSearch: (orderId) => payments.paymentReports(orderId),
    settings: core.settings,
    receipts: createReceiptTokens(config.jwtSecret),
    publicUrl: config.publicUrl,
    onJobsQueued: () => jobs.wake(),
    shipments: core.shipments,
  });
  const paymentRepo = createPaymentRepo(db);
  const webhookSecret = webhookSecretOf(config);
  const paymentSimulator = config.mpAccessToken
    ? undefined
    : createPaymentSimulator(paymentRepo, { publicUrl: config.publicUrl, webhookSecret });
  const gateway =
    adapters.paymentGateway ??
    (config.mpAccessToken
      ? createMercadoPagoGateway(config.mpAccessToken)
      : paymentSimulator?.gateway);
  if (!gateway) throw new Error('no payment gateway');
  const payments = createPaymentService({
    orders,
    gateway,
    repo: paymentRepo,
    queue: jobs,
    webhookSecret,
    publicUrl: config.publicUrl,
    log: adapters.log,
    onRefusedNotice: () => alerts.noticeRefused(),
  });
  // The dashboard's low-stock list, read again for the attention list's low-stock alert.
  const lowStockReport = createReportsService({
    repo: createReportsRepo(db),
    settings: core.settings,
  });
  const alerts = createAlertService({
    repo: alertRepo,
    resolveOrderAlert: orders.resolveOrderAlert,
    async refundPayment(orderId, paymentId, adminUser) {
      if ((await orders.paymentLeft(orderId, paymentId)) > 0) {
        await payments.refund(orderId, { payment_id: paymentId }, adminUser);
      }
    },
    smtpConfigured: mailTransport !== undefined,
    settings: () => core.settings.get(),
    alertJobs,
    onJobsQueued: () => jobs.wake(),
    lowStock: () => lowStockReport.lowStock(),
  });
  const { catalogueMemory } = core;
  const checkout = createCheckoutService({
    repo: orderRepo,
    orders,
    rates: adapters.rateQuoter ?? core.shipping,
    payments,
    productsInMemory: catalogueMemory && ((ids) => pricedProductsFromMemory(catalogueMemory, ids)),
    sales: () => core.promotions.runningSales(),
  });
  // What a job that keeps failing comes to (decision 0014, 0015): a lost notice or expiry would
  // drop a payment or hold stock for good, so those retry hourly until Mercado Pago answers; the
  // tracking chain too (it ends by itself after 60 days); an import gives up after about an hour
  // with the reason on the order, where the owner can ask again.
  const forever = { retryForever: true };
  jobs.handle(
    PAYMENT_NOTIFICATION_JOB,
    (payload) => payments.processNotification(payload),
    forever,
  );
  jobs.handle(ORDER_EXPIRY_JOB, (payload) => payments.expire(payload), forever);
  jobs.handle(PAYMENT_RECONCILE_JOB, (payload) => payments.reconcileScheduled(payload));
  if (mailTransport) jobs.handle(EMAIL_JOB, emails.sender(mailTransport));
  const shipments = orders.shipments;
  if (shipments) {
    jobs.handle(SHIPMENT_IMPORT_JOB, (payload) => shipments.importShipment(payload), {
      onGiveUp: (payload, error) => shipments.importGaveUp(payload, error),
    });
    jobs.handle(TRACKING_POLL_JOB, (payload) => shipments.pollTracking(payload), forever);
  }
  const lowStockDigest = createLowStockDigest({
    db,
    repo: createReportsRepo(db),
    settings: core.settings,
    emails,
  });
  jobs.handle(LOW_STOCK_DIGEST_JOB, lowStockDigest.handler);
  // Bulk actions on a selection: each record in its own transaction, through its module.
  const bulk = createBulkService({
    repo: createBulkRepo(db),
    actions: { orders: orderBulkActions(orders) },
    onJobsQueued: () => jobs.wake(),
    log: adapters.log,
  });
  jobs.handle(BULK_RUN_JOB, (payload) => bulk.runJob(payload), {
    onGiveUp: (payload) => bulk.giveUp(payload),
  });
  return {
    jobs,
    bulk,
    emails,
    orders,
    checkout,
    payments,
    alerts,
    paymentSimulator,
    mailTransport,
    lowStockDigest,
  };
}
