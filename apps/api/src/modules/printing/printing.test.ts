import { mkdirSync, writeFileSync } from 'node:fs';
import bwipjs from 'bwip-js';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { formatARS, newProductSchema, ORDER_STATUS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import { productBody } from '../../test/fixtures.js';
import { BRANCH, checkoutBody, createOrderShop, type OrderShop } from '../../test/order-shop.js';
import { barcodeModules, pdfPageSizes, pdfPageTexts, renderPdfPage } from '../../test/pdf-pages.js';
import { listedOrder } from '../../test/shop-calls.js';
import { code128Modules } from './barcode.js';
import { winAnsi } from './pdf.js';
import { numbers } from './service.js';

/** Each page's text with line breaks and runs of spaces as one space: wrapping does not matter. */
const pagesOf = (pdf: Buffer) => pdfPageTexts(pdf).map((page) => page.replace(/\s+/g, ' '));

/** Set to a folder to keep a slip and a label drawn as PNG there, to look at them. */
const SHOTS = process.env.PRINT_SHOTS_DIR;

type Order = { id: string; order_number: number; transaction_amount: number };

describe.each(databaseKinds())('packing slips and labels (%s)', (kind) => {
  let shop: OrderShop;
  let boot: string;
  /** Home delivery, 2 boots and a shirt, shipped with a tracking code, a comment. */
  let home: Order;
  /** Branch pickup, one shirt, no tracking code yet. */
  let branch: Order;

  const print = (payload: unknown, headers = shop.adminHeaders) =>
    shop.app.inject({ method: 'POST', url: '/api/admin/orders/print', headers, payload });

  async function place(lines: unknown[], options: Parameters<typeof checkoutBody>[1]) {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: checkoutBody(lines, options),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order_number } = res.json() as { order_number: number };
    return (await listedOrder<Order>(shop, order_number))!;
  }

  beforeAll(async () => {
    shop = await createOrderShop(kind);
    await shop.services.settings.update({
      ...(await shop.services.settings.get()),
      sender: {
        name: 'Deportes Ñandú',
        address: 'Av. Corrientes 1234',
        city: 'Ciudad Autónoma de Buenos Aires',
        province: 'Ciudad Autónoma de Buenos Aires',
        zipCode: 'C1043AAZ',
      },
    });
    const create = (fields: Record<string, unknown>) =>
      shop.services.products.create(newProductSchema.parse(productBody(fields)));
    boot = (
      await create({
        productName: 'Botines Niño Ñandú Pro',
        price: 20000,
        variants: [
          {
            id: 1,
            variant: 'Azul marino',
            imgUrl: ['/api/images/00000000-0000-4000-8000-000000000001'],
            sizes: [{ size: '40', stock: 50, sold: 0 }],
          },
        ],
        dimensions: { weight: 900, height: 12, width: 20, length: 33 },
      })
    ).id;
    const shirt = (
      await create({
        productName: 'Camiseta Selección',
        price: 15000,
        cat: 'Camisetas',
        sub_cat: '24/25',
        variants: [
          {
            id: 1,
            variant: 'Celeste y blanco',
            imgUrl: ['/api/images/00000000-0000-4000-8000-000000000001'],
            sizes: [{ size: 'M', stock: 50, sold: 0 }],
          },
        ],
        dimensions: { weight: 250, height: 3, width: 30, length: 40 },
      })
    ).id;
    await shop.database.db.execute(
      sql`update product_sizes set sku = 'BOT-NAN-40' where product_id = ${boot}`,
    );
    home = await place(
      [
        { id: boot, size: '40', quantity: 2 },
        { id: shirt, size: 'M', quantity: 1 },
      ],
      { payer: { payerName: 'Begoña Núñez', aclaration: 'Timbre 3B, después de las 14' } },
    );
    const shipped = await shop.app.inject({
      method: 'PUT',
      url: `/api/order/${home.id}`,
      headers: shop.adminHeaders,
      payload: { status: ORDER_STATUS.approved, admin_comment: 'Envolver para regalo' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    await shop.database.db.execute(
      sql`update orders set track_id = 'CP123456789AR' where id = ${home.id}`,
    );
    branch = await place([{ id: shirt, size: 'M', quantity: 1 }], {
      rate: BRANCH,
      payer: { payerName: 'José Íñiguez' },
    });
  });
  afterAll(() => shop.close());

  it('prints one A4 slip per order, in the order asked, with everything the parcel needs', async () => {
    const res = await print({ ids: [home.id, branch.id], kind: 'slips' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="remitos-${home.order_number}-y-1-mas.pdf"`,
    );
    const pdf = res.rawPayload;
    expect(pdfPageSizes(pdf)).toEqual([
      { width: 210, height: 297 },
      { width: 210, height: 297 },
    ]);
    const [first, second] = pagesOf(pdf);
    for (const expected of [
      'Deportes Ñandú',
      'Av. Corrientes 1234',
      'REMITO',
      `Pedido #${home.order_number}`,
      'Begoña Núñez',
      'DNI/CUIT: 30123456',
      'juana@example.com',
      'Envío a domicilio · Correo Argentino Clasico',
      'Av. Santa Fe 1234',
      'Piso 3B',
      'CP 1425',
      'Indicaciones: Timbre 3B, después de las 14',
      'Botines Niño Ñandú Pro',
      'Azul marino',
      'BOT-NAN-40',
      'Camiseta Selección',
      'Celeste y blanco',
      '$20,000.00',
      '$40,000.00',
      'Descuento por transferencia',
      'Total',
      formatARS(Math.round(home.transaction_amount * 100)),
      'Transferencia bancaria',
      'Envolver para regalo',
    ]) {
      expect(first, expected).toContain(expected);
    }
    expect(first).toMatch(/Fecha: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(second).toContain(`Pedido #${branch.order_number}`);
    expect(second).toContain('José Íñiguez');
    expect(second).toContain('Retiro en sucursal · Correo Argentino Clasico');
    expect(second).toContain(BRANCH.agencyAddress);
    expect(second).toContain('Código de sucursal: C0123');
    expect(second).not.toContain('Notas');
  });

  it('prints a 10 × 15 cm label with the tracking code as a Code 128 barcode', async () => {
    const res = await print({ ids: [home.id], kind: 'labels' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="etiquetas-${home.order_number}.pdf"`,
    );
    const pdf = res.rawPayload;
    expect(pdfPageSizes(pdf)).toEqual([{ width: 100, height: 150 }]);
    const [label] = pagesOf(pdf);
    for (const expected of [
      'CORREO ARGENTINO · ENVÍO A DOMICILIO',
      'DESTINATARIO',
      'Begoña Núñez',
      'Av. Santa Fe 1234',
      'CP 1425',
      'Tel. 1144445555',
      `#${home.order_number}`,
      // Two boots of 900 g and a shirt of 250 g, stacked: 12 + 12 + 3 cm high.
      '2,05 kg',
      '40 × 30 × 27 cm',
      'CP123456789AR',
      'REMITENTE',
      'Deportes Ñandú',
      'Av. Corrientes 1234',
      'CP C1043AAZ',
    ]) {
      expect(label, expected).toContain(expected);
    }
    // The bars on the page are Code 128 of the tracking code, module for module.
    const [code] = bwipjs.raw('code128', 'CP123456789AR', {}) as { sbs: number[] }[];
    const modules = code!.sbs.reduce((sum, width) => sum + width, 0);
    const page = renderPdfPage(pdf, 0, 4);
    expect(barcodeModules(page, modules)).toEqual(code!.sbs);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      writeFileSync(`${SHOTS}/etiqueta-domicilio.png`, renderPdfPage(pdf, 0, 3).png);
      const slips = await print({ ids: [home.id, branch.id], kind: 'slips' });
      writeFileSync(`${SHOTS}/remito.png`, renderPdfPage(slips.rawPayload, 0, 2).png);
      writeFileSync(`${SHOTS}/remito-sucursal.png`, renderPdfPage(slips.rawPayload, 1, 2).png);
    }
  });

  it('labels a branch pickup with the branch, and says the tracking code is still to come', async () => {
    const res = await print({ ids: [branch.id], kind: 'labels' });
    expect(res.statusCode, res.body).toBe(200);
    const [label] = pagesOf(res.rawPayload);
    expect(label).toContain('CORREO ARGENTINO · RETIRO EN SUCURSAL');
    expect(label).toContain('José Íñiguez');
    expect(label).toContain(BRANCH.agencyAddress);
    expect(label).toContain('Todavía sin código: se asigna al generar el envío en MiCorreo.');
    if (SHOTS)
      writeFileSync(`${SHOTS}/etiqueta-sucursal.png`, renderPdfPage(res.rawPayload, 0, 3).png);
  });

  it('prints a name in another script legibly: accents kept, the rest as ?', async () => {
    await shop.database.db.execute(
      sql`update orders set name = 'Zoë Dvořák 😀 Peña' where id = ${branch.id}`,
    );
    const [label] = pagesOf((await print({ ids: [branch.id], kind: 'labels' })).rawPayload);
    expect(label).toContain('Zoë Dvorák ? Peña');
    await shop.database.db.execute(
      sql`update orders set name = 'José Íñiguez' where id = ${branch.id}`,
    );
  });

  it('prints any selection once per order, in the order asked (property)', async () => {
    const orders = [home, branch];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...orders), { minLength: 1, maxLength: 6 }),
        fc.constantFrom('slips', 'labels'),
        async (chosen, kindOf) => {
          const res = await print({ ids: chosen.map((o) => o.id), kind: kindOf });
          expect(res.statusCode, res.body).toBe(200);
          const once = [...new Set(chosen.map((o) => o.order_number))];
          const numbers = pagesOf(res.rawPayload).map((page) =>
            Number((kindOf === 'slips' ? /Pedido #(\d+)/ : /PEDIDO .*?#(\d+)/).exec(page)?.[1]),
          );
          expect(numbers).toEqual(once);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('refuses a bad request in Spanish, and an order that does not exist with 404', async () => {
    const refused = async (payload: unknown, status: number) => {
      const res = await print(payload);
      expect(res.statusCode, res.body).toBe(status);
      return (res.json() as { message: string }).message;
    };
    expect(await refused({ ids: [], kind: 'slips' }, 400)).toContain(
      'Elegí al menos un pedido para imprimir',
    );
    expect(await refused({ ids: Array(501).fill(home.id), kind: 'slips' }, 400)).toContain(
      'Se pueden imprimir hasta 500 pedidos por vez',
    );
    expect(await refused({ ids: [home.id], kind: 'facturas' }, 400)).toContain(
      'Indicá qué imprimir: remitos (slips) o etiquetas (labels)',
    );
    const gone = '00000000-0000-4000-8000-00000000dead';
    expect(await refused({ ids: [home.id, gone], kind: 'slips' }, 404)).toBe(
      `No existe el pedido ${gone}: puede haberse borrado. Actualizá la lista.`,
    );
    expect(await refused({ ids: ['1001', gone], kind: 'labels' }, 404)).toContain(
      'No existen 2 de los pedidos elegidos (1001, ',
    );
    const signedOut = await print({ ids: [home.id], kind: 'slips' }, {});
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses labels for an order that chose no delivery, naming it; its slip still prints', async () => {
    await shop.database.db.execute(
      sql`update orders set shipping_type = '', shipment = jsonb_set(shipment, '{rate,deliveredType}', '""')
          where id = ${branch.id}`,
    );
    const res = await print({ ids: [home.id, branch.id], kind: 'labels' });
    expect(res.statusCode, res.body).toBe(422);
    expect((res.json() as { message: string }).message).toBe(
      `El pedido #${branch.order_number} no tiene elegido envío a domicilio ni retiro en sucursal: no lleva etiqueta. Elegí la forma de envío en el pedido o quitalo de la selección.`,
    );
    const slip = await print({ ids: [branch.id], kind: 'slips' });
    expect(slip.statusCode, slip.body).toBe(200);
    expect(pagesOf(slip.rawPayload)[0]).toContain('Sin forma de envío elegida');
  });
});

describe('winAnsi: text the PDF fonts can draw', () => {
  const drawable = /^[\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

  it('keeps Spanish as it is', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abcñÑáéíóúüÁÉÍÓÚÜ¿¡ 0123456789.,-#ºª'.split('')) }),
        (text) => {
          expect(winAnsi(text)).toBe(text);
        },
      ),
    );
  });

  it('answers only characters the fonts have, one for each character given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), (text) => {
        const out = winAnsi(text);
        expect(out).toMatch(drawable);
        expect([...out].length).toBeLessThanOrEqual([...text.normalize('NFC')].length);
      }),
    );
  });
});

describe('code128Modules', () => {
  it('encodes any printable ASCII code, bar first, 11 modules a symbol and a 13-module stop', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
          minLength: 1,
          maxLength: 30,
        }),
        (code) => {
          const modules = code128Modules(code)!;
          expect(modules.length % 6).toBe(1);
          const total = modules.reduce((sum, width) => sum + width, 0);
          expect((total - 13) % 11).toBe(0);
        },
      ),
    );
  });

  it('answers null for a code beyond ASCII: the label prints it as text only', () => {
    expect(code128Modules('CÓDIGO-Ñ')).toBeNull();
  });
});

describe('numbers: the orders a message names', () => {
  const orders = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ orderNumber: 1001 + i }));

  it('names up to five, then says how many more', () => {
    expect(numbers(orders(1))).toBe('#1001');
    expect(numbers(orders(2))).toBe('#1001 y #1002');
    expect(numbers(orders(5))).toBe('#1001, #1002, #1003, #1004 y #1005');
    expect(numbers(orders(500))).toBe('#1001, #1002, #1003, #1004, #1005 y 495 más');
  });
});
