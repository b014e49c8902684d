/**
 * Stock history (issue 45): after any sequence of orders, cancellations, refunds, imports,
 * adjustments, receipts and product edits, each size's movements add up to its stock, every
 * change is one movement with its reason, and each movement's "stock after" is the running sum.
 */
import fc from 'fast-check';
import {
  ORDER_STATUS,
  PRODUCT_CSV_HEADERS,
  type ProductAnswer,
  type StockHistoryAnswer,
  type StockReason,
} from '@shop/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.js';
import { databaseKinds } from '../../test/harness.js';
import {
  addProduct,
  checkoutBody,
  createOrderShop,
  type OrderShop,
} from '../../test/order-shop.js';
import { fileHash } from './catalogue-import/file.js';

const SIZES = ['40', '41'] as const;
type Size = (typeof SIZES)[number];

type Action =
  | { kind: 'order'; size: Size; quantity: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'refund'; pick: number }
  | { kind: 'import'; size: Size; stock: number }
  | { kind: 'adjust'; size: Size; delta: number }
  | { kind: 'receipt'; quantities: [number, number] }
  | { kind: 'edit'; size: Size; stock: number };

const size = fc.constantFrom(...SIZES);
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('order'), size, quantity: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('cancel'), pick: fc.nat() }),
  fc.record({ kind: fc.constant('refund'), pick: fc.nat() }),
  fc.record({ kind: fc.constant('import'), size, stock: fc.integer({ min: 0, max: 12 }) }),
  fc.record({ kind: fc.constant('adjust'), size, delta: fc.integer({ min: -6, max: 6 }) }),
  fc.record({
    kind: fc.constant('receipt'),
    quantities: fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 })),
  }),
  fc.record({ kind: fc.constant('edit'), size, stock: fc.integer({ min: 0, max: 12 }) }),
) as fc.Arbitrary<Action>;

