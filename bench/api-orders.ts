/**
 * Order creation under load: POST /api/order (transfer checkout: priced, then stock, order
 * number, event and e-mails placed in one statement) beside a bare Fastify route, same
 * machine, same run. Writes the figures to bench/RESULTS.md.
 *
 *   npm run build -w @shop/api && npm run bench:orders -w @shop/bench            (PGlite)
 *   DATABASE_URL=postgres://… npm run bench:orders -w @shop/bench                 (PostgreSQL)
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { measure, measurePosts, type LoadFigures } from './lib/load.js';
import { machineLine, writeSection } from './lib/results.js';
import {
  acceptTransfers,
  BENCH_PAYER,
  branchPickup,
  HOME_DELIVERY,
  pickupBranch,
} from './lib/shop-orders.js';
import {
  builtShop,
  freePort,
  repoRoot,
  startHello,
  startNode,
  stop,
  waitForHttp,
} from './lib/servers.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Orders spread over this many products × 7 sizes, so they do not all wait on one stock row. */
const PRODUCTS = 40;
const SIZES = ['39', '40', '41', '42', '43', '44', '45'];
const databaseUrl = process.env.DATABASE_URL;
/** PGLITE_FSYNC=off (passed on to the shop): PGlite's own unsynced commits, for comparison. */
const unsynced = !databaseUrl && process.env.PGLITE_FSYNC === 'off';

/** fsync and synchronous_commit of the server measured: they change what a commit costs. */
async function durabilitySettings(url: string): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const fsync = (await client.query<{ fsync: string }>('show fsync')).rows[0]?.fsync;
    const sync = (await client.query<{ synchronous_commit: string }>('show synchronous_commit'))
      .rows[0]?.synchronous_commit;
    return `fsync ${fsync}, synchronous_commit ${sync}`;
  } finally {
    await client.end();
  }
}
const dataDir = join(repoRoot, 'bench', '.out', 'orders');
const apiMain = builtShop();

// A fresh embedded database each run; on PostgreSQL the bench's products are simply added.
if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const env: Record<string, string> = {
  // The load generator is one client placing every order: lift the per-client limit.
  ORDERS_PER_MINUTE_PER_CLIENT: '100000000',
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: 'false',
  ADMIN_USERNAME: 'bench',
  ADMIN_PASSWORD: 'bench-password',
};
if (databaseUrl) env.DATABASE_URL = databaseUrl;

const shopPort = await freePort();
const helloPort = await freePort();
const shopUrl = `http://127.0.0.1:${shopPort}`;
const shop = startNode(apiMain, [], { ...env, PORT: String(shopPort), HOST: '127.0.0.1' });
const hello = startHello(helloPort);

