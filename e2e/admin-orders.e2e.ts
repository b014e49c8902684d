/** Orders in the back office: the status moves, and the lists' filters, export and import. */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch, signedInPage, unexpected } from './support/admin.js';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.js';
import {
  cabaPayer,
  HOME_DELIVERY,
  linesInStock,
  withTransfersTaken,
  type CatalogueProduct,
} from './support/orders.js';

const shop = inject('shopUrl');
const run = Date.now().toString(36);

describe('the back office on a desktop', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('moves an order Pago Pendiente -> Aprobado -> Enviado, refused without a tracking code', async () => {
    const products = (await (await fetch(`${shop}/api/products`)).json()) as CatalogueProduct[];
    const line = products
      .flatMap((p) =>
        p.variants.flatMap((v) =>
          v.sizes
            .filter((s) => s.stock > 2)
            .map((s) => ({ id: p.id, variant: { id: v.id }, size: s.size })),
        ),
      )
      .at(0);
    expect(line).toBeTruthy();
    const email = `cliente-${run}@example.com`;
    const placed = await withTransfersTaken(() =>
      fetch(`${shop}/api/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          productInfo: [{ ...line, quantity: 1 }],
          payerInfo: cabaPayer('Cliente E2E', email),
          shipment: HOME_DELIVERY,
        }),
      }),
    );
    expect(placed.status).toBe(201);
    const { order_number: orderNumber } = (await placed.json()) as { order_number: number };

    const { page, context, problems } = await signedInPage(browser);
    await page.goto(`${shop}/orderstable`);
    await page.getByLabel('Buscar órdenes').fill(email);
    const row = page.getByRole('row', { name: new RegExp(`#${orderNumber}`) });
    await row.getByText('Pago pendiente').waitFor();
    await row.getByRole('link', { name: 'Ver Detalle' }).click();
    await page.getByRole('heading', { name: `Orden #${orderNumber}` }).waitFor();
    await page.getByRole('heading', { name: '1 producto', exact: true }).waitFor();

    const status = page.getByLabel('Estado de la orden');
    await page.getByRole('button', { name: 'Realizar Cambios' }).click();
    await status.selectOption('Aprobado');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Cambios guardados con éxito').waitFor();
    await page.getByRole('button', { name: 'Realizar Cambios' }).click();
    await status.selectOption('Enviado');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByRole('alert')
      .getByText('Debes ingresar el código de seguimiento asi el cliente puede rastrear su pedido')
      .waitFor();
    await page.getByLabel('Código de seguimiento').fill('CA123456789AR');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('button', { name: 'Realizar Cambios' }).waitFor();
    expect(await status.inputValue()).toBe('Enviado');

    await page.goto(`${shop}/orderstable`);
    await page.getByLabel('Buscar órdenes').fill(email);
    await page
      .getByRole('row', { name: new RegExp(`#${orderNumber}`) })
      .getByText('Enviado')
      .waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe('the lists on a desktop and a phone: orders with filters, products with export and import', () => {
  let browser: Browser;
  /** Screenshots to look at; kept out of the repository. */
  const shots = join(tmpdir(), 'shop-e2e-lists');
  const email = `filtros-${run}@example.com`;
  let orderNumber = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
    // A Mercado Pago order left unpaid today, to find with the filters.
    const line = (await linesInStock()).at(-1);
    const placed = await fetch(`${shop}/api/create-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        productInfo: [{ ...line, quantity: 1 }],
        payerInfo: cabaPayer('Filtro Pérez', email),
        shipment: HOME_DELIVERY,
      }),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const orders = (await (await adminFetch('/api/orders')).json()) as {
      order_number: number;
      email: string;
    }[];
    orderNumber = orders.find((o) => o.email === email)!.order_number;
  });
  afterAll(() => browser.close());

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'orders on %s: date range, status and payment method filters, then Exportar the same orders',
    async (name, viewport) => {
      const { page, context, problems } = await signedInPage(browser, viewport);
      // The shop's day is Argentina's.
      const today = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'America/Argentina/Buenos_Aires',
      }).format(new Date());
      await page.goto(`${shop}/orderstable`);
      await page.getByRole('heading', { name: 'Órdenes' }).waitFor();
      const row = page.getByRole('row', { name: new RegExp(`#${orderNumber}`) });
      await page.getByLabel('Desde').fill(today);
      await page.getByLabel('Hasta').fill(today);
      await page.getByLabel('Medio de pago').selectOption('mercadopago');
      await page.getByLabel('Buscar órdenes').fill(email);
      await row.getByText('Pago pendiente').waitFor();
      await page.getByText('1 orden', { exact: true }).waitFor();
      await page.screenshot({ path: join(shots, `orders-${name}.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('ordenes.csv');
      const csv = await readFile((await download.path())!, 'utf8');
      const [header, ...lines] = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      expect(header?.startsWith('Orden,Fecha,Estado,Cliente,Email')).toBe(true);
      expect(lines.length).toBe(1);
      expect(lines[0]).toContain(`${orderNumber},${today} `);
      expect(lines[0]).toContain(`,Pago pendiente,Filtro Pérez,${email},`);
      expect(lines[0]).toContain(',Mercado Pago,');

      // The other method, another day, or the status unticked: the order is gone.
      await page.getByLabel('Medio de pago').selectOption('transferencia');
      await page.getByText('No se encontraron órdenes con estos filtros.').waitFor();
      await page.getByLabel('Medio de pago').selectOption('');
      await row.waitFor();
      await page
        .getByRole('group', { name: 'Mostrar estados' })
        .getByLabel('Pago pendiente')
        .uncheck();
      await page.getByText('No se encontraron órdenes con estos filtros.').waitFor();
      await page
        .getByRole('group', { name: 'Mostrar estados' })
        .getByLabel('Pago pendiente')
        .check();
      await row.waitFor();
      await page.getByLabel('Desde').fill('2020-01-01');
      await page.getByLabel('Hasta').fill('2020-01-31');
      await page.getByText('No se encontraron órdenes con estos filtros.').waitFor();
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'products on %s: Exportar and Importar, nothing wider than the screen',
    async (name, viewport) => {
      const { page, context, problems } = await signedInPage(browser, viewport);
      await page.goto(`${shop}/producttable`);
      await page.getByRole('heading', { name: 'Productos' }).waitFor();
      await page.getByRole('row').nth(1).waitFor();
      await page.screenshot({ path: join(shots, `products-${name}.png`) });
      await page.screenshot({ path: join(shots, `products-${name}-full.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('productos.csv');
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.startsWith('\uFEFFID producto,Nombre,Marca,Categoría')).toBe(true);

      await page.getByRole('link', { name: 'Importar' }).click();
      await page.waitForURL(`${shop}/importar-productos`);
      await page.getByLabel('Archivo CSV (hasta 5 MB)').waitFor();
      await page.screenshot({ path: join(shots, `import-${name}.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    },
  );
});
