import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken } from './support/admin.js';
import { launchBrowser, openPage } from './support/browser.js';
import { cabaPayer, HOME_DELIVERY, withTransfersTaken } from './support/orders.js';

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

  it('keeps a page while an order leaves its sizes in stock, and the page shows the exact count once it runs', async () => {
    type Listed = {
      id: string;
      slug: string;
      variants: { id: number; sizes: { size: string; stock: number }[] }[];
    };
    await withTransfersTaken(async () => {
      const listed = (await (await fetch(`${shop}/api/products`)).json()) as Listed[];
      // A size of the colour the page shows first, with units to spare after the order.
      const [chosen] = listed.flatMap((p) => {
        const size = p.variants[0]?.sizes.find((s) => s.stock >= 4);
        return size ? [{ product: p, variant: p.variants[0]!, size }] : [];
      });
      const path = `/producto/${chosen!.product.slug}`;
      await (await fetch(shop + path)).arrayBuffer();
      const placed = await fetch(`${shop}/api/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          productInfo: [
            {
              id: chosen!.product.id,
              variant: { id: chosen!.variant.id },
              size: chosen!.size.size,
              quantity: 2,
            },
          ],
          payerInfo: cabaPayer('Compradora Apurada', 'apurada@example.com'),
          shipment: HOME_DELIVERY,
        }),
      });
      expect(placed.status, await placed.clone().text()).toBe(201);
      // Not rendered again: every size shows as it did.
      expect((await fetch(shop + path)).headers.get('x-cache')).toBe('hit');

      const { page, context, problems } = await openPage(browser);
      await page.goto(shop + path, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: chosen!.size.size, exact: true }).click();
      const more = page.getByRole('button', { name: 'Agregar una unidad' });
      while (await more.isEnabled()) await more.click();
      const units = page.getByRole('group', { name: 'Cantidad' }).locator('output');
      expect(await units.textContent()).toBe(String(chosen!.size.stock - 2));
      expect(problems).toEqual([]);
      await context.close();
    });
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
