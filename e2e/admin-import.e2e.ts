/** The products' CSV export and import, and every admin table fitting its card. */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, signedInPage } from './support/admin.js';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.js';
import { storedImageUrl } from './support/stored-image.js';

const shop = inject('shopUrl');
const run = Date.now().toString(36);

describe('the products CSV import', () => {
  let browser: Browser;
  /** Screenshots to look at; kept out of the repository. */
  const shots = join(tmpdir(), 'shop-e2e-import');

  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
  });
  afterAll(() => browser.close());

  it('exports the products, changes a price in the file, imports it, and the shop shows the new price', async () => {
    const name = `Camiseta Importada ${run}`;
    const created = await fetch(`${shop}/api/products`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await adminToken()}`,
      },
      body: JSON.stringify({
        productName: name,
        price: 50000,
        brand: 'Nike',
        cat: 'Camisetas',
        sub_cat: 'Retro',
        description: 'Camiseta para la prueba de importación.',
        color: 'Celeste',
        tags: [],
        dimensions: { weight: 300, height: 5, width: 30, length: 40 },
        variants: [
          {
            id: 1,
            variant: 'Celeste',
            imgUrl: [await storedImageUrl(shop)],
            sizes: [
              { size: 'M', stock: 3 },
              { size: 'L', stock: 2 },
            ],
          },
        ],
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const product = (await created.json()) as { id: string; slug: string };

    const { page, context, problems } = await signedInPage(browser);
    await page.goto(`${shop}/producttable`);
    await page.getByRole('heading', { name: 'Productos' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    const exported = await readFile((await download.path())!, 'utf8');
    const lines = exported.split('\r\n');
    // The owner raises the price on the product's rows, as Excel would keep the rest.
    const edited = lines
      .map((line) =>
        line.startsWith(product.id) ? line.replace(',50000.00,', ',61500.00,') : line,
      )
      .join('\r\n');
    expect(edited).not.toBe(exported);

    await page.getByRole('link', { name: 'Importar' }).click();
    await page.waitForURL(`${shop}/importar-productos`);
    await page.getByLabel('Archivo CSV (hasta 5 MB)').setInputFiles({
      name: 'productos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(edited),
    });
    await page.getByRole('button', { name: 'Revisar archivo' }).click();
    const result = page.getByRole('region', { name: 'Resultado de la revisión' });
    await result.getByRole('heading', { name: 'Qué haría la importación' }).waitFor();
    await expect.poll(() => result.getByText('Precio: 50000,00 → 61500,00').count()).toBe(2);
    await page.screenshot({ path: join(shots, 'import-desktop.png'), fullPage: true });
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Importación aplicada: 0 filas creadas y 2 actualizadas.').waitFor();

    await page.goto(`${shop}/producto/${product.slug}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('$61,500.00').first().waitFor();
    expect(await page.getByText('$50,000.00').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits every admin table in its card at 1440 px and 375 px, a long e-mail included (issue 42 item 18)', async () => {
    const token = await adminToken();
    const long = `mariana.fernandez.ventas.${run}@tiendadeportiva-ejemplo.com.ar`;
    const created = await fetch(`${shop}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        username: `mariana.fernandez.${run}`,
        email: long,
        password: 'clave-123456',
        phone: '1155554444',
        country: 'Argentina',
        countryCode: '+54',
      }),
    });
    expect(created.status).toBe(201);
    const user = (await created.json()) as { id: string };
    const pages = [
      '/usertable',
      '/orderstable',
      '/clientes',
      '/producttable',
      '/commissionstable',
      '/discounts',
    ];
    const overflowing: string[] = [];
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await signedInPage(browser, viewport);
      for (const path of pages) {
        await page.goto(`${shop}${path}`);
        await page.locator('table').first().waitFor();
        if (path === '/usertable') {
          await page.getByRole('button', { name: 'Realizar Cambios' }).click();
          await page.getByText(long).waitFor();
        }
        const wide = await page.$$eval('table', (tables) =>
          tables
            .filter(
              (table) => table.parentElement!.scrollWidth > table.parentElement!.clientWidth + 1,
            )
            .map((table) => table.querySelector('caption')?.textContent ?? 'tabla'),
        );
        overflowing.push(...wide.map((name) => `${path} ${viewport.width}px: ${name}`));
      }
      await page.goto(`${shop}/usertable`);
      await page.screenshot({ path: join(shots, `users-${viewport.width}.png`), fullPage: true });
      await context.close();
    }
    expect(overflowing).toEqual([]);
    await fetch(`${shop}/api/user/${user.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  });

  it('shows a bad file’s errors on a phone, applies nothing, axe clean, nothing wider than the screen', async () => {
    const { page, context, problems } = await signedInPage(browser, PHONE);
    await page.goto(`${shop}/importar-productos`);
    const header =
      'ID producto,Nombre,Marca,Categoría,Subcategoría,Color,Talle,Stock,Precio,Precio de lista,Desactivado';
    await page.getByLabel('Archivo CSV (hasta 5 MB)').setInputFiles({
      name: 'nuevos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `\uFEFF${header}\r\n,Short Nuevo,Marca Rara,Indumentaria,Conjunto,Negro,M,-1,0,,No\r\n`,
      ),
    });
    await page.getByRole('button', { name: 'Revisar archivo' }).click();
    await page.getByText('La marca «Marca Rara» no existe en la tienda.').waitFor();
    await page.getByText('El stock no puede ser negativo.').waitFor();
    await page.getByText('El precio debe ser mayor que 0.').waitFor();
    expect(await page.getByRole('button', { name: 'Aplicar' }).count()).toBe(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await page.screenshot({ path: join(shots, 'import-phone.png'), fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(problems).toEqual([]);
    await context.close();
  });
});
