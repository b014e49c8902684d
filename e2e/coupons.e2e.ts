/**
 * Coupons with rules at the checkout (issue 45): the owner makes a coupon from a minimum and one
 * of a category in the one form; the shopper's summary says in Spanish why the first does not
 * apply to a cart under its minimum, and prices the second off the boots' line only, as the
 * server charges it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, signedInPage, unexpected } from './support/admin.js';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';
import { addToCart, bootInStock, pesos } from './support/shopper.js';

const shop = inject('shopUrl');
const run = Date.now().toString(36).toUpperCase();

async function applyCoupon(page: Page, code: string) {
  const summary = page.getByRole('complementary', { name: 'Resumen del pedido' });
  const toggle = summary.getByRole('button', { name: 'Ver resumen del pedido' });
  if (await toggle.isVisible()) await toggle.click();
  await summary.getByLabel(/Cupón de descuento/).fill(code);
  await summary.getByRole('button', { name: 'Aplicar' }).click();
  return summary;
}

describe('coupons with rules', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the owner adds a coupon of a category with a minimum in the one form', async () => {
    const { page, context, problems } = await signedInPage(browser);
    await page.goto(`${shop}/discounts`);
    const form = page.getByRole('form', { name: 'Agregar cupón' });
    await form.getByLabel('Código').fill(`BOTINES${run}`);
    await form.getByLabel('Tipo de descuento').selectOption('fixed');
    await form.getByLabel('Monto de descuento ($)').fill('1000');
    await form.getByLabel('Usos por cliente').fill('1');
    await form.getByRole('checkbox', { name: 'Botines' }).check();
    await form.getByLabel('Cantidad de usos').fill('5');
    await form.getByRole('button', { name: 'Agregar cupón' }).click();
    await page.getByText('Cupón agregado exitosamente').waitFor();
    const row = page.getByRole('row', { name: new RegExp(`BOTINES${run}`) });
    await row.getByText('Solo Botines · 1 por cliente').waitFor();
    await row.getByText('activo').waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`the checkout explains a minimum and prices a category coupon (${viewport.width} px)`, async () => {
      const { product, size } = await bootInStock();
      const minimum = `MINIMO${viewport.width}${run}`;
      await adminApi('POST', '/api/discounts', {
        code: minimum,
        percentage: 10,
        minPurchase: product.price * 10,
        remainingUses: 5,
      });
      const { page, context, problems } = await openPage(browser, viewport);
      await addToCart(page, product, size);
      await page.goto(`${shop}/paymentgateway`, { waitUntil: 'networkidle' });
      const summary = await applyCoupon(page, minimum);
      const thousands = String(product.price * 10).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
      await summary
        .getByRole('alert')
        .filter({ hasText: `Este cupón es válido desde una compra de $${thousands}` })
        .waitFor();
      await applyCoupon(page, `BOTINES${run}`);
      await summary.getByText('Cupón aplicado: $1.000 de descuento').waitFor();
      // The total: the boots less the coupon (no payment or shipping chosen yet).
      await summary.locator('dd', { hasText: pesos(product.price * 100 - 100_000) }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
