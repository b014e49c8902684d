import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken } from './support/admin.js';
import { launchBrowser, openPage } from './support/browser.js';

const shop = inject('shopUrl');

/** The product page's offer price as its JSON-LD states it. */
async function offerPrice(path: string): Promise<{ price: string | undefined; hit: boolean }> {
  const res = await fetch(shop + path);
  const html = await res.text();
  return {
    price: /"price":"([\d.]+)"/.exec(html)?.[1],
    hit: res.headers.get('x-cache') === 'hit',
  };
}

describe('pages kept rendered by the server', () => {
  let browser: Browser;
  let token: string;
  let product: { id: string; slug: string; price: number };

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
    const res = await fetch(`${shop}/api/products?page=1&limit=1&sort=price_desc`);
    const { items } = (await res.json()) as { items: (typeof product)[] };
    product = items[0]!;
  });
  afterAll(async () => {
    await fetch(`${shop}/api/products/${product.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ price: product.price }),
    });
    await browser.close();
  });

  it('serves a repeated product page from memory, byte for byte the same', async () => {
    const path = `/producto/${product.slug}`;
    const first = await fetch(shop + path);
    const second = await fetch(shop + path);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('content-type')).toMatch(/^text\/html/);
    expect(second.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
  });

  it('a page from memory runs its scripts in the browser: the shop works, nothing is refused', async () => {
    const path = `/producto/${product.slug}`;
    await fetch(shop + path);
    const { page, context, problems } = await openPage(browser);
    const response = await page.goto(shop + path, { waitUntil: 'networkidle' });
    expect(response?.headers()['x-cache']).toBe('hit');
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await page.getByText('Por favor, selecciona un talle.').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows an admin change on the very next visit', async () => {
    const path = `/producto/${product.slug}`;
    await offerPrice(path);
    expect((await offerPrice(path)).hit).toBe(true);
    const newPrice = product.price + 1000;
    const update = await fetch(`${shop}/api/products/${product.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ price: newPrice }),
    });
    expect(update.status).toBe(200);
    const after = await offerPrice(path);
    expect(after.hit).toBe(false);
    expect(after.price).toBe(newPrice.toFixed(2));
  });

  it('never keeps the checkout, order results or a missing page', async () => {
    for (const path of [
      '/paymentgateway',
      '/orden-transferencia-confirmada/1?email=nadie%40example.com',
      '/producto/no-existe-este-producto',
    ]) {
      for (let visit = 0; visit < 2; visit++) {
        const res = await fetch(shop + path);
        await res.arrayBuffer();
        expect(res.headers.get('x-cache'), path).toBeNull();
        expect(res.headers.get('cache-control') ?? '', path).not.toContain('public');
      }
    }
  });
});
