import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';

const shop = inject('shopUrl');
/** Screenshots to look at; kept out of the repository. */
const shots = join(tmpdir(), 'shop-e2e-issue42');

interface Product {
  id: string;
  slug: string;
  productName: string;
  variants: { sizes: { size: string; stock: number }[] }[];
}

/** A product of the category with a size holding at least two units, and that size. */
async function inStock(category: string): Promise<{ product: Product; size: string }> {
  const { items } = (await (
    await fetch(`${shop}/api/products?category=${encodeURIComponent(category)}&page=1&limit=40`)
  ).json()) as { items: Product[] };
  for (const product of items) {
    const size = product.variants[0]?.sizes.find((s) => s.stock > 2)?.size;
    if (size) return { product, size };
  }
  throw new Error(`no ${category} in stock`);
}

async function addToCart(page: Page, product: Product, size: string) {
  await page.goto(`${shop}/producto/${product.slug}`, { waitUntil: 'networkidle' });
  await page
    .getByRole('group', { name: 'Talles' })
    .getByRole('button', { name: size, exact: true })
    .click();
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await page.getByText('Añadiste al carrito un producto').waitFor();
}

/** The stored cart's lines as `id/size×quantity`. */
async function storedCart(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('root') ?? '{}') as {
      state?: { cartProducts?: { id: string; size: string; quantity: number }[] };
    };
    return (saved.state?.cartProducts ?? []).map((l) => `${l.id}/${l.size}×${l.quantity}`);
  });
}

describe('issue 42: what a shopper met', () => {
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('item 1: a line added in another tab survives a tap in this one (%s)', async (name, size) => {
    const { context, page: tabA, problems } = await openPage(browser, size);
    const boots = await inStock('Botines');
    const jacket = await inStock('Indumentaria');
    await addToCart(tabA, boots.product, boots.size);
    await tabA.goto(`${shop}/carrito`, { waitUntil: 'networkidle' });
    await tabA.getByRole('group', { name: `Cantidad de ${boots.product.productName}` }).waitFor();

    const tabB = await context.newPage();
    await addToCart(tabB, jacket.product, jacket.size);

    await tabA
      .getByRole('group', { name: `Cantidad de ${boots.product.productName}` })
      .getByRole('button', { name: 'Agregar una unidad' })
      .click();
    const expected = [
      `${boots.product.id}/${boots.size}×2`,
      `${jacket.product.id}/${jacket.size}×1`,
    ];
    await expect.poll(() => storedCart(tabA)).toEqual(expected);
    await tabA.getByRole('group', { name: `Cantidad de ${jacket.product.productName}` }).waitFor();
    await tabA.screenshot({ path: join(shots, `two-tabs-${name}.png`), fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])("item 4: tracking reads '#1001' as the order number (%s)", async (name, size) => {
    const { context, page, problems } = await openPage(browser, size);
    await page.goto(`${shop}/seguimiento-de-ordenes`, { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: 'Buscar tu pedido' });
    for (const typed of ['#999999', 'Pedido #999999', 'N° 999999']) {
      await form.getByLabel('Número de pedido').fill(typed);
      await form.getByLabel('E-mail de la compra').fill('juana@example.com');
      await form.getByRole('button', { name: 'Ver mi pedido' }).click();
      // Read as a number: the answer is about the order, not about an empty box.
      await expect
        .poll(() => form.getByRole('alert').textContent())
        .toBe('No encontramos ese pedido.');
    }
    await page.screenshot({ path: join(shots, `tracking-${name}.png`), fullPage: true });
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });
});
