import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStockedProduct,
  placeOrder,
  setUpTransferOverHttp,
  unitsOf,
} from './test/shop-client.js';
import {
  createScratchPostgres,
  startShopProcess,
  type ScratchDatabase,
  type ShopProcess,
} from './test/shop-process.js';

/**
 * Durability on a real PostgreSQL: the server is killed with SIGKILL while a client streams
 * orders; after a restart every order that was answered 201 is there and complete, and no order
 * was half-written (each is one transaction).
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { username: 'crash-admin', password: 'clave-segura-crash' };

type OrderAnswer = { order_number: number; transaction_amount: number };
type AdminOrder = {
  order_number: number;
  items: { name: string; size: string; quantity: number; price: number }[];
  transaction_amount: number;
  status: string;
};

describe.skipIf(!serverUrl)('a server killed mid-stream on PostgreSQL', () => {
  let database: ScratchDatabase;
  let base: string;
  let server: ShopProcess | undefined;
  const jwtSecret = randomBytes(32).toString('hex');

  /** The shop on the scratch database; a restart waits for the killed one to be gone. */
  async function startServer(): Promise<ShopProcess> {
    await server?.kill();
    const shop = await startShopProcess({
      databaseUrl: database.url,
      port: server?.port,
      jwtSecret,
      admin: ADMIN,
      env: { LOG_LEVEL: 'error', JOBS_ENABLED: 'false' },
    });
    base = shop.baseUrl;
    return shop;
  }

  async function adminHeaders(): Promise<Record<string, string>> {
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  }

  beforeAll(async () => {
    database = await createScratchPostgres('shop_crash');
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    await database?.drop();
  });

  it('keeps every order it answered 201, complete, and nothing half-written', async () => {
    server = await startServer();
    const headers = await adminHeaders();
    const productId = await createStockedProduct(base, headers);
    await setUpTransferOverHttp(base, headers);

    // Four clients stream orders; the server is killed while they do.
    const answered = new Map<number, { quantity: number; amount: number }>();
    let next = 0;
    let killed = false;
    const client = async () => {
      while (!killed) {
        const n = next++;
        try {
          const res = await placeOrder(base, productId, n);
          if (res.status === 201) {
            const body = (await res.json()) as OrderAnswer;
            answered.set(body.order_number, {
              quantity: unitsOf(n),
              amount: body.transaction_amount,
            });
          }
        } catch {
          // the connection died with the server
        }
      }
    };
    const clients = Promise.all([client(), client(), client(), client()]);
    while (answered.size < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGKILL');
    killed = true;
    await clients;
    expect(answered.size).toBeGreaterThanOrEqual(40);

    server = await startServer();
    const list = await fetch(`${base}/api/orders`, { headers: await adminHeaders() });
    expect(list.status).toBe(200);
    const orders = (await list.json()) as AdminOrder[];
    const byNumber = new Map(orders.map((o) => [o.order_number, o]));
    for (const [number, sent] of answered) {
      const stored = byNumber.get(number);
      expect(stored, `order ${number}`).toBeDefined();
      expect(stored!.items).toHaveLength(1);
      expect(stored!.items[0]!.quantity).toBe(sent.quantity);
      expect(stored!.transaction_amount).toBe(sent.amount);
    }
    // Orders that were committed but whose answer was lost are complete too.
    for (const stored of orders) {
      expect(stored.items.length, `order ${stored.order_number}`).toBe(1);
      expect(stored.transaction_amount).toBeGreaterThan(0);
    }
    const product = (await (await fetch(`${base}/api/products/${productId}`)).json()) as {
      variants: { sizes: { stock: number; sold: number }[] }[];
    };
    const units = orders.reduce((sum, o) => sum + (o.items[0]?.quantity ?? 0), 0);
    const size = product.variants[0]!.sizes[0]!;
    expect(size.stock).toBe(100_000 - units);
  }, 180_000);
});
