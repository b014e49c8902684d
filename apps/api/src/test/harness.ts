import { randomBytes } from 'node:crypto';
import { buildApp, type BuiltApp } from '../app.js';
import type { AppConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { createScratchPostgres } from './shop-process.js';

export type DatabaseKind = 'pglite' | 'pglite-worker' | 'postgres';

/**
 * PGlite always; the real PostgreSQL too when TEST_DATABASE_URL is set (as .ci/run does).
 * `worker`: PGlite in a worker thread as well (decision 0045), for a few chosen files only.
 */
export function databaseKinds(options: { worker?: boolean } = {}): DatabaseKind[] {
  return [
    'pglite',
    ...(options.worker ? (['pglite-worker'] as const) : []),
    ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : []),
  ];
}

/**
 * `PGLITE_THREAD=worker` runs the embedded test databases in a worker thread (decision 0045), so
 * chosen test files can prove that mode on the real app.
 */
const pgliteThread = process.env.PGLITE_THREAD === 'worker' ? 'worker' : 'main';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://127.0.0.1:3000',
    jwtSecret: randomBytes(32).toString('hex'),
    tokenTtlSeconds: 3600,
    seedDemoData: false,
    logLevel: 'silent',
    publicCacheTtlMs: 5000,
    trustProxyHops: 0,
    pgliteThread,
    ...overrides,
  };
}

/** A fresh, migrated, empty database of the given kind; closing it drops it. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ pgliteThread });
  if (kind === 'pglite-worker') return openDatabase({ pgliteThread: 'worker' });
  const scratch = await createScratchPostgres('shop_test');
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * Creates an active owner on this shop and signs her in: her id and the `Authorization` header
 * of her token.
 */
export async function signInNewOwner(
  shop: Pick<BuiltApp, 'services'>,
  username: string,
): Promise<{ adminId: string; adminHeaders: Record<string, string> }> {
  const admin = await shop.services.users.create({
    username,
    password: 'clave-segura-123',
    email: 'admin@tienda.test',
    countryCode: '+54',
    phone: '',
    country: 'Argentina',
    status: 'Activo',
    owner: true,
    checked: true,
  });
  const token = await shop.services.tokens.sign({ userId: admin.id, username: admin.username });
  return { adminId: admin.id, adminHeaders: { authorization: `Bearer ${token}` } };
}

export type TestShop = BuiltApp & {
  /** `Authorization` header of a freshly created admin. */
  adminHeaders: Record<string, string>;
  adminId: string;
  close: () => Promise<void>;
};

export async function createTestShop(
  kind: DatabaseKind = 'pglite',
  overrides: Partial<AppConfig> = {},
): Promise<TestShop> {
  const database = await openTestDatabase(kind);
  // Pages only for a test that brings its own web build (web-build.ts).
  const web = overrides.webBuildDir !== undefined;
  const built = await buildApp(testConfig(overrides), { database, logger: false, web });
  const owner = await signInNewOwner(built, 'admin-test');
  return {
    ...built,
    ...owner,
    async close() {
      await built.app.close();
      await database.close();
    },
  };
}
