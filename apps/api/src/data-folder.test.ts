import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { printedLines, runCommand } from './test/commands.js';
import {
  adminOrders,
  createStockedProduct,
  placeOrder,
  setUpTransferOverHttp,
  signIn,
} from './test/shop-client.js';
import { startShopProcess, type ShopProcess } from './test/shop-process.js';

/**
 * One process per embedded data folder: a second shop, the seed or a restore on a folder in use
 * is refused in one Spanish line naming the folder and the holder; a holder killed with SIGKILL
 * leaves nothing that blocks the next start.
 */

const ADMIN = { username: 'duena', password: 'clave-segura-carpeta' };
const jwtSecret = randomBytes(32).toString('hex');

describe('one process per data folder', () => {
  const folders: string[] = [];
  const shops: ShopProcess[] = [];

  function newFolder(): string {
    const folder = mkdtempSync(join(tmpdir(), 'tienda-carpeta-'));
    folders.push(folder);
    return folder;
  }

  async function startShop(dataDir: string, port?: number): Promise<ShopProcess> {
    const shop = await startShopProcess({
      dataDir,
      port,
      jwtSecret,
      admin: ADMIN,
      env: { LOG_LEVEL: 'warn', JOBS_ENABLED: 'false' },
    });
    shops.push(shop);
    return shop;
  }

  afterEach(async () => {
    await Promise.all(shops.splice(0).map((shop) => shop.kill()));
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  const refusal = (dataDir: string, pid: number | undefined) =>
    `La carpeta de datos ${dataDir} ya está en uso por otro proceso de la tienda (pid ${pid}): ` +
    'detené ese proceso o usá otra carpeta (DATA_DIR).';

  it('refuses a second shop on the folder while the first keeps taking orders', async () => {
    const dataDir = newFolder();
    const first = await startShop(dataDir);
    const headers = await signIn(first.baseUrl, ADMIN);
    const productId = await createStockedProduct(first.baseUrl, headers);
    await setUpTransferOverHttp(first.baseUrl, headers);
    expect((await placeOrder(first.baseUrl, productId, 1)).status).toBe(201);

    const second = await runCommand('shop', { env: { DATA_DIR: dataDir, PORT: '0' } });
    expect(second.code).toBe(1);
    expect(printedLines(second.output)).toEqual([refusal(dataDir, first.child.pid)]);

    // The first one never noticed: it still answers orders, numbered on from its own.
    const next = await placeOrder(first.baseUrl, productId, 2);
    expect(next.status).toBe(201);
    const orders = await adminOrders(first.baseUrl, headers);
    expect(orders.map((order) => order.order_number).sort()).toEqual([1001, 1002]);
  }, 120_000);

  it('refuses the seed and a restore while the shop runs; a backup is written by the shop', async () => {
    const dataDir = newFolder();
    const shop = await startShop(dataDir);

    const seed = await runCommand('seed', { env: { DATA_DIR: dataDir } });
    expect(seed.code).toBe(1);
    expect(printedLines(seed.output)).toEqual([refusal(dataDir, shop.child.pid)]);

    const file = join(newFolder(), 'copia.tar.gz');
    const backup = await runCommand('backup', { args: [file], env: { DATA_DIR: dataDir } });
    expect(backup.code).toBe(0);
    expect(existsSync(file)).toBe(true);

    const restore = await runCommand('restore', {
      args: [file, '--yes'],
      env: { DATA_DIR: dataDir },
    });
    expect(restore.code).toBe(1);
    expect(printedLines(restore.output)).toEqual([refusal(dataDir, shop.child.pid)]);

    expect((await fetch(`${shop.baseUrl}/api/health`)).status).toBe(200);
  }, 120_000);

  it('starts again at once after the holder was killed with SIGKILL, orders kept', async () => {
    const dataDir = newFolder();
    const first = await startShop(dataDir);
    const headers = await signIn(first.baseUrl, ADMIN);
    const productId = await createStockedProduct(first.baseUrl, headers);
    await setUpTransferOverHttp(first.baseUrl, headers);
    expect((await placeOrder(first.baseUrl, productId, 1)).status).toBe(201);
    await first.kill();

    const again = await startShop(dataDir, first.port);
    const orders = await adminOrders(again.baseUrl, await signIn(again.baseUrl, ADMIN));
    expect(orders.map((order) => order.order_number)).toEqual([1001]);
    // PostgreSQL may skip sequence values after a crash (it logs them ahead), never reuse one.
    const next = (await (await placeOrder(again.baseUrl, productId, 2)).json()) as {
      order_number: number;
    };
    expect(next.order_number).toBeGreaterThan(1001);
  }, 120_000);
});
