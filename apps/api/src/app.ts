import { createHmac, randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { DEFAULT_TRACKING, type AppConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { answerSerializerCompiler } from './http/answer-serializer.js';
import { registerErrorHandling } from './http/error-handler.js';
import {
  answerClientError,
  MAX_HEADER_BYTES,
  registerRefusals,
  registerWellFormedJson,
  rewriteHostileUrl,
} from './http/hostile-input.js';
import { limitOrders } from './http/public-write-limits.js';
import { loggerOptions, registerRequestLine } from './http/request-log.js';
import { registerPublicCache } from './http/public-cache-hooks.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerAdminGuard } from './modules/auth/guard.js';
import { createLoginThrottle } from './modules/auth/login-throttle.js';
import { authRoutes } from './modules/auth/routes.js';
import { createAuthService } from './modules/auth/service.js';
import { createTokenService } from './modules/auth/tokens.js';
import { createCommissionRepo } from './modules/commissions/repo.js';
import { commissionRoutes } from './modules/commissions/routes.js';
import { createCommissionService } from './modules/commissions/service.js';
import { createCouponRepo } from './modules/discounts/repo.js';
import { discountRoutes } from './modules/discounts/routes.js';
import { createDiscountService } from './modules/discounts/service.js';
import { emailRoutes } from './modules/emails/routes.js';
import {
  createEmailService,
  EMAIL_JOB,
  emailJobsFor,
  shopAlertJobs,
} from './modules/emails/service.js';
import { createSmtpTransport, type MailTransport } from './modules/emails/transport.js';
import { healthRoutes } from './modules/health/routes.js';
import { createJobQueue } from './modules/jobs/queue.js';
import { createJobRepo } from './modules/jobs/repo.js';
import { createReceiptTokens } from './modules/orders/receipts.js';
import { createOrderRepo } from './modules/orders/repo.js';
import { orderRoutes } from './modules/orders/routes.js';
import { createCheckoutService, type RateQuoter } from './modules/checkout/service.js';
import { checkoutRoutes } from './modules/checkout/routes.js';
import { createOrderHistory } from './modules/orders/history.js';
import {
  createOrderService,
  ORDER_EXPIRY_JOB,
  PAYMENT_RECONCILE_JOB,
} from './modules/orders/service.js';
import { createAlertRepo } from './modules/alerts/repo.js';
import { alertRoutes } from './modules/alerts/routes.js';
import { createAlertService } from './modules/alerts/service.js';
import {
  SHIPMENT_IMPORT_JOB,
  shipmentJobsFor,
  TRACKING_POLL_JOB,
} from './modules/orders/shipments.js';
import type { PaymentGateway } from './modules/payments/gateway.js';
import { createMercadoPagoGateway } from './modules/payments/mercadopago-gateway.js';
import { createPaymentRepo } from './modules/payments/repo.js';
import { paymentRoutes } from './modules/payments/routes.js';
import {
  createPaymentService,
  PAYMENT_NOTIFICATION_JOB,
  webhookSecretOf,
} from './modules/payments/service.js';
import { createPaymentSimulator } from './modules/payments/simulator.js';
import { createProductRepo } from './modules/products/repo.js';
import { productRoutes } from './modules/products/routes.js';
import { createProductService } from './modules/products/service.js';
import { catalogueMemoryOf, type CatalogueMemory } from './modules/products/catalogue-memory.js';
import { pricedProductsFromMemory } from './modules/products/priced-products.js';
import { createSearchRepo } from './modules/search/repo.js';
import { searchRoutes } from './modules/search/routes.js';
import { createSearchService } from './modules/search/service.js';
import { createPromotionRepo } from './modules/promotions/repo.js';
import { promotionRoutes } from './modules/promotions/routes.js';
import { createPromotionService } from './modules/promotions/service.js';
import { createLowStockDigest, LOW_STOCK_DIGEST_JOB } from './modules/reports/digest.js';
import { createCatalogueImport } from './modules/products/catalogue-import/service.js';
import { catalogueImportRoutes } from './modules/products/catalogue-import/routes.js';
import { createReportsRepo } from './modules/reports/repo.js';
import { reportsRoutes } from './modules/reports/routes.js';
import { createReportsService } from './modules/reports/service.js';
import { createSettingsRepo } from './modules/settings/repo.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { createSettingsService, type SettingsService } from './modules/settings/service.js';
import { createMiCorreoClient } from './modules/shipping/micorreo-client.js';
import {
  createMiCorreoShipments,
  type ShipmentCarrier,
} from './modules/shipping/micorreo-shipments.js';
import { createShipmentSimulator } from './modules/shipping/shipment-simulator.js';
import { shippingRoutes } from './modules/shipping/routes.js';
import { createShippingService } from './modules/shipping/service.js';
import { createCarrierSimulator } from './modules/shipping/simulator.js';
import { createImageRepo } from './modules/uploads/repo.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { createUploadService } from './modules/uploads/service.js';
import { createUserRepo } from './modules/users/repo.js';
import { userRoutes } from './modules/users/routes.js';
import { createUserService } from './modules/users/service.js';
import type { KeptPages } from './web/kept-pages.js';
import { registerWeb } from './web/ssr.js';

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
  const core = {
    tokens,
    catalogueMemory,
    auth: createAuthService(userRepo, tokens, createLoginThrottle()),
    users: createUserService(userRepo),
    products: createProductService(productRepo, search, config.publicCacheTtlMs, catalogueMemory),
    search,
    promotions: createPromotionService(createPromotionRepo(db)),
    commissions: createCommissionService(createCommissionRepo(db)),
    discounts: createDiscountService(createCouponRepo(db)),
    uploads: createUploadService(createImageRepo(db)),
    settings: createSettingsService(createSettingsRepo(db)),
    shipping: createShippingService({ carrier, secret: config.jwtSecret }),
    shipments: { carrier: shipmentCarrier, pollMinutes: tracking.pollMinutes },
  };
  const reports = createReportsService({ repo: createReportsRepo(db), settings: core.settings });
  const catalogueImport = createCatalogueImport(core.products);
  return {
    ...core,
    reports,
    catalogueImport,
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
  });
  const { catalogueMemory } = core;
  const checkout = createCheckoutService({
    repo: orderRepo,
    orders,
    rates: adapters.rateQuoter ?? core.shipping,
    payments,
    productsInMemory: catalogueMemory && ((ids) => pricedProductsFromMemory(catalogueMemory, ids)),
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
  return {
    jobs,
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

export type Services = ReturnType<typeof createServices>;

export type BuiltApp = {
  app: FastifyInstance;
  database: Database;
  services: Services;
  /** Stops taking connections; answers once every request on the open ones is answered. */
  drain: () => Promise<void>;
};

/**
 * Builds the whole shop from a config object. Tests pass their own database and call
 * `app.inject`; main.ts only reads the environment and listens.
 */
export async function buildApp(
  config: AppConfig,
  options: {
    database?: Database;
    logger?: boolean;
    web?: boolean;
    adapters?: Omit<ServiceAdapters, 'log'>;
  } = {},
): Promise<BuiltApp> {
  const database = options.database ?? (await openDatabase(config));
  const pretty = config.logFormat === 'pretty' && options.logger !== false;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config),
    // A person at a terminal reads one line per request (registerRequestLine), not two.
    ...(pretty ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
    genReqId: () => randomUUID(),
    // Believing X-Forwarded-For from anyone would let a client pick its own address and dodge
    // the sign-in limits; only the configured number of proxies is trusted.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // Product slugs come from names and may be long.
    routerOptions: { maxParamLength: 300 },
    // Hostile addresses and heads never reach a route (http/hostile-input.ts).
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    rewriteUrl: rewriteHostileUrl,
    clientErrorHandler: answerClientError,
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      reply.status(400).send({
        error: 'bad_request',
        message: 'La dirección pedida no es válida.',
        code: error.code,
      });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  registerErrorHandling(app);
  registerRefusals(app);
  registerWellFormedJson(app);
  if (pretty) registerRequestLine(app);

  registerSecurityHeaders(app);
  // Before the rate limiter, which reads each route's limit as the route is added.
  if (config.ordersPerMinutePerClient) limitOrders(app, config.ordersPerMinutePerClient);
  await app.register(rateLimit, { global: false });
  // Cookies are read only where used (the sign-in's device cookie), not on every request.
  await app.register(cookie, {
    secret: createHmac('sha256', config.jwtSecret).update('device-cookie').digest(),
    hook: false,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tienda deportiva — API',
        version: '1.0.0',
        description: 'API de la tienda bajo /api.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  database.useLog?.(app.log);
  const services = createServices(database, config, { ...options.adapters, log: app.log });
  await services.catalogueMemory?.start();
  // Before the public cache empties itself after a write: the writer's next read, and any page
  // rendered from then on, must find the change in the catalogue memory.
  app.addHook('onSend', async (request, reply, payload) => {
    const writes = request.method !== 'GET' && request.method !== 'HEAD';
    const config = request.routeOptions.config;
    if (
      writes &&
      reply.statusCode < 400 &&
      config?.readsOnly !== true &&
      config?.waitsForMemory !== false
    ) {
      await services.catalogueMemory?.sync();
    }
    return payload;
  });
  const publicCache = registerPublicCache(app, {
    ttlMs: config.publicCacheTtlMs,
    maxEntries: 2000,
    // Only while the memory is fresh do its change notices reach the cache within moments.
    followsProducts: () => services.catalogueMemory?.fresh === true,
    // The unpaged catalogue (SPEC's clients read every product at once) is kept made. On
    // PostgreSQL other instances change it too (PGlite has no other instance): rebuilt when the
    // catalogue memory reads their change, or without the memory every time to live. Rebuilding
    // 10k products every 5 s, compressed twice, cost every other answer 10-25%.
    ready: [
      {
        url: '/api/products',
        refreshMs:
          database.kind === 'postgres' && !services.catalogueMemory ? config.publicCacheTtlMs : 0,
        changes: (changed) =>
          services.catalogueMemory?.onChange((what) => {
            if (what === 'products') changed();
          }),
      },
    ],
  });
  services.catalogueMemory?.onChange((what, products) => {
    if (what === 'products') publicCache.productsChanged(products);
  });
  registerAdminGuard(app, services.tokens, services.users.isActive);
  let keptPages: KeptPages | undefined;
  healthRoutes(app, database, services.catalogueMemory, () => keptPages?.stats.pages);
  authRoutes(app, services.auth, {
    secureCookies: config.publicUrl.startsWith('https:'),
    isOwner: services.users.isOwner,
  });
  userRoutes(app, services.users);
  productRoutes(app, services.products);
  searchRoutes(app, services.search, services.products);
  promotionRoutes(app, services.promotions);
  commissionRoutes(app, services.commissions);
  discountRoutes(app, services.discounts);
  uploadRoutes(app, services.uploads);
  settingsRoutes(app, services.settings, services.users.isOwner);
  shippingRoutes(app, services.shipping);
  checkoutRoutes(app, services.checkout, services.orders);
  orderRoutes(app, services.orders);
  alertRoutes(app, services.alerts);
  paymentRoutes(app, services.payments, services.paymentSimulator);
  emailRoutes(app, services.emails);
  reportsRoutes(app, services.reports);
  catalogueImportRoutes(app, services.catalogueImport);
  if (options.web !== false && config.webBuildDir) {
    keptPages = await registerWeb(app, config, services.catalogueMemory);
  }

  if (config.jobWorker !== false) {
    await services.lowStockDigest.ensureScheduled();
    services.jobs.start();
  }
  // Shutdown's first step (main.ts): stop taking connections and let every request on the open
  // ones finish with the app still fully up, so pages whose loaders call the API in-process
  // (app.inject, refused once close() begins) finish too. Answers given meanwhile close their
  // connection instead of keeping it alive.
  let draining = false;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  async function drain(): Promise<void> {
    draining = true;
    const closed = new Promise<void>((resolve) => app.server.close(() => resolve()));
    // Pages and answers made ahead in the background call the app in-process: done before close().
    const stoppedAhead = Promise.all([publicCache.stopBuilding(), keptPages?.stop()]);
    // A response already under way when the drain began (a streamed page) leaves its
    // connection kept alive: close such connections as soon as they go idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    await closed;
    clearInterval(sweep);
    await stoppedAhead;
  }

  // Runs once the server has stopped listening and every request has been answered. One hook,
  // so the worker has stopped before the database it uses closes.
  app.addHook('onClose', async () => {
    await services.payments.settled();
    await services.jobs.stop();
    await services.catalogueMemory?.stop();
    await services.search
      .flushMisses()
      .catch((error: unknown) => app.log.error({ err: error }, 'failed searches not written'));
    services.mailTransport?.close();
    if (!options.database) await database.close();
  });
  return { app, database, services, drain };
}
