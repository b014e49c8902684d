import type { CatalogueImportAnswer } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.js';
import { databaseKinds } from '../../../test/harness.js';
import { fileHash } from './file.js';
import { IMPORT_FAILED } from './service.js';
import {
  COLUMN,
  apply,
  boots,
  csvOf,
  edited,
  expectNothingWritten,
  exported,
  isRow,
  preview,
  product,
  shirt,
  shop,
  useImportShop,
  type Row,
} from '../../../test/catalogue-import-shop.js';

describe.each(databaseKinds())('products CSV import, refused files, on %s', (kind) => {
  useImportShop(kind);

  /** A file with one bad row among good changes: the row's Spanish error, and nothing written. */
  async function expectRowError(change: (row: Row) => Row | undefined, error: string) {
    const rows = edited((row) => {
      if (isRow(row, shirt.id, 'M')) row[COLUMN.Stock] = '1';
      return change(row);
    });
    const file = csvOf(rows);
    const dry = await preview(file);
    expect(dry.statusCode).toBe(200);
    const answer = dry.json<CatalogueImportAnswer>();
    expect(answer.counts.errors).toBe(1);
    expect(answer.rows.find((r) => r.action === 'error')?.errors).toContain(error);
    const res = await apply(file);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'import_invalid',
      message:
        'El archivo tiene errores: no se aplicó ningún cambio. Revisalo para ver qué corregir.',
    });
    await expectNothingWritten();
  }

  const onBoot40 = (column: keyof typeof COLUMN, value: string) => (row: Row) => {
    if (isRow(row, boots.id, '40')) row[COLUMN[column]] = value;
    return row;
  };

  it('refuses a negative stock', () =>
    expectRowError(onBoot40('Stock', '-2'), 'El stock no puede ser negativo.'));

  it('refuses a fractional stock', () =>
    expectRowError(onBoot40('Stock', '2.5'), 'El stock debe ser un número entero, sin decimales.'));

  it('refuses an unknown category', () =>
    expectRowError(
      onBoot40('Categoría', 'Raquetas'),
      'La categoría «Raquetas» no existe. Usá una de: Botines, Camisetas, Accesorios, Indumentaria, Zapatillas, Medias.',
    ));

  it('refuses an unknown brand', () =>
    expectRowError(onBoot40('Marca', 'Adiddas'), 'La marca «Adiddas» no existe en la tienda.'));

  it('refuses a price of 0', () =>
    expectRowError(onBoot40('Precio', '0'), 'El precio debe ser mayor que 0.'));

  it('refuses a product whose rows disagree on its price', () => {
    const price = exported.find((row) => isRow(row, boots.id, '41'))![COLUMN.Precio]!;
    return expectRowError(
      onBoot40('Precio', '999.00'),
      `Los datos del producto no coinciden con los de la fila 2 (Precio: 999,00 → ${price.replace('.', ',')}); deben ser iguales en todas sus filas.`,
    );
  });

  it('refuses an unknown product id', () =>
    expectRowError(
      onBoot40('ID producto', '00000000-0000-4000-8000-00000000abcd'),
      'No existe un producto con el ID 00000000-0000-4000-8000-00000000abcd.',
    ));

  it('refuses duplicate rows', async () => {
    const duplicate = exported.find((row) => isRow(row, boots.id, '41'))!;
    const file = csvOf([...exported, [...duplicate]]);
    const answer = (await preview(file)).json<CatalogueImportAnswer>();
    const rowOf41 = exported.findIndex((row) => isRow(row, boots.id, '41')) + 2;
    expect(answer.rows.at(-1)).toMatchObject({
      row: exported.length + 2,
      action: 'error',
      errors: [`Fila repetida: el mismo producto, color y talle ya está en la fila ${rowOf41}.`],
    });
    expect((await apply(file)).statusCode).toBe(422);
    await expectNothingWritten();
  });

  it('refuses a file whose columns are not the export’s', async () => {
    const file = Buffer.from('Nombre,Precio,Cantidad\r\nBotín,100,2\r\n');
    for (const res of [await preview(file), await apply(file)]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: 'invalid_file',
        message:
          'Las columnas no son las de la exportación de productos. Faltan: ID producto, Marca, Categoría, Subcategoría, Color, Talle, Stock, Precio de lista, Desactivado. Sobran: Cantidad. Exportá el catálogo y editá ese archivo.',
      });
    }
    await expectNothingWritten();
  });

  it('refuses a file in UTF-16 and an Excel workbook', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(csvOf(exported).toString('utf8').slice(1), 'utf16le'),
    ]);
    const res = await apply(utf16);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'invalid_file',
      message:
        'El archivo no es un texto en UTF-8 (parece UTF-16 o binario). Guardalo desde Excel como «CSV UTF-8 (delimitado por comas)».',
    });
    const workbook = Buffer.from('PK\u0003\u0004 a zip of sheets');
    expect((await preview(workbook)).json().message).toBe(
      'El archivo es una planilla de Excel, no un CSV. Guardalo desde Excel como «CSV UTF-8 (delimitado por comas)».',
    );
    await expectNothingWritten();
  });

  it('refuses an empty file and one with only the header', async () => {
    expect((await preview(Buffer.from(''))).json().message).toBe('El archivo está vacío.');
    expect((await preview(csvOf([]))).json().message).toBe(
      'El archivo no tiene filas de productos.',
    );
  });

  it('refuses a file over 5 MB with 413, in Spanish', async () => {
    const filler = exported[0]!.map((cell, index) =>
      index === COLUMN.Nombre ? 'x'.repeat(2000) : cell,
    );
    const file = csvOf(Array.from({ length: 2700 }, () => filler));
    expect(file.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await apply(file);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'file_too_large',
      message: 'El archivo supera los 5 MB. Dividilo en partes más chicas.',
    });
    await expectNothingWritten();
  });

  it('applies only the file that was checked', async () => {
    const checked = csvOf(edited(onBoot40('Stock', '9')));
    const other = csvOf(edited(onBoot40('Stock', '90')));
    const res = await apply(other, fileHash(checked));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'import_changed',
      message: 'El archivo no es el mismo que revisaste. Volvé a revisarlo antes de aplicar.',
    });
    await expectNothingWritten();
  });

  it('takes back every write when one fails partway through Aplicar', async () => {
    const db = shop.database.db;
    /** Every product, colour and size row as stored, to compare before and after. */
    const tables = async () => ({
      products: await queryRows(
        db,
        sql`select id, product_name, brand, cat, sub_cat, price_cents, compare_price_cents, disabled
            from products order by id`,
      ),
      variants: await queryRows(
        db,
        sql`select product_id, variant_id, name from product_variants order by product_id, variant_id`,
      ),
      sizes: await queryRows(
        db,
        sql`select product_id, variant_id, size, stock, sold from product_sizes
            order by product_id, variant_id, size`,
      ),
    });
    const file = csvOf([
      ...edited((row) => {
        if (row[COLUMN['ID producto']] === boots.id) row[COLUMN.Precio] = '1333.00';
        if (isRow(row, shirt.id, 'M')) row[COLUMN.Stock] = '11';
        return row;
      }),
      ['', 'Medias Que Fallan', 'Adidas', 'Medias', 'Largas', 'Rojo', 'M', '3', '450', '', 'No'],
    ]);
    const plan = (await preview(file)).json<CatalogueImportAnswer>();
    expect(plan.counts).toMatchObject({ create: 1, update: 3, errors: 0 });
    const before = await tables();

    // The database refuses the new product's sizes, the import's last statement; it raises only
    // once the boots' new price, the shirt's new stock and the new product's row were written in
    // the same transaction, so the failure comes after those writes.
    await db.execute(
      sql.raw(`create function refuse_import_for_test() returns trigger
        language plpgsql as $$
        begin
          if exists (select 1 from products where id = new.product_id
                       and product_name = 'Medias Que Fallan')
             and exists (select 1 from products where id = '${boots.id}' and price_cents = 133300)
             and exists (select 1 from product_sizes where product_id = '${shirt.id}'
                           and size = 'M' and stock = 11) then
            raise exception 'prueba: el talle no se puede guardar';
          end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_import_for_test before insert on product_sizes
        for each row execute function refuse_import_for_test()`),
    );
    try {
      const res = await apply(file, plan.fileHash);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'import_failed', message: IMPORT_FAILED });
    } finally {
      await db.execute(sql.raw('drop trigger refuse_import_for_test on product_sizes'));
      await db.execute(sql.raw('drop function refuse_import_for_test()'));
    }

    expect(await tables()).toEqual(before);
    expect((await product(boots.id)).price).not.toBe(1333);
    expect(
      (await product(shirt.id)).variants[0]!.sizes.find((s) => s.size === 'M')?.stock,
    ).not.toBe(11);
    await expectNothingWritten();
    // The same file applies once the database takes it: the refusal was the database's alone.
    const again = await apply(file, plan.fileHash);
    expect(again.statusCode).toBe(200);
    expect((await product(boots.id)).price).toBe(1333);
  });

  it('is for admins only', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/products/import/preview',
      headers: { 'content-type': 'text/csv' },
      payload: csvOf(exported),
    });
    expect(res.statusCode).toBe(401);
  });
});
