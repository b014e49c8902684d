import { randomBytes } from 'node:crypto';
import { buildApp, type BuiltApp } from '../app.js';
import type { AppConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { createScratchPostgres } from './shop-process.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; the real PostgreSQL too when TEST_DATABASE_URL is set (as .ci/run does). */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

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
    ...overrides,
  };
}

/** A fresh, migrated, empty database of the given kind; closing it drops it. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({});
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
