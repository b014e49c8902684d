/**
 * The checkout shows what it will charge (issue 38, decision 0030): a shopper is on
 * /paymentgateway, the owner raises the price through the API; 'Pagar' re-prices first, shows
 * SPEC's notice and the new total and asks; the order is placed only at the confirmed total.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch } from './support/admin.js';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';
import { addToCart, confirmContact, fillAddress, pesos } from './support/shopper.js';

const shop = inject('shopUrl');
/** Screenshots to look at; kept out of the repository. */
const shots = join(tmpdir(), 'shop-e2e-checkout-total');

interface Product {
  id: string;
  slug: string;
  productName: string;
  price: number;
  variants: { sizes: { size: string; stock: number }[] }[];
}

interface AdminOrder {
  order_number: number;
  email: string;
  transaction_amount: number;
}

/** The admin's call, method first. */
const adminCall = (method: string, path: string, body?: unknown) => adminFetch(path, method, body);

async function setPrice(id: string, price: number) {
  const response = await adminCall('PUT', `/api/products/${id}`, { price });
  expect(response.status).toBe(200);
}

/** Boots in stock above the free-shipping threshold, one per journey. */
async function bootsInStock(): Promise<{ product: Product; size: string }[]> {
  const { items } = (await (
    await fetch(`${shop}/api/products?category=Botines&page=1&limit=40&sort=price_desc`)
  ).json()) as { items: Product[] };
  return items.flatMap((product) => {
    const size = product.variants[0]?.sizes.find((s) => s.stock > 2)?.size;
    return size && product.price >= 60000 ? [{ product, size }] : [];
  });
}

async function reachPayment(page: Page, product: Product, size: string, email: string) {
  await addToCart(page, product, size);
  await page.goto(`${shop}/paymentgateway`);
  await confirmContact(page, email);
  await fillAddress(page, email);
  const form = page.getByRole('region', { name: 'Datos de envío' });
  await form.getByRole('button', { name: 'Continuar' }).click();
  const delivery = page.getByRole('region', { name: 'Envío', exact: true });
  await delivery.getByRole('radio', { name: /Retiro en sucursal/ }).check();
  await delivery.getByRole('radio', { name: /^Sucursal Córdoba/ }).check();
  await delivery.getByRole('radio', { name: /Correo Argentino Clasico/ }).check();
  await delivery.getByRole('button', { name: 'Continuar' }).click();
  const payment = page.getByRole('region', { name: 'Pago', exact: true });
  await payment.getByRole('radio', { name: /Mercado Pago/ }).check();
  return payment;
}

describe('the checkout shows what it will charge', () => {
  let browser: Browser;
  let boots: { product: Product; size: string }[];

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    boots = await bootsInStock();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each([
    ['desktop', DESKTOP, 0],
    ['phone', PHONE, 1],
  ] as const)(
    "on %s: the owner raises the price, 'Pagar' shows the change and asks; the order is placed at the confirmed total",
    async (name, viewport, index) => {
      const { product, size } = boots[index]!;
      const email = `precio-${name}-${Date.now()}@example.com`;
      const oldCents = Math.round(product.price * 100);
      const newCents = oldCents + 1_000_000;
      const { page, context, problems } = await openPage(browser, viewport);
      try {
        const payment = await reachPayment(page, product, size, email);
        const summary = page.getByRole('complementary', { name: 'Resumen del pedido' });
        // Branch pickup above the threshold ships free: the total is the price.
        const shown = (cents: number) =>
          summary.getByText(pesos(cents), { exact: true }).filter({ visible: true }).first();
        await shown(oldCents).waitFor();

        await setPrice(product.id, newCents / 100);
        await payment.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();

        const notice = page.getByRole('alert').filter({ hasText: 'Cambiaron los precios' });
        await notice.waitFor();
        const text = await notice.textContent();
        expect(text).toContain(
          `El precio de ${product.productName} ha cambiado a ${pesos(newCents)}.`,
        );
        expect(text).toContain(`El total de tu pedido ahora es ${pesos(newCents)}.`);
        await shown(newCents).waitFor();
        expect(await payment.getByRole('button', { name: 'Pagar con Mercado Pago' }).count()).toBe(
          0,
        );
        await notice.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(shots, `notice-${name}.png`) });
        // Nothing was placed while the shopper is asked.
        const before = (await (await adminCall('GET', '/api/orders')).json()) as AdminOrder[];
        expect(before.filter((o) => o.email === email)).toEqual([]);

        await notice.getByRole('button', { name: `Confirmar y pagar ${pesos(newCents)}` }).click();
        await page.waitForURL(/\/pago-simulado\//);
        const orders = (await (await adminCall('GET', '/api/orders')).json()) as AdminOrder[];
        const mine = orders.filter((o) => o.email === email);
        expect(mine).toHaveLength(1);
        expect(mine[0]!.transaction_amount).toBe(newCents / 100);
        expect(problems).toEqual([]);
      } finally {
        await setPrice(product.id, oldCents / 100);
        await context.close();
      }
    },
  );
});
