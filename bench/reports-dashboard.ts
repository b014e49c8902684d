/**
 * The admin dashboard call (GET /api/admin/dashboard) on a big shop: 10,000 products with 5
 * sizes each and 50,000 orders over the last 180 days. One client calling in turn, so the
 * figure is the call's own latency. Target: p99 ≤ 100 ms.
 *
 *   npm run build -w @shop/api && npm run bench:dashboard -w @shop/bench            (PGlite)
 *   DATABASE_URL=postgres://… npm run bench:dashboard -w @shop/bench                 (PostgreSQL)
 */
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ORDER_STATUS } from '@shop/domain';
import { openDatabase, serveWithOwner } from './lib/in-process-shop.js';
import { machineLine, writeSection } from './lib/results.js';
import { repoRoot } from './lib/servers.js';

/** Eight orders in turn: five paid (in every paid status), the rest unpaid, cancelled or refused. */
const BENCH_STATUS_MIX = [
  ORDER_STATUS.approved,
  ORDER_STATUS.approved,
  ORDER_STATUS.shipped,
  ORDER_STATUS.delivered,
  ORDER_STATUS.awaitingPayment,
  ORDER_STATUS.cancelled,
  ORDER_STATUS.cardApproved,
  ORDER_STATUS.cardRejected,
];

const PRODUCTS = 10_000;
const ORDERS = 50_000;
const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const databaseUrl = process.env.DATABASE_URL;
const { sql } = await import('drizzle-orm');

// The generated shop is kept in bench/.out (gitignored) and reused while it holds the bench's
// data; on PostgreSQL only the bench's own rows are replaced (use a scratch database).
const dataDir = join(repoRoot, 'bench', '.out', 'dashboard');
mkdirSync(dataDir, { recursive: true });
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
const { db } = database;
const [{ orders: stored }] = (
  (await db.execute(
    sql`select count(*)::int as orders from orders where email like '%@dashboard.bench'`,
  )) as {
    rows: { orders: number }[];
  }
).rows as [{ orders: number }];

if (stored !== ORDERS) {
  await db.execute(sql`delete from orders where email like '%@dashboard.bench'`);
  await db.execute(sql`delete from products where slug like 'bench-dash-%'`);
  await db.execute(sql`
  insert into products (slug, product_name, search_text, price_cents, brand, cat, sub_cat)
  select 'bench-dash-' || n, 'Producto ' || n, 'producto ' || n, 1000000 + (n % 50) * 10000,
         'Marca ' || (n % 12), 'Botines', 'Futbol 11'
  from generate_series(1, ${PRODUCTS}) as n`);
  await db.execute(sql`
  insert into product_variants (product_id, variant_id, position, name)
  select id, 1, 0, 'Único' from products where slug like 'bench-dash-%'`);
  await db.execute(sql`
  insert into product_sizes (product_id, variant_id, size, position, stock)
  select p.id, 1, s::text, s - 38, (hashtext(p.id::text || s) & 1023) % 40
  from products p, generate_series(39, 43) as s
  where p.slug like 'bench-dash-%'`);
  await db.execute(sql`
  with numbered as (
    select id, product_name, row_number() over (order by id) as k from products
    where slug like 'bench-dash-%'
  )
  insert into orders (name, email, status, order_type, payment_method, subtotal_cents,
                      transaction_amount_cents, shipment, items, created_at)
  select 'Cliente ' || n, 'cliente' || n || '@dashboard.bench',
         (array[${sql.join(
           BENCH_STATUS_MIX.map((status) => sql`${status}`),
           sql`, `,
         )}]::text[])[1 + n % 8],
         case when n % 3 = 0 then 'transferencia' else 'mercadopago' end,
         case when n % 3 = 0 then 'transferencia' else 'mercadopago' end,
         (1 + n % 3) * 1000000, (1 + n % 3) * 1000000, '{}'::jsonb,
         jsonb_build_array(jsonb_build_object('lineId', '1', 'id', p.id, 'name', p.product_name,
                                              'size', '40', 'quantity', 1 + n % 3, 'price', 10000)),
         now() - (n % 180) * interval '1 day' - (n % 1440) * interval '1 minute'
  from generate_series(1, ${ORDERS}) as n
  join numbered p on p.k = 1 + (n * 7919) % ${PRODUCTS}`);
  await db.execute(sql`analyze`);
}

const { address, token, close } = await serveWithOwner(database, 'dashboard');

async function call(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${address}/api/admin/dashboard`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`dashboard answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
  return performance.now() - started;
}

try {
  for (let i = 0; i < 20; i++) await call();
  const timings: number[] = [];
  for (let i = 0; i < CALLS; i++) timings.push(await call());
  timings.sort((a, b) => a - b);
  const at = (q: number) =>
    timings[Math.min(timings.length - 1, Math.ceil(q * timings.length) - 1)]!;
  const [p50, p99, max] = [at(0.5), at(0.99), timings[timings.length - 1]!].map((ms) =>
    ms.toFixed(1),
  );
  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)';
  const met = Number(p99) <= 100 ? 'meets the target' : 'MISSES the target';
  console.log(`${kind}: p50 ${p50} ms, p99 ${p99} ms, max ${max} ms`);
  writeSection(
    `dashboard-${databaseUrl ? 'postgres' : 'pglite'}`,
    `## Admin dashboard — ${kind}

Command: \`${databaseUrl ? 'DATABASE_URL=… ' : ''}npm run bench:dashboard -w @shop/bench\` (after \`npm run build -w @shop/api\`)
Date: ${new Date().toISOString().slice(0, 10)} · Machine: ${machineLine()}
Data: ${PRODUCTS} products × 5 sizes, ${ORDERS} orders over 180 days · one client, ${CALLS} calls in turn after 20 warm-up calls, over HTTP on 127.0.0.1 (client and server in one process). Measured while other work shared the machine's 2 cores (load average ${loadavg()[0]!.toFixed(1)} at the end of the run), so figures vary between runs.

| call | p50 ms | p99 ms | max ms |
|---|---|---|---|
| \`GET /api/admin/dashboard\` | ${p50} | ${p99} | ${max} |

Target: p99 ≤ 100 ms — ${met}.`,
  );
} finally {
  await close();
  await database.close();
}