async function call(path: string, body: unknown, token?: string): Promise<unknown> {
  const res = await fetch(shopUrl + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Boots of every size with far more stock than a run can sell. */
async function createCatalogue(token: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const product = (await call(
      '/api/products',
      {
        productName: `Botín de carga ${i} ${Date.now()}`,
        price: (4_500_000 + i * 123_456) / 100,
        brand: 'Nike',
        cat: 'Botines',
        sub_cat: 'Futbol 11',
        color: 'Negro',
        variants: [
          {
            id: 1,
            variant: 'Negro',
            imgUrl: ['/api/images/00000000-0000-4000-8000-000000000001'],
            sizes: SIZES.map((size) => ({ size, stock: 1_000_000, sold: 0 })),
          },
        ],
        dimensions: { weight: 900, height: 12, width: 20, length: 32 },
      },
      token,
    )) as { id: string };
    ids.push(product.id);
  }
  return ids;
}

function orderBody(
  productId: string,
  size: string,
  quantity: number,
  home: boolean,
  branch: string,
) {
  return {
    productInfo: [{ id: productId, size, quantity, variant: { id: 1 } }],
    payerInfo: BENCH_PAYER,
    shipment: { rate: home ? HOME_DELIVERY : branchPickup(branch) },
  };
}

try {
  await waitForHttp(`${shopUrl}/api/health`);
  await waitForHttp(`http://127.0.0.1:${helloPort}/hello`);
  const { token } = (await call('/api/login', {
    username: 'bench',
    password: 'bench-password',
  })) as { token: string };
  const ids = await createCatalogue(token);
  await acceptTransfers(shopUrl, token);
  const branch = await pickupBranch(shopUrl);
  const bodies = Array.from({ length: 5000 }, (_, i) =>
    orderBody(
      ids[i % ids.length] as string,
      SIZES[Math.floor(i / ids.length) % SIZES.length] as string,
      1 + (i % 2),
      i % 3 !== 0,
      branch,
    ),
  );
  const sample = (await call('/api/order', bodies[0])) as {
    order_number: number;
    transaction_amount: number;
  };
  console.log(`sample order #${sample.order_number}: $${sample.transaction_amount}`);

  const bare = await measure(`http://127.0.0.1:${helloPort}/hello`, CONNECTIONS, SECONDS);
  const orders = await measurePosts(`${shopUrl}/api/order`, CONNECTIONS, SECONDS, bodies);
  // As our checkout page sends it: a new Idempotency-Key per order.
  const keyed = await measurePosts(`${shopUrl}/api/order`, CONNECTIONS, SECONDS, bodies, () => ({
    'idempotency-key': randomUUID(),
  }));

  const row = (name: string, f: LoadFigures) =>
    `| ${name} | ${f.requestsPerSecond.toFixed(0)} | ${((f.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)}% | ${f.p50} | ${f.p99} | ${f.errors + f.non2xx} |`;
  const failed = orders.errors + orders.non2xx + keyed.errors + keyed.non2xx;
  // Both ways a shop's orders come: SPEC's clients without a key, our checkout page with one.
  const meets = Math.min(orders.requestsPerSecond, keyed.requestsPerSecond) >= 300 && failed === 0;
  const database = databaseUrl
    ? `PostgreSQL (${await durabilitySettings(databaseUrl)})`
    : `PGlite (embedded, ${unsynced ? 'PGLITE_FSYNC=off: commits not synced' : 'each commit synced to disk'})`;
  const target = databaseUrl
    ? `Target on PostgreSQL: ≥ 300 orders/s on both rows with no errors — ${meets ? 'meets the target' : 'MISSES the target'} (${orders.requestsPerSecond.toFixed(0)} and ${keyed.requestsPerSecond.toFixed(0)} orders/s, ${failed} errors).`
    : `No target on the embedded database (single-threaded WebAssembly in the server's own thread; production with many orders should use PostgreSQL). Errors: ${failed}.`;
  writeSection(
    `api-orders-${databaseUrl ? 'postgres' : unsynced ? 'pglite-unsynced' : 'pglite'}`,
    `## API order creation — ${database}

Command: \`${databaseUrl ? 'DATABASE_URL=… ' : unsynced ? 'PGLITE_FSYNC=off ' : ''}npm run bench:orders -w @shop/bench\` (after \`npm run build -w @shop/api\`)
Date: ${new Date().toISOString().slice(0, 10)} · Machine: ${machineLine()}
Each request is a shopper's transfer checkout (\`POST /api/order\`, 1 or 2 units of one of ${PRODUCTS * SIZES.length} product sizes, home delivery or branch pickup): the server prices it from the catalogue memory (decision 0021: the product is read from the database only when the memory lacks it), quotes shipping (carrier simulator, quotes cached), then places the order in one statement (decision 0022): the stock taken with a conditional update, the order numbered from the sequence, its first event and its e-mail jobs. The second row sends each order with an \`Idempotency-Key\` of its own, as the checkout page does: the placing statement refuses a key whose order exists, and the key is read only when a submit fails. ${CONNECTIONS} connections · a 5 s warm-up then the median of 3 runs of ${SECONDS} s; servers and load generator share the machine.

| route | req/s | vs bare | p50 ms | p99 ms | errors |
|---|---|---|---|---|---|
| bare Fastify \`GET /hello\` | ${bare.requestsPerSecond.toFixed(0)} | 100% | ${bare.p50} | ${bare.p99} | ${bare.errors + bare.non2xx} |
${row('`POST /api/order` (orders/s)', orders)}
${row('`POST /api/order` with an `Idempotency-Key` (orders/s)', keyed)}

${target}`,
  );
  console.log(
    `orders ${orders.requestsPerSecond.toFixed(0)}/s, p99 ${orders.p99} ms, errors ${orders.errors + orders.non2xx}; with a key ${keyed.requestsPerSecond.toFixed(0)}/s, errors ${keyed.errors + keyed.non2xx}`,
  );
} finally {
  await stop(shop);
  await stop(hello);
}