describe.each(databaseKinds())('stock history on %s', (kind) => {
  let shop: OrderShop;
  beforeAll(async () => {
    shop = await createOrderShop(kind, {}, { ordersPerMinutePerClient: 100_000 });
  });
  afterAll(() => shop.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: shop.adminHeaders, ...(payload ? { payload } : {}) });

  async function history(id: string, s: string): Promise<StockHistoryAnswer> {
    const res = await call('GET', `/api/admin/products/${id}/stock/history?variantId=1&size=${s}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** The catalogue's export with one size's stock changed, applied as an import. */
  async function importStock(id: string, s: string, stock: number) {
    const exported = await call('GET', '/api/admin/products/export');
    const rows = (parse(exported.body, { bom: true }) as string[][]).slice(1);
    const idAt = PRODUCT_CSV_HEADERS.indexOf('ID producto');
    const sizeAt = PRODUCT_CSV_HEADERS.indexOf('Talle');
    const stockAt = PRODUCT_CSV_HEADERS.indexOf('Stock');
    const mine = rows.filter((row) => row[idAt] === id);
    for (const row of mine) if (row[sizeAt] === s) row[stockAt] = String(stock);
    const file = Buffer.from('\uFEFF' + stringify([[...PRODUCT_CSV_HEADERS], ...mine]));
    const res = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/products/import?hash=${fileHash(file)}`,
      headers: { ...shop.adminHeaders, 'content-type': 'text/csv' },
      payload: file,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('adds up to the stock after random sequences, each change named by its reason', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 9 }), async (actions) => {
        run += 1;
        const id = await addProduct(shop, {
          productName: `Botín Historia ${kind} ${run}`,
          price: 10000,
          cat: 'Botines',
          sub_cat: 'Futbol 11',
          sizes: { '40': 6, '41': 3 },
        });
        const stock: Record<Size, number> = { '40': 6, '41': 3 };
        const reasons: Record<Size, StockReason[]> = { '40': ['initial'], '41': ['initial'] };
        const move = (s: Size, to: number, reason: StockReason) => {
          if (to !== stock[s]) reasons[s].push(reason);
          stock[s] = to;
        };
        const open: { id: string; size: Size; quantity: number }[] = [];

        for (const step of actions) {
          if (step.kind === 'order') {
            const res = await shop.app.inject({
              method: 'POST',
              url: '/api/order',
              payload: checkoutBody([
                { id, size: step.size, quantity: step.quantity, variant: { id: 1 } },
              ]),
            });
            if (stock[step.size] < step.quantity) {
              expect(res.statusCode, res.body).toBe(409);
              continue;
            }
            expect(res.statusCode, res.body).toBeLessThan(300);
            const [row] = await queryRows<{ id: string }>(
              shop.database.db,
              sql`select id from orders order by order_number desc limit 1`,
            );
            open.push({ id: row!.id, size: step.size, quantity: step.quantity });
            move(step.size, stock[step.size] - step.quantity, 'order');
          } else if (step.kind === 'cancel' || step.kind === 'refund') {
            if (open.length === 0) continue;
            const [order] = open.splice(step.pick % open.length, 1);
            if (step.kind === 'cancel') {
              const res = await call('PUT', `/api/order/${order!.id}`, {
                status: ORDER_STATUS.cancelled,
              });
              expect(res.statusCode, res.body).toBe(200);
            } else {
              const paid = await call('PUT', `/api/order/${order!.id}`, {
                status: ORDER_STATUS.approved,
              });
              expect(paid.statusCode, paid.body).toBe(200);
              const res = await call('POST', `/api/order/${order!.id}/refunds`, {});
              expect(res.statusCode, res.body).toBe(200);
            }
            move(
              order!.size,
              stock[order!.size] + order!.quantity,
              step.kind === 'cancel' ? 'cancellation' : 'refund',
            );
          } else if (step.kind === 'import') {
            await importStock(id, step.size, step.stock);
            move(step.size, step.stock, 'import');
          } else if (step.kind === 'adjust') {
            if (step.delta === 0) continue;
            const res = await call('POST', `/api/admin/products/${id}/stock/adjust`, {
              variantId: 1,
              size: step.size,
              delta: step.delta,
              note: 'conteo',
            });
            if (stock[step.size] + step.delta < 0) {
              expect(res.statusCode).toBe(409);
              expect(res.json().message).toBe(
                `El stock de Botín Historia ${kind} ${run} (talle ${step.size}) no puede quedar por debajo de 0: hay ${stock[step.size]}.`,
              );
              continue;
            }
            expect(res.statusCode, res.body).toBe(200);
            move(step.size, stock[step.size] + step.delta, 'adjustment');
          } else if (step.kind === 'receipt') {
            const lines = SIZES.map((s, i) => ({
              variantId: 1,
              size: s,
              quantity: step.quantities[i]!,
            })).filter((line) => line.quantity > 0);
            if (lines.length === 0) continue;
            const res = await call('POST', `/api/admin/products/${id}/stock/receipts`, {
              lines,
              note: 'remito 12',
            });
            expect(res.statusCode, res.body).toBe(200);
            for (const line of lines) {
              move(line.size as Size, stock[line.size as Size] + line.quantity, 'receipt');
            }
          } else {
            const loaded = (await call('GET', `/api/products/${id}`)).json<ProductAnswer>();
            const variants = loaded.variants.map((v) => ({
              ...v,
              sizes: v.sizes.map((s) => ({
                ...s,
                stock: s.size === step.size ? step.stock : s.stock,
                stockRead: s.stock,
              })),
            }));
            const res = await call('PUT', `/api/products/${id}`, {
              variants,
              version: loaded.version,
            });
            expect(res.statusCode, res.body).toBe(200);
            move(step.size, step.stock, 'edit');
          }
        }

        for (const s of SIZES) {
          const answer = await history(id, s);
          const oldestFirst = [...answer.movements].reverse();
          expect(answer.stock).toBe(stock[s]);
          expect(oldestFirst.reduce((sum, m) => sum + m.delta, 0)).toBe(stock[s]);
          let running = 0;
          for (const m of oldestFirst) {
            running += m.delta;
            expect(m.stockAfter).toBe(running);
          }
          expect(oldestFirst.map((m) => m.reason)).toEqual(reasons[s]);
        }
      }),
      {
        numRuns: kind === 'pglite' ? 12 : 8,
        // Every kind of movement at least once, and a refused order and adjustment.
        examples: [
          [
            [
              { kind: 'order', size: '40', quantity: 2 },
              { kind: 'order', size: '41', quantity: 1 },
              { kind: 'refund', pick: 0 },
              { kind: 'cancel', pick: 0 },
              { kind: 'import', size: '41', stock: 9 },
              { kind: 'adjust', size: '40', delta: -7 },
              { kind: 'adjust', size: '40', delta: -2 },
              { kind: 'receipt', quantities: [2, 1] },
              { kind: 'edit', size: '41', stock: 4 },
              { kind: 'order', size: '41', quantity: 5 },
            ],
          ],
        ],
      },
    );
  }, 240_000);
});
