/**
 * Customers and new orders (issue 44): two transfers of one shopper raise the menu's count of new
 * orders; Clientes finds her, opens her orders, and her order page offers WhatsApp with her
 * number as wa.me wants it and the transfer message filled in; opening it lowers the count.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { sharedAdminToken, signedInPage, unexpected } from './support/admin.js';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.js';
import { cabaPayer, HOME_DELIVERY, linesInStock, withTransfersTaken } from './support/orders.js';

const shop = inject('shopUrl');
const run = Date.now().toString(36);
const email = `clienta-${run}@example.com`;

/** Two transfer orders of one shopper, who wrote her mobile the way people do. */
async function placeHerOrders(): Promise<void> {
  await withTransfersTaken(async () => {
    const lines = await linesInStock();
    for (const line of lines.slice(-2)) {
      const placed = await fetch(`${shop}/api/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          productInfo: [{ ...line, quantity: 1 }],
          payerInfo: { ...cabaPayer(`Clienta ${run}`, email), phone: '011 15-2345-6789' },
          shipment: HOME_DELIVERY,
        }),
      });
      expect(placed.status, await placed.clone().text()).toBe(201);
    }
  });
}

/** The count beside 'Órdenes' in the menu (0 while there is no badge). */
async function menuCount(page: Page): Promise<number> {
  const badge = page
    .getByRole('navigation', { name: 'Secciones' })
    .getByRole('link', { name: /^Órdenes/ })
    .locator('[aria-label$="nuevo"], [aria-label$="nuevos"]');
  if (!(await badge.count())) return 0;
  return Number(await badge.textContent());
}

describe('customers and new orders', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    await placeHerOrders();
  });
  afterAll(() => browser.close());

  it('counts her orders as new, finds her in Clientes, opens her orders and writes to her on WhatsApp', async () => {
    const { page, context, problems } = await signedInPage(browser, DESKTOP, sharedAdminToken);
    await page.goto(`${shop}/admin`);
    await expect.poll(() => menuCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    const before = await menuCount(page);

    await page
      .getByRole('navigation', { name: 'Secciones' })
      .getByRole('link', { name: 'Clientes' })
      .click();
    await page.getByRole('heading', { name: 'Clientes' }).waitFor();
    await page.getByLabel('Buscar clientes').fill(email);
    const her = page.getByRole('row', { name: new RegExp(email) });
    await expect.poll(() => her.count()).toBe(1);
    expect(await her.getByRole('cell').nth(2).textContent()).toBe('2');
    expect(await seriousViolations(page)).toEqual([]);

    await her.getByRole('link', { name: 'Ver pedidos' }).click();
    await page.getByText(`Pedidos de ${email}.`).waitFor();
    await page.getByText('2 órdenes').waitFor();
    await page.getByRole('link', { name: 'Ver Detalle' }).first().click();

    const card = page.getByRole('region', { name: 'Hablar con el cliente' });
    await card.waitFor();
    const whatsapp = await card
      .getByRole('link', { name: 'Enviar por WhatsApp' })
      .getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/5491123456789\?text=/);
    const message = decodeURIComponent(whatsapp!.split('text=')[1]!);
    expect(message).toMatch(
      /^¡Hola Clienta! Gracias por tu pedido #\d+\. Para confirmarlo transferí \$/,
    );
    // The shop's account was emptied again after her checkout: the owner is told what is missing.
    expect(message).toContain('alias {alias}');
    await card.getByText(/^Falta completar \{titular\}, \{banco\}, \{cbu\}, \{alias\}/).waitFor();
    expect(await card.getByRole('link', { name: email }).getAttribute('href')).toBe(
      `mailto:${email}`,
    );
    await card.getByRole('link', { name: 'Ver sus 2 pedidos (1 más)' }).waitFor();
    // Opened: it is no longer new.
    await expect.poll(() => menuCount(page), { timeout: 30_000 }).toBe(before - 1);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('on a phone: the menu button carries the count and Clientes fits the screen', async () => {
    const { page, context, problems } = await signedInPage(browser, PHONE, sharedAdminToken);
    await page.goto(`${shop}/clientes`);
    await page.getByRole('heading', { name: 'Clientes' }).waitFor();
    await page.getByRole('button', { name: /^Menú \d+ pedidos? nuevos?$/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
