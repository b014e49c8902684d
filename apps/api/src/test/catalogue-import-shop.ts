import { PRODUCT_CSV_HEADERS, type ProductAnswer } from '@shop/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
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

/** The import tests' shop: the fixture catalogue of a pair of boots and a shirt. */
export async function openImportShop(
  kind: DatabaseKind,
): Promise<{ shop: TestShop; boots: ProductAnswer; shirt: ProductAnswer }> {
  const shop = await createTestShop(kind);
  const boots = await shop.services.products.create(
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
  const shirt = await shop.services.products.create(
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
  return { shop, boots, shirt };
}

/** The export, the import's two calls and a product read, as an admin of the shop `shopOf` gives. */
export function importCalls(shopOf: () => TestShop) {
  const exportRows = async (): Promise<Row[]> => {
    const shop = shopOf();
    const res = await shop.app.inject({
      url: '/api/admin/products/export',
      headers: shop.adminHeaders,
    });
    return (parse(res.body, { bom: true }) as Row[]).slice(1);
  };
  const send = (url: string, body: Buffer, contentType = 'text/csv') =>
    shopOf().app.inject({
      method: 'POST',
      url,
      headers: { ...shopOf().adminHeaders, 'content-type': contentType },
      payload: body,
    });
  const preview = (body: Buffer) => send('/api/admin/products/import/preview', body);
  const apply = (body: Buffer, hash = fileHash(body)) =>
    send(`/api/admin/products/import?hash=${hash}`, body);
  const product = async (id: string) =>
    (
      await shopOf().app.inject({ url: `/api/products/${id}`, headers: shopOf().adminHeaders })
    ).json<ProductAnswer>();
  return { exportRows, send, preview, apply, product };
}
