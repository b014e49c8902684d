import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { adminApi as api } from './support/admin.js';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';

const shop = inject('shopUrl');

interface Promotion {
  id: string;
  slug: string;
  title: string;
  type: string;
}

interface Product {
  id: string;
  slug: string;
  productName: string;
  variants: { id: number; variant: string; imgUrl: string[] }[];
}

async function promotionOfType(type: string): Promise<Promotion> {
  const { promotion } = await api<{ promotion: Promotion[] }>('GET', '/api/promotion');
  const found = promotion.find((p) => p.type === type);
  if (!found) throw new Error(`the demo shop has no ${type} promotion`);
  return found;
}

/** Types in a promotion search and picks the result whose name matches. */
async function pick(page: Page, search: string, text: string, name: string | RegExp) {
  await page.getByRole('searchbox', { name: search }).fill(text);
  await page
    .getByRole('list', { name: `Resultados: ${search}` })
    .getByRole('button', { name })
    .first()
    .click();
}

/** Picks the first size offered for every selected product. */
async function chooseSizes(page: Page) {
  for (const group of await page.getByRole('group', { name: /^Talle de / }).all()) {
    await group.getByRole('button').first().click();
  }
}

const alertOf = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });
const notice = (page: Page, text: string) =>
  page.getByRole('status', { name: 'Notificaciones' }).getByText(text, { exact: true });

let browser: Browser;
const created: { products: string[]; promotions: string[] } = { products: [], promotions: [] };

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  // Leave the demo shop as the other journeys expect it.
  for (const id of created.products) await api('DELETE', `/api/product/${id}`);
  for (const id of created.promotions) await api('DELETE', `/api/promotion/${id}`);
});

