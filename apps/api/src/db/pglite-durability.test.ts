import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../test/commands.js';
import {
  adminOrders,
  createStockedProduct,
  placeOrder,
  setUpTransferOverHttp,
  signIn,
  unitsOf,
} from '../test/shop-client.js';
import { useEmbeddedShops } from '../test/embedded-shops.js';
import type { ShopProcess } from '../test/shop-process.js';

/**
 * The embedded database as a power cut or a crash would find it (decision 0033): each
 * acknowledged order is synced before its answer, and a shop killed inside a checkpoint or
 * during a backup leaves a folder that starts with every acknowledged order.
 */

const ADMIN = { username: 'duena', password: 'clave-segura-durabilidad' };
const probe = fileURLToPath(new URL('../test/fsync-probe.mjs', import.meta.url));

type Acknowledged = Map<number, { units: number; amount: number }>;

describe('durability of the embedded database', () => {
  const { newFolder, startShop } = useEmbeddedShops({
    folderPrefix: 'tienda-durable-',
    admin: ADMIN,
    logLevel: 'warn',
  });

  /** Clients placing orders until `stop()`; what the shop answered 201 is acknowledged. */
  function streamOrders(shop: ShopProcess, productId: string, clients: number) {
    const acknowledged: Acknowledged = new Map();
    let next = 0;
    let streaming = true;
    const client = async () => {
      while (streaming) {
        const n = next++;
        try {
          const res = await placeOrder(shop.baseUrl, productId, n);
          if (res.status !== 201) continue;
          const body = (await res.json()) as { order_number: number; transaction_amount: number };
          acknowledged.set(body.order_number, {
            units: unitsOf(n),
            amount: body.transaction_amount,
          });
        } catch {
          // the connection died with the shop
        }
      }
    };
    const running = Promise.all(Array.from({ length: clients }, client));
    return {
      acknowledged,
      async until(count: number) {
        while (acknowledged.size < count) await new Promise((r) => setTimeout(r, 20));
      },
      async stop() {
        streaming = false;
        await running;
      },
    };
  }

  /** The restarted shop holds every acknowledged order, whole, and stock matches all orders. */
  async function expectEveryOrder(shop: ShopProcess, productId: string, sent: Acknowledged) {
    const orders = await adminOrders(shop.baseUrl, await signIn(shop.baseUrl, ADMIN));
    const byNumber = new Map(orders.map((order) => [order.order_number, order]));
    for (const [number, order] of sent) {
      const stored = byNumber.get(number);
      expect(stored, `order ${number}`).toBeDefined();
      expect(stored!.items[0]!.quantity).toBe(order.units);
      expect(stored!.transaction_amount).toBe(order.amount);
    }
    const product = (await (await fetch(`${shop.baseUrl}/api/products/${productId}`)).json()) as {
      variants: { sizes: { stock: number }[] }[];
    };
    const units = orders.reduce((sum, order) => sum + (order.items[0]?.quantity ?? 0), 0);
    expect(product.variants[0]!.sizes[0]!.stock).toBe(100_000 - units);
  }

  it('syncs the WAL to disk before it acknowledges an order', async () => {
    const dataDir = newFolder();
    const shop = await startShop(dataDir, { NODE_OPTIONS: `--import ${probe}` });
    const headers = await signIn(shop.baseUrl, ADMIN);
    const productId = await createStockedProduct(shop.baseUrl, headers);
    await setUpTransferOverHttp(shop.baseUrl, headers);

    const walSyncs = () => shop.output().match(/^fsync wal$/gm)?.length ?? 0;
    const before = walSyncs();
    // One at a time: each answer is read before the next order, so each must have its own sync.
    for (let n = 0; n < 10; n++) {
      const synced = walSyncs();
      const res = await placeOrder(shop.baseUrl, productId, n);
      expect(res.status).toBe(201);
      expect(walSyncs(), `order ${n}`).toBeGreaterThan(synced);
    }
    expect(walSyncs() - before).toBeGreaterThanOrEqual(10);
  }, 120_000);

  it('starts after a kill -9 inside a checkpoint, with every acknowledged order', async () => {
    const dataDir = newFolder();
    const stall = join(newFolder(), 'stall');
    const shop = await startShop(dataDir, {
      NODE_OPTIONS: `--import ${probe}`,
      FSYNC_PROBE_STALL: stall,
    });
    const headers = await signIn(shop.baseUrl, ADMIN);
    const productId = await createStockedProduct(shop.baseUrl, headers);
    await setUpTransferOverHttp(shop.baseUrl, headers);

    const stream = streamOrders(shop, productId, 3);
    await stream.until(30);
    // A backup begins with a checkpoint; the probe holds the process in its first data fsync.
    writeFileSync(stall, '');
    const backup = runCommand('backup', {
      args: [join(newFolder(), 'copia.tar.gz')],
      env: { DATA_DIR: dataDir },
    });
    while (!shop.output().includes('stalled in a checkpoint')) {
      await new Promise((r) => setTimeout(r, 20));
    }
    await shop.kill();
    await stream.stop();
    expect((await backup).code).not.toBe(0);

    const again = await startShop(dataDir);
    await expectEveryOrder(again, productId, stream.acknowledged);
    expect((await placeOrder(again.baseUrl, productId, 1)).status).toBe(201);
  }, 180_000);

  it('starts after a kill -9 during a backup, with every order and no half-written backup', async () => {
    const dataDir = newFolder();
    const scratch = join(newFolder(), 'tmp');
    mkdirSync(scratch);
    const env = { TMPDIR: scratch };
    const shop = await startShop(dataDir, env);
    const headers = await signIn(shop.baseUrl, ADMIN);
    const productId = await createStockedProduct(shop.baseUrl, headers);
    await setUpTransferOverHttp(shop.baseUrl, headers);

    const stream = streamOrders(shop, productId, 3);
    await stream.until(30);
    const target = join(newFolder(), 'copia.tar.gz');
    const backup = runCommand('backup', { args: [target], env: { DATA_DIR: dataDir } });
    // Killed once the database's copy exists, while it is archived.
    while (!readdirSync(scratch).some((name) => name.startsWith('tienda-copia-'))) {
      await new Promise((r) => setTimeout(r, 10));
    }
    await shop.kill();
    await stream.stop();
    expect((await backup).code).not.toBe(0);
    expect(existsSync(target)).toBe(false);

    const again = await startShop(dataDir, env);
    await expectEveryOrder(again, productId, stream.acknowledged);
    // The next backup works, and removes the copy the killed shop left behind.
    const next = await runCommand('backup', { args: [target], env: { DATA_DIR: dataDir } });
    expect(next.code, next.output).toBe(0);
    expect(existsSync(target)).toBe(true);
    expect(readdirSync(scratch).filter((name) => name.startsWith('tienda-copia-'))).toEqual([]);
  }, 180_000);
});
