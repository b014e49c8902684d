import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type AppConfig = {
  port: number;
  host: string;
  /** Public address of the shop (canonical URLs, payment return URLs). */
  publicUrl: string;
  databaseUrl?: string;
  /** Embedded database folder; undefined = in memory (tests). */
  dataDir?: string;
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
  /** How long shoppers' catalogue answers may be reused (0 disables the cache). */
  publicCacheTtlMs: number;
  /** Proxies in front of the shop whose X-Forwarded-For is believed (0: none, the default). */
  trustProxyHops: number;
};

/** Reads the environment once; everything else receives an AppConfig. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret: env.JWT_SECRET || persistedSecret(dataDir),
    tokenTtlSeconds: Number(env.ADMIN_TOKEN_TTL_SECONDS ?? 8 * 3600),
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    webBuildDir: env.WEB_BUILD_DIR
      ? resolve(env.WEB_BUILD_DIR)
      : resolve(import.meta.dirname, '../../web/build'),
    logLevel: env.LOG_LEVEL ?? 'info',
    publicCacheTtlMs: Number(env.PUBLIC_CACHE_TTL_MS ?? 5000),
    trustProxyHops: Number(env.TRUST_PROXY_HOPS ?? 0),
  };
}

/** Without JWT_SECRET, a secret is generated once and kept in DATA_DIR so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
