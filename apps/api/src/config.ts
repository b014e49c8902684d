import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { legacyPostalCode } from '@shop/domain';
import { z } from 'zod';

/** Correo Argentino MiCorreo's account and the shop's origin (INTEGRATIONS.md). */
export interface MiCorreoConfig {
  /** https://api.correoargentino.com.ar/micorreo/v1 (or the test environment's). */
  baseUrl: string;
  user: string;
  password: string;
  /** 10-character MiCorreo customer id. */
  customerId: string;
  /** The shop's 4-digit postal code, where parcels leave from. */
  originPostalCode: string;
  /** Longest wait for any one carrier call. */
  timeoutMs: number;
}

export type AppConfig = {
  port: number;
  host: string;
  /** Public address of the shop (canonical URLs, payment return URLs). */
  publicUrl: string;
  databaseUrl?: string;
  /** Embedded database folder; undefined = in memory (tests). */
  dataDir?: string;
  /** The embedded database runs in this thread (default) or a worker thread (decision 0045). */
  pgliteThread?: 'main' | 'worker';
  jwtSecret: string;
  /** How long an admin token lives. */
  tokenTtlSeconds: number;
  adminUsername?: string;
  adminPassword?: string;
  /** Seed the demo shop when the catalogue is empty. */
  seedDemoData: boolean;
  /** Built web app (apps/web/build); undefined serves the API only. */
  webBuildDir?: string;
  logLevel: string;
  /** `pretty`: one coloured line per request, for a person at a terminal; `json` otherwise. */
  logFormat?: 'json' | 'pretty';
  /**
   * Orders (POST /api/order, /api/create-order) one client address may place a minute;
   * undefined: no limit (tests).
   */
  ordersPerMinutePerClient?: number;
  /** Hours between the automatic backups of the embedded database (0: none). */
  backupIntervalHours?: number;
  /** How long shoppers' catalogue answers may be reused (0 disables the cache). */
  publicCacheTtlMs: number;
  /**
   * Keep the enabled catalogue in memory, kept by the database's change notices, to answer
   * shoppers' reads without a search (catalogue-memory.ts); default true.
   */
  catalogueInMemory?: boolean;
  /**
   * Megabytes of compressed product pages kept rendered (web/kept-pages.ts): every product's
   * page is rendered ahead while idle and kept until its product or the settings change; 0 off.
   * By default a share of the server's memory (defaultProductPagesMb).
   */
  productPagesMb?: number;
  /** Proxies in front of the shop whose X-Forwarded-For is believed (0: none, the default). */
  trustProxyHops: number;
  /** Correo Argentino MiCorreo account; without it shipping is quoted by the simulator. */
  correo?: MiCorreoConfig;
  /** Mercado Pago access token; without it the local payment simulator plays the provider. */
  mpAccessToken?: string;
  /** Secret that signs Mercado Pago's notifications; without it one is derived from jwtSecret. */
  mpWebhookSecret?: string;
  /** smtp(s)://user:pass@host:port; without it e-mails wait in the outbox. */
  smtpUrl?: string;
  /** From address of the shop's e-mails. */
  mailFrom?: string;
  /** Run the background job worker (e-mails, payment notifications, expiry); default true. */
  jobWorker?: boolean;
  /** MiCorreo's tracking call and how often a shipped order is asked about (shipments.ts). */
  tracking?: TrackingConfig;
};

export interface TrackingConfig {
  /** GET path of MiCorreo's tracking call (INTEGRATIONS.md 2.8: its transport is unconfirmed). */
  path: string;
  /** Query parameter that carries the shipping id. */
  parameter: string;
  /** Minutes between two tracking calls for one shipped order. */
  pollMinutes: number;
}

export const DEFAULT_TRACKING: TrackingConfig = {
  path: '/shipping/tracking',
  parameter: 'shippingId',
  pollMinutes: 180,
};

