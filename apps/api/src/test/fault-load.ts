/**
 * The connection-loss test's load on running shops: order streams and shopper reads per
 * instance, counting what was acknowledged and any answer outside the contract.
 */
import type { ShopProcess } from './shop-process.js';
import { placeOrder, transferOrderBody, unitsOf } from './shop-client.js';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

/** A statement on a connection of its own (the server restarts under the test's feet). */
export function queryOn(url: string): Query {
  return async <T>(text: string, params: unknown[] = []) => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end().catch(() => undefined);
    }
  };
}

export type LoadResult = {
  /** Orders answered 201, by number: units bought. */
  acknowledged: Map<number, number>;
  /** Answers that were neither a success nor the database's 503 (status and body). */
  unexpected: string[];
  unavailable: number;
};

/**
 * Two order streams and one shopper reading per instance, until stopped. A 503 must be the
 * contract's: `database_unavailable`, a Spanish message and Retry-After.
 */
export function startLoad(shops: ShopProcess[], productId: string, otherId: string) {
  const result: LoadResult = { acknowledged: new Map(), unexpected: [], unavailable: 0 };
  const lastOk = new Map<string, { order: number; read: number }>(
    shops.map((shop) => [shop.baseUrl, { order: 0, read: 0 }]),
  );
  let stopped = false;
  let next = 0;

  async function judge(res: Response, what: string): Promise<boolean> {
    if (res.status === 200 || res.status === 201) return true;
    const body = await res.text();
    if (
      res.status === 503 &&
      res.headers.get('retry-after') &&
      /"error":"database_unavailable"/.test(body) &&
      /base de datos/.test(body)
    ) {
      result.unavailable++;
      return false;
    }
    result.unexpected.push(`${what} ${res.status} ${body.slice(0, 200)}`);
    return false;
  }

  const orders = async (shop: ShopProcess) => {
    while (!stopped) {
      const n = next++;
      try {
        const res = await placeOrder(shop.baseUrl, productId, n);
        if (await judge(res, 'order')) {
          const { order_number } = (await res.json()) as { order_number: number };
          result.acknowledged.set(order_number, unitsOf(n));
          lastOk.get(shop.baseUrl)!.order = performance.now();
        } else await sleep(50);
      } catch (error) {
        result.unexpected.push(`order ${String(error)}`);
        await sleep(50);
      }
    }
  };
  const reads = async (shop: ShopProcess) => {
    for (let n = 0; !stopped; n++) {
      const path =
        n % 3 === 0
          ? `/api/products/${otherId}`
          : n % 3 === 1
            ? '/api/products?page=1&limit=12&sort=price_asc'
            : `/api/products?page=1&limit=12&q=medias`;
      try {
        const res = await fetch(shop.baseUrl + path);
        if (await judge(res, `read ${path}`)) {
          await res.arrayBuffer();
          lastOk.get(shop.baseUrl)!.read = performance.now();
        } else await sleep(50);
      } catch (error) {
        result.unexpected.push(`read ${String(error)}`);
        await sleep(50);
      }
      await sleep(10);
    }
  };
  const running = Promise.all(shops.flatMap((shop) => [orders(shop), orders(shop), reads(shop)]));
  return {
    /** Milliseconds from `since` until every instance has taken an order and answered a read. */
    async servesAgain(since: number): Promise<number> {
      for (;;) {
        const now = performance.now();
        const all = [...lastOk.values()].every((ok) => ok.order > since && ok.read > since);
        if (all)
          return Math.max(...[...lastOk.values()].flatMap((ok) => [ok.order, ok.read])) - since;
        if (now - since > 30_000) return Infinity;
        await sleep(50);
      }
    },
    async stop(): Promise<LoadResult> {
      stopped = true;
      await running;
      return result;
    },
  };
}

/** One unit of `productId` in size 41-42: the order that checks the price charged. */
export function priceCheckOrder(productId: string): string {
  return transferOrderBody([{ id: productId, size: '41-42', quantity: 1 }], {
    payerName: 'Cliente del precio',
    email: 'precio@example.com',
    streetNumber: '1234',
  });
}
