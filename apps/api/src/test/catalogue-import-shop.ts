import { PRODUCT_CSV_HEADERS, type ProductAnswer } from '@shop/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createTestShop, type DatabaseKind, type TestShop } from './harness.js';
import { productBody } from './fixtures.js';
import { fileHash } from '../modules/products/catalogue-import/file.js';

export type Row = string[];
export const COLUMN = Object.fromEntries(
  PRODUCT_CSV_HEADERS.map((name, index) => [name, index]),
) as {
  [K in (typeof PRODUCT_CSV_HEADERS)[number]]: number;
};

/** A CSV as the export writes it (BOM, ',' and CRLF), or as Excel in Spanish saves it (';'). */
export function csvOf(rows: Row[], delimiter = ','): Buffer {
  return Buffer.from(
    '\uFEFF' +
      stringify([[...PRODUCT_CSV_HEADERS], ...rows], { delimiter, record_delimiter: 'windows' }),
  );
}

export const isRow = (row: Row, id: string, size: string) =>
  row[COLUMN['ID producto']] === id && row[COLUMN.Talle] === size;

/*
 * The shop the import tests run on, as live bindings the tests read: set by the hooks
 * `useImportShop` adds to the describe block calling it (one block at a time).
 */
export let shop: TestShop;
/** The exported rows of the fixture catalogue, read again before each test. */
export let exported: Row[];
export let boots: ProductAnswer;
export let shirt: ProductAnswer;

/** Opens the fixture catalogue of a pair of boots and a shirt for the block's tests. */
export function useImportShop(kind: DatabaseKind) {
  beforeAll(async () => {
    shop = await createTestShop(kind);
    boots = await shop.services.products.create(
      productBody({
        productName: 'Botín Predator',
        price: 1000,
        compare_price: null,
        variants: [
          {
            id: 1,
            variant: 'Negro',
            imgUrl: ['/api/images/00000000-0000-4000-8000-000000000001'],
            sizes: [
              { size: '40', stock: 3 },
              { size: '41', stock: 5 },
            ],
          },
        ],
      }) as never,
    );
    shirt = await shop.services.products.create(
      productBody({
        productName: 'Camiseta Titular',
        brand: 'Nike',
        cat: 'Camisetas',
        sub_cat: '24/25',
        price: 2500.5,
        compare_price: 3000,
        variants: [
          {
            id: 1,
            variant: 'Blanco',
            imgUrl: ['/api/images/00000000-0000-4000-8000-000000000002'],
            sizes: [{ size: 'M', stock: 7 }],
          },
        ],
      }) as never,
    );
  });
  afterAll(() => shop.close());
  beforeEach(async () => {
    exported = await exportRows();
  });
}

export const exportRows = async (): Promise<Row[]> => {
  const res = await shop.app.inject({
    url: '/api/admin/products/export',
    headers: shop.adminHeaders,
  });
  return (parse(res.body, { bom: true }) as Row[]).slice(1);
};
const send = (url: string, body: Buffer, contentType = 'text/csv') =>
  shop.app.inject({
    method: 'POST',
    url,
    headers: { ...shop.adminHeaders, 'content-type': contentType },
    payload: body,
  });
export const preview = (body: Buffer) => send('/api/admin/products/import/preview', body);
export const apply = (body: Buffer, hash = fileHash(body)) =>
  send(`/api/admin/products/import?hash=${hash}`, body);
export const product = async (id: string) =>
  (
    await shop.app.inject({ url: `/api/products/${id}`, headers: shop.adminHeaders })
  ).json<ProductAnswer>();
/** Every exported row with `change` applied to the ones it picks. */
export const edited = (change: (row: Row) => Row | undefined): Row[] =>
  exported.map((row) => change([...row]) ?? row);

/** The catalogue as exported is unchanged by a refused file. */
export const expectNothingWritten = async () => expect(await exportRows()).toEqual(exported);
