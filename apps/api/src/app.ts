import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { registerErrorHandling } from './http/error-handler.js';
import { registerPublicCache } from './http/public-cache.js';
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
import { healthRoutes } from './modules/health/routes.js';
import { createProductRepo } from './modules/products/repo.js';
import { productRoutes } from './modules/products/routes.js';
import { createProductService } from './modules/products/service.js';
import { createPromotionRepo } from './modules/promotions/repo.js';
import { promotionRoutes } from './modules/promotions/routes.js';
import { createPromotionService } from './modules/promotions/service.js';
import { createSettingsRepo } from './modules/settings/repo.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { createSettingsService } from './modules/settings/service.js';
import { createImageRepo } from './modules/uploads/repo.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { createUploadService } from './modules/uploads/service.js';
import { createUserRepo } from './modules/users/repo.js';
import { userRoutes } from './modules/users/routes.js';
import { createUserService } from './modules/users/service.js';
import { registerWeb } from './web/ssr.js';

export function createServices(database: Database, config: AppConfig) {
  const { db } = database;
  const tokens = createTokenService(config.jwtSecret, config.tokenTtlSeconds);
  const userRepo = createUserRepo(db);
  return {
    tokens,
    auth: createAuthService(userRepo, tokens, createLoginThrottle()),
    users: createUserService(userRepo),
    products: createProductService(createProductRepo(db), config.publicCacheTtlMs),
    promotions: createPromotionService(createPromotionRepo(db)),
    commissions: createCommissionService(createCommissionRepo(db)),
    discounts: createDiscountService(createCouponRepo(db)),
    uploads: createUploadService(createImageRepo(db)),
    settings: createSettingsService(createSettingsRepo(db)),
  };
}

export type Services = ReturnType<typeof createServices>;

export type BuiltApp = { app: FastifyInstance; database: Database; services: Services };

/**
 * Builds the whole shop from a config object. Tests pass their own database and call
 * `app.inject`; main.ts only reads the environment and listens.
 */
export async function buildApp(
  config: AppConfig,
  options: { database?: Database; logger?: boolean; web?: boolean } = {},
): Promise<BuiltApp> {
  const database = options.database ?? (await openDatabase(config));
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    genReqId: () => randomUUID(),
    // Believing X-Forwarded-For from anyone would let a client pick its own address and dodge
    // the sign-in limits; only the configured number of proxies is trusted.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // Product slugs come from names and may be long.
    routerOptions: { maxParamLength: 300 },
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      reply.status(400).send({
        error: 'bad_request',
        message: 'La dirección pedida no es válida.',
        code: error.code,
      });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false });
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

  const services = createServices(database, config);
  registerPublicCache(app, { ttlMs: config.publicCacheTtlMs, maxEntries: 2000 });
  registerAdminGuard(app, services.tokens, services.users.isActive);
  healthRoutes(app, database);
  authRoutes(app, services.auth);
  userRoutes(app, services.users);
  productRoutes(app, services.products);
  promotionRoutes(app, services.promotions);
  commissionRoutes(app, services.commissions);
  discountRoutes(app, services.discounts);
  uploadRoutes(app, services.uploads);
  settingsRoutes(app, services.settings);
  if (options.web !== false && config.webBuildDir) await registerWeb(app, config);

  if (!options.database) app.addHook('onClose', () => database.close());
  return { app, database, services };
}