/** A real Mercado Pago account set up so it cannot take payments: one line per thing to set. */
export class MercadoPagoSetupError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
    this.name = 'MercadoPagoSetupError';
  }
}

const LOCAL_HOST =
  /^(localhost|.*\.localhost|127(\.\d+){3}|0\.0\.0\.0|\[::1?\]|10(\.\d+){3}|192\.168(\.\d+){2}|172\.(1[6-9]|2\d|3[01])(\.\d+){2})$/i;

/** Whether Mercado Pago can reach this address: https and not local (INTEGRATIONS.md 1.2). */
export function isPublicHttpsUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !LOCAL_HOST.test(parsed.hostname);
  } catch {
    return false;
  }
}

/**
 * With a real MP_ACCESS_TOKEN the shop refuses to start where every Mercado Pago checkout would
 * fail (a notification_url that is not public https) or every notice be refused (no secret).
 * Without a token the simulator plays Mercado Pago, on localhost too.
 */
function checkMercadoPagoSetup(env: NodeJS.ProcessEnv, publicUrl: string) {
  if (!env.MP_ACCESS_TOKEN) return;
  const lines: string[] = [];
  if (!isPublicHttpsUrl(publicUrl)) {
    lines.push(
      `Mercado Pago: PUBLIC_URL es ${publicUrl}; definí PUBLIC_URL con la dirección pública https de la tienda (https://mitienda.com.ar): Mercado Pago no acepta avisos ni retornos a http ni a direcciones locales.`,
    );
  }
  if (!env.MP_WEBHOOK_SECRET) {
    lines.push(
      'Mercado Pago: falta MP_WEBHOOK_SECRET; definilo con la clave secreta de Webhooks de Tus integraciones en Mercado Pago: sin ella se rechaza cada aviso de pago.',
    );
  }
  if (lines.length) throw new MercadoPagoSetupError(lines);
}

/** A setting the operator wrote that the shop cannot use: one Spanish line per setting. */
export class SettingError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
    this.name = 'SettingError';
  }
}

const portSetting = z.coerce.number().int().min(0).max(65535);
const databaseUrlSetting = z
  .string()
  .refine((text) => URL.canParse(text) && /^postgres(ql)?:$/.test(new URL(text).protocol));

/**
 * PORT and DATABASE_URL checked before anything uses them: Node's own messages ("Invalid URL",
 * an English RangeError for port 99999) tell the operator neither which setting nor the fix.
 */
function checkSettings(env: NodeJS.ProcessEnv) {
  const lines: string[] = [];
  if (env.PORT !== undefined && !portSetting.safeParse(env.PORT.trim() || 'x').success) {
    lines.push(
      `PORT es "${env.PORT}": debe ser un número de puerto entre 1 y 65535 (por ejemplo PORT=3000).`,
    );
  }
  if (env.DATABASE_URL && !databaseUrlSetting.safeParse(env.DATABASE_URL).success) {
    lines.push(
      'DATABASE_URL no es una dirección de PostgreSQL válida: escribila como postgres://usuario:clave@servidor:5432/base (los caracteres especiales de la clave van codificados, @ como %40).',
    );
  }
  if (env.PGLITE_THREAD && !['main', 'worker'].includes(env.PGLITE_THREAD)) {
    lines.push(`PGLITE_THREAD es "${env.PGLITE_THREAD}": debe ser main o worker.`);
  }
  if (lines.length) throw new SettingError(lines);
}

/**
 * Kept product pages by default: a thirty-second of the memory the shop may use, between 32 and
 * 128 MB (decision 0033). A 1 GB server keeps 32 MB, which holds every page of a small shop and
 * the best sellers' of 10,000 products within the memory budget; 4 GB or more keeps 128 MB. The
 * memory is the container's limit when there is one, else the machine's.
 */
export function defaultProductPagesMb(
  memoryBytes = Math.min(process.constrainedMemory() || Infinity, totalmem()),
): number {
  return Math.min(128, Math.max(32, Math.floor(memoryBytes / 1024 / 1024 / 32)));
}

