/**
 * The built shop (apps/api/dist) run inside the bench's own process, for benches that fill its
 * database directly before serving it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './servers.js';

const dist = join(repoRoot, 'apps', 'api', 'dist');
if (!existsSync(join(dist, 'app.js'))) throw new Error('Run `npm run build -w @shop/api` first.');

const { buildApp } = await import(join(dist, 'app.js'));
export const { openDatabase } = await import(join(dist, 'db', 'client.js'));

/**
 * Serves `database` on a port of its own with an owner signed in; `name` tells the benches'
 * secrets and admins apart. Closing it stops the app, not the database.
 */
export async function serveWithOwner(database: unknown, name: string) {
  const config = {
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://127.0.0.1:3000',
    jwtSecret: `bench-${name}-secret-0123456789abcdef`,
    tokenTtlSeconds: 3600,
    seedDemoData: false,
    logLevel: 'silent',
    publicCacheTtlMs: 0,
    trustProxyHops: 0,
    jobWorker: false,
  };
  const built = await buildApp(config, { database, logger: false, web: false });
  const admin = await built.services.users.create({
    username: `bench-${name}-${Date.now()}`,
    password: 'bench-password-123',
    email: '',
    countryCode: '+54',
    phone: '',
    country: 'Argentina',
    status: 'Activo',
    owner: true,
    checked: true,
  });
  const token: string = await built.services.tokens.sign({
    userId: admin.id,
    username: admin.username,
  });
  const address: string = await built.app.listen({ port: 0, host: '127.0.0.1' });
  return { address, token, close: () => built.app.close() as Promise<void> };
}
