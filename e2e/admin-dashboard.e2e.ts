/** The dashboard above the hub: figures, chart, low-stock card, no chart code in the shop. */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, sharedAdminToken, signedInPage, unexpected } from './support/admin.js';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';
import { cabaPayer, HOME_DELIVERY, linesInStock, withTransfersTaken } from './support/orders.js';

const shop = inject('shopUrl');
const run = Date.now().toString(36);

/** A transfer order of today, approved: a paid sale the charts draw as a bar. */
async function placePaidOrder() {
  const email = `panel-${run}@example.com`;
  const placed = await withTransfersTaken(async () => {
    const [line] = await linesInStock();
    return fetch(`${shop}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        productInfo: [{ ...line, quantity: 1 }],
        payerInfo: cabaPayer('Panel', email),
        shipment: HOME_DELIVERY,
      }),
    });
  });
  expect(placed.status, await placed.clone().text()).toBe(201);
  const orders = await adminApi<{ id: string; email: string }[]>('GET', '/api/orders');
  const order = orders.find((o) => o.email === email)!;
  await adminApi('PUT', `/api/order/${order.id}`, { status: 'Aprobado' });
}

describe('the dashboard above the hub', () => {
  let browser: Browser;
  /** Screenshots to look at; kept out of the repository. */
  const shots = join(tmpdir(), 'shop-e2e-dashboard');

  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
    await placePaidOrder();
  });
  afterAll(() => browser.close());

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'shows figures and the chart on %s, axe clean at every impact, nothing wider than the screen',
    async (name, viewport) => {
      const { page, context, problems } = await signedInPage(browser, viewport, sharedAdminToken);
      await page.goto(`${shop}/admin`);
      await page.getByRole('heading', { name: 'Ventas por día' }).waitFor();
      await page.locator('.recharts-surface').first().waitFor();
      await page.getByText('Ventas de hoy').waitFor();
      await page.getByRole('heading', { name: /^Stock bajo: \d+ o menos/ }).waitFor();
      // Every finding fails the run, whatever its impact (issue 18: axe clean on the dashboard).
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map(
          (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
      await page.screenshot({ path: join(shots, `admin-${name}.png`), fullPage: true });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'draws /reportes with the same chart as the hub on %s, axe clean, nothing wider than the screen',
    async (name, viewport) => {
      const { page, context, problems } = await signedInPage(browser, viewport, sharedAdminToken);
      await page.goto(`${shop}/reportes?group=week`);
      await page.getByRole('heading', { name: 'Por semana' }).waitFor();
      const chart = page.getByRole('figure', { name: 'Ventas netas y órdenes, por semana' });
      await chart.locator('.recharts-surface').first().waitFor();
      // The shared chart: bars for the money named as the page names them, a line for orders.
      await chart.locator('.recharts-legend-wrapper').getByText('Neto').waitFor();
      await chart.locator('.recharts-legend-wrapper').getByText('Órdenes').waitFor();
      // Today's paid order is this week's bar.
      await chart.locator('.recharts-bar-rectangle path').first().waitFor();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map(
          (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
      await page.screenshot({ path: join(shots, `reportes-${name}.png`), fullPage: true });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    },
  );

  it('reaches every low-stock size from the card, sold out and running low told apart (issue 42 item 18)', async () => {
    const token = await sharedAdminToken();
    const headers = { authorization: `Bearer ${token}` };
    const { sizes } = (await (await fetch(`${shop}/api/admin/stock/low`, { headers })).json()) as {
      sizes: { stock: number }[];
    };
    const soldOut = sizes.filter((s) => s.stock <= 0).length;
    const count = (n: number) => `${n} ${n === 1 ? 'talle' : 'talles'}`;
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context, problems } = await signedInPage(browser, viewport, sharedAdminToken);
      await page.goto(`${shop}/admin`);
      const card = page.locator('section', {
        has: page.getByRole('heading', { name: /^Stock bajo: \d+ o menos/ }),
      });
      await card.waitFor();
      if (sizes.length > 10) {
        await card.getByRole('link', { name: `Ver los ${sizes.length} talles` }).click();
      } else await page.goto(`${shop}/stock-bajo`);
      await page.waitForURL(`${shop}/stock-bajo`);
      await page.getByText(count(sizes.length), { exact: true }).waitFor();
      await page.getByLabel('Agotados').uncheck();
      await page.getByText(count(sizes.length - soldOut), { exact: true }).waitFor();
      expect(await page.getByText('Agotado', { exact: true }).count()).toBe(0);
      await page.getByLabel('Agotados').check();
      await page.getByLabel('Por agotarse').uncheck();
      await page.getByText(count(soldOut), { exact: true }).waitFor();
      await page.screenshot({
        path: join(shots, `low-stock-${viewport.width}.png`),
        fullPage: true,
      });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    }
  });

  it("keeps the chart library out of the storefront's scripts: home, catalogue, product, cart, checkout", async () => {
    const { page, context } = await openPage(browser);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(`${shop}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(`${shop}/catalogo`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // A product page, the cart with that product in it, and the checkout.
    const { items } = (await (
      await fetch(`${shop}/api/products?category=Botines&page=1&limit=40`)
    ).json()) as {
      items: { slug: string; variants: { sizes: { size: string; stock: number }[] }[] }[];
    };
    const product = items.find((p) => p.variants[0]?.sizes.some((s) => s.stock > 0))!;
    const size = product.variants[0]!.sizes.find((s) => s.stock > 0)!.size;
    await page.goto(`${shop}/producto/${product.slug}`, { waitUntil: 'networkidle' });
    await page
      .getByRole('group', { name: 'Talles' })
      .getByRole('button', { name: size, exact: true })
      .click();
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await page.getByText('Añadiste al carrito un producto').waitFor();
    await page.goto(`${shop}/carrito`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'CONTINUAR COMPRA' }).click();
    await page.waitForURL(`${shop}/paymentgateway`);
    await page.getByRole('complementary', { name: 'Resumen del pedido' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      const code = await (await fetch(url)).text();
      expect(code.includes('recharts'), url).toBe(false);
    }
    await context.close();
  });
});
