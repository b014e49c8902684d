import { createHmac, randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
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
import type { AppConfig } from './config.js';
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
import { authRoutes } from './modules/auth/routes.js';
import { bulkRoutes } from './modules/bulk/routes.js';
import { commissionRoutes } from './modules/commissions/routes.js';
import { customerRoutes } from './modules/customers/routes.js';
import { discountRoutes } from './modules/discounts/routes.js';
import { emailRoutes } from './modules/emails/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { orderRoutes } from './modules/orders/routes.js';
import { printingRoutes } from './modules/printing/routes.js';
import { checkoutRoutes } from './modules/checkout/routes.js';
import { alertRoutes } from './modules/alerts/routes.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { productRoutes } from './modules/products/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { promotionRoutes } from './modules/promotions/routes.js';
import { watchShopDay } from './modules/promotions/shop-day.js';
import { catalogueImportRoutes } from './modules/products/catalogue-import/routes.js';
import { reportsRoutes } from './modules/reports/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { shippingRoutes } from './modules/shipping/routes.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { userRoutes } from './modules/users/routes.js';
import type { KeptPages } from './web/kept-pages.js';
import { registerWeb } from './web/ssr.js';
import { createServices, type ServiceAdapters } from './services.js';

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
  // A promotion starting or ending at midnight shows or hides then, not at the next write.
  const stopShopDay = watchShopDay(() => app.publicCache.clear());
  registerAdminGuard(app, services.tokens, services.users.activeAccess);
  let keptPages: KeptPages | undefined;
  healthRoutes(app, database, services.catalogueMemory, () => keptPages?.stats.pages);
  authRoutes(app, services.auth, { secureCookies: config.publicUrl.startsWith('https:') });
  userRoutes(app, services.users);
  productRoutes(app, services.products);
  searchRoutes(app, services.search, services.products);
  promotionRoutes(app, services.promotions);
  commissionRoutes(app, services.commissions);
  discountRoutes(app, services.discounts);
  uploadRoutes(app, services.uploads);
  settingsRoutes(app, services.settings);
  shippingRoutes(app, services.shipping);
  checkoutRoutes(app, services.checkout, services.orders);
  orderRoutes(app, services.orders);
  customerRoutes(app, services.customers);
  printingRoutes(app, services.printing);
  bulkRoutes(app, services.bulk, { orders: services.orders, reports: services.reports });
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
    stopShopDay();
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