/** Reads the environment once; everything else receives an AppConfig. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  checkSettings(env);
  const port = Number(env.PORT ?? 3000);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  checkMercadoPagoSetup(env, publicUrl);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    pgliteThread: env.PGLITE_THREAD === 'worker' ? 'worker' : 'main',
    jwtSecret: env.JWT_SECRET || persistedSecret(dataDir),
    tokenTtlSeconds: Number(env.ADMIN_TOKEN_TTL_SECONDS ?? 8 * 3600),
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    webBuildDir: env.WEB_BUILD_DIR
      ? resolve(env.WEB_BUILD_DIR)
      : resolve(import.meta.dirname, '../../web/build'),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormat(env),
    backupIntervalHours: Number(env.BACKUP_INTERVAL_HOURS ?? 24),
    ordersPerMinutePerClient: Number(env.ORDERS_PER_MINUTE_PER_CLIENT ?? 20),
    publicCacheTtlMs: Number(env.PUBLIC_CACHE_TTL_MS ?? 5000),
    catalogueInMemory: env.CATALOGUE_IN_MEMORY !== 'false',
    productPagesMb: Number(env.PRODUCT_PAGES_MB ?? defaultProductPagesMb()),
    trustProxyHops: Number(env.TRUST_PROXY_HOPS ?? 0),
    correo: correoConfig(env),
    mpAccessToken: env.MP_ACCESS_TOKEN || undefined,
    mpWebhookSecret: env.MP_WEBHOOK_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    jobWorker: env.JOBS_ENABLED !== 'false',
    tracking: {
      path: env.CORREO_TRACKING_PATH || DEFAULT_TRACKING.path,
      parameter: env.CORREO_TRACKING_PARAMETER || DEFAULT_TRACKING.parameter,
      pollMinutes: Number(env.CORREO_TRACKING_POLL_MINUTES ?? DEFAULT_TRACKING.pollMinutes),
    },
  };
}

/** JSON lines for files and process managers; readable lines when a person watches a terminal. */
function logFormat(env: NodeJS.ProcessEnv): 'json' | 'pretty' {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT;
  return process.stdout.isTTY ? 'pretty' : 'json';
}

const CORREO_REQUIRED = [
  'CORREO_USER',
  'CORREO_PASSWORD',
  'CORREO_CUSTOMER_ID',
  'CORREO_ORIGIN_POSTAL_CODE',
] as const;

/** All four CORREO_* values, or none (simulator); a partial set is a mistake worth stopping for. */
function correoConfig(env: NodeJS.ProcessEnv): MiCorreoConfig | undefined {
  const missing = CORREO_REQUIRED.filter((name) => !env[name]);
  if (missing.length === CORREO_REQUIRED.length) return undefined;
  if (missing.length > 0) {
    throw new Error(`Correo Argentino: falta configurar ${missing.join(', ')} (o quitá todas).`);
  }
  const originPostalCode = legacyPostalCode(env.CORREO_ORIGIN_POSTAL_CODE ?? '');
  if (!originPostalCode) {
    throw new Error(
      'Correo Argentino: CORREO_ORIGIN_POSTAL_CODE debe ser un código postal (1425).',
    );
  }
  return {
    baseUrl: env.CORREO_API_URL || 'https://api.correoargentino.com.ar/micorreo/v1',
    user: env.CORREO_USER ?? '',
    password: env.CORREO_PASSWORD ?? '',
    customerId: env.CORREO_CUSTOMER_ID ?? '',
    originPostalCode,
    timeoutMs: Number(env.CORREO_TIMEOUT_MS ?? 8000),
  };
}

/** Without JWT_SECRET, a secret is generated once and kept in DATA_DIR so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': of two first starts at once, the one that writes second keeps the first's secret.
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as { code?: string }).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  return secret;
}