describe('a shopper composing promotions', () => {
  it('builds a 2x1 with the limit and size alerts; the cart shows it and keeps it on reload', async () => {
    const promotion = await promotionOfType('2x1');
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${shop}/promocion/${promotion.slug}`);
    await page.getByRole('heading', { level: 1, name: promotion.title }).waitFor();

    const search = 'Buscar productos promocionales';
    await pick(page, search, 'largas', 'Medias Puma teamLIGA Largas');
    await pick(page, search, 'milano', 'Medias Adidas Milano 23');
    await pick(page, search, 'medias', /Medias/);
    await alertOf(page)
      .getByText('Solo puedes agregar un máximo de 2 productos para esta promoción.')
      .waitFor();

    await page.getByRole('button', { name: 'Agregar al Carrito' }).click();
    await alertOf(page)
      .getByText('Todos los productos seleccionados deben tener un talle.')
      .waitFor();

    await chooseSizes(page);
    await page.getByRole('button', { name: 'Agregar al Carrito' }).click();
    await notice(page, 'Añadiste al carrito un producto').waitFor();

    await page.goto(`${shop}/carrito`);
    const bundle = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: promotion.title }),
    });
    await bundle.waitFor();
    await expect(bundle.textContent()).resolves.toMatch(/Medias Adidas Milano 23.*\$14,999\.00/);
    await expect(bundle.textContent()).resolves.toMatch(/Medias Puma teamLIGA Largas.*Gratis/);
    await bundle.getByText('Ahorrás $12,999.00').waitFor();
    const summary = page.getByRole('complementary', { name: 'Resumen Del Pedido' });
    await expect(summary.textContent()).resolves.toContain('Total$14,999.00');

    await page.reload();
    await bundle.getByText('Ahorrás $12,999.00').waitFor();
    await page.getByRole('link', { name: 'Carrito, 2 productos' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('builds a 3x2, and a Regalo with its gift-twice alert; both bundles reach the cart', async () => {
    const threeForTwo = await promotionOfType('3x2');
    const regalo = await promotionOfType('Regalo');
    const { page, context, problems } = await openPage(browser);

    await page.goto(`${shop}/promocion/${threeForTwo.slug}`);
    await page.getByRole('button', { name: 'Agregar al Carrito' }).click();
    await alertOf(page)
      .getByText('Para esta promoción (3x2), debes seleccionar exactamente 3 productos.')
      .waitFor();
    for (let i = 0; i < 3; i += 1) {
      await pick(page, 'Buscar productos promocionales', 'camiseta', /Camiseta/);
    }
    await chooseSizes(page);
    await page.getByRole('button', { name: 'Agregar al Carrito' }).click();
    await notice(page, 'Añadiste al carrito un producto').waitFor();

    await page.goto(`${shop}/promocion/${regalo.slug}`);
    await page.getByRole('searchbox', { name: 'Buscar productos de regalo' }).waitFor();
    await pick(page, 'Buscar productos promocionales', 'botines', /Botines/);
    await pick(page, 'Buscar productos de regalo', 'largas', 'Medias Puma teamLIGA Largas');
    await pick(page, 'Buscar productos de regalo', 'milano', 'Medias Adidas Milano 23');
    await alertOf(page).getByText('Solo puedes agregar un producto de regalo.').waitFor();
    await chooseSizes(page);
    await page.getByRole('button', { name: 'Agregar al Carrito' }).click();
    await notice(page, 'Añadiste al carrito un producto').waitFor();

    await page.goto(`${shop}/carrito`);
    for (const title of [threeForTwo.title, regalo.title]) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    const gift = page.getByRole('list', { name: `Productos de ${regalo.title}` });
    await expect(gift.textContent()).resolves.toMatch(
      /Medias Puma teamLIGA Largas.*Regalo.*Gratis/,
    );
    await page.getByText('Ahorrás $12,999.00').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a saved cart checked against today’s shop', () => {
  it('shows the price and stock notices and the corrected totals after an admin change', async () => {
    const image = (
      await api<{ items: Product[] }>('GET', '/api/products?page=1&limit=1&category=Botines')
    ).items[0]?.variants[0]?.imgUrl[0];
    const variant = (stock40: number) => ({
      id: 1,
      variant: 'Negro',
      imgUrl: [image],
      sizes: [
        { size: '40', stock: stock40 },
        { size: '41', stock: 5 },
      ],
    });
    const product = await api<Product>('POST', '/api/products', {
      productName: 'Botines Carrito Prueba',
      price: 100000,
      brand: 'Nike',
      cat: 'Botines',
      sub_cat: 'Futbol 5',
      variants: [variant(5)],
      dimensions: { weight: 1000, height: 12, width: 20, length: 33 },
    });
    created.products.push(product.id);

    const { page, context, problems } = await openPage(browser);
    await page.goto(`${shop}/producto/${product.slug}`);
    await page.getByRole('group', { name: 'Talles' }).getByRole('button', { name: '40' }).click();
    await page.getByRole('button', { name: 'Agregar una unidad' }).click();
    await page.getByRole('button', { name: 'Agregar una unidad' }).click();
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await notice(page, 'Añadiste al carrito un producto').waitFor();
    // The cart checks itself against the shop when it opens; the admin changes come after.
    const checked = page.waitForResponse((r) => r.url().endsWith(`/api/products/${product.id}`));
    await page.goto(`${shop}/carrito`);
    const summary = page.getByRole('complementary', { name: 'Resumen Del Pedido' });
    await summary.getByText('$300,000.00').first().waitFor();
    await checked;

    await api('PUT', `/api/products/${product.id}`, { price: 90000, variants: [variant(2)] });
    await page.goto(`${shop}/`);
    await notice(page, 'El precio de Botines Carrito Prueba ha cambiado a $90,000.00.').waitFor();
    await notice(page, 'Botines Carrito Prueba ahora tiene 2 unidades disponibles.').waitFor();
    const rechecked = page.waitForResponse((r) => r.url().endsWith(`/api/products/${product.id}`));
    await page.goto(`${shop}/carrito`);
    await expect(summary.textContent()).resolves.toContain('Total$180,000.00');
    await expect(summary.textContent()).resolves.toContain('$153,000.00 pagando con transferencia');
    const stepper = page.getByRole('group', { name: 'Cantidad de Botines Carrito Prueba' });
    await expect(stepper.textContent()).resolves.toContain('2');

    await rechecked;
    await api('PUT', `/api/products/${product.id}`, { variants: [variant(0)] });
    await page.goto(`${shop}/carrito`);
    await notice(
      page,
      'Botines Carrito Prueba fue quitado del carrito por falta de stock.',
    ).waitFor();
    await page.getByText('Tu carrito se encuentra vacío.').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('drops a bundle whose promotion an admin disabled, with its notice', async () => {
    const promotion = await api<Promotion>('POST', '/api/promotion', {
      title: '2x1 de prueba en medias largas',
      description: 'Promoción de las pruebas del carrito.',
      type: '2x1',
      categories: ['Medias'],
      subcategories: ['Largas'],
      endDate: '2099-12-31',
    });
    created.promotions.push(promotion.id);

    const { page, context, problems } = await openPage(browser);
    await page.goto(`${shop}/promocion/${promotion.slug}`);
    await pick(page, 'Buscar productos promocionales', 'largas', 'Medias Puma teamLIGA Largas');
    await pick(page, 'Buscar productos promocionales', 'milano', 'Medias Adidas Milano 23');
    await chooseSizes(page);
    await page.getByRole('button', { name: 'Agregar al Carrito' }).click();
    await notice(page, 'Añadiste al carrito un producto').waitFor();
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/promotion'));
    await page.goto(`${shop}/carrito`);
    await page.getByRole('heading', { name: promotion.title }).waitFor();
    await checked;

    await api('PUT', `/api/promotion/${promotion.id}`, { disabled: true });
    await page.reload();
    await notice(
      page,
      'La promoción asociada a "2x1 de prueba en medias largas" ha sido deshabilitada y se quitó del carrito.',
    ).waitFor();
    await page.getByText('Tu carrito se encuentra vacío.').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('accessibility on %s', (_name, viewport) => {
  it('has no serious problems on the cart (empty and full) and a promotion page', async () => {
    const promotion = await promotionOfType('2x1');
    const { page, context } = await openPage(browser, viewport);
    await page.goto(`${shop}/carrito`, { waitUntil: 'networkidle' });
    await page.getByText('Tu carrito se encuentra vacío.').waitFor();
    expect(await seriousViolations(page), 'empty cart').toEqual([]);

    await page.goto(`${shop}/promocion/${promotion.slug}`, { waitUntil: 'networkidle' });
    await pick(page, 'Buscar productos promocionales', 'largas', 'Medias Puma teamLIGA Largas');
    await pick(page, 'Buscar productos promocionales', 'milano', 'Medias Adidas Milano 23');
    await chooseSizes(page);
    expect(await seriousViolations(page), 'promotion page').toEqual([]);
    await page.getByRole('button', { name: 'Agregar al Carrito' }).click();

    await page.goto(`${shop}/carrito`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: promotion.title }).waitFor();
    expect(await seriousViolations(page), 'cart').toEqual([]);
    await context.close();
  });
});
