import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.js';

const shop = inject('shopUrl');

const NOTICES = {
  purchase: 'Para elegir color y talle y agregar al carrito, activá JavaScript en tu navegador.',
  estimator: 'Para calcular el envío, activá JavaScript en tu navegador.',
  cart: 'El carrito se guarda en tu navegador: para usarlo y comprar, activá JavaScript.',
};

/**
 * Whether a notice of a noscript block shows: Playwright's text locators skip noscript content,
 * so the box is read from the page (with scripts on, a noscript holds only text).
 */
function noticeShows(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      Array.from(document.querySelectorAll('noscript p')).some(
        (p) => p.textContent === wanted && p.getClientRects().length > 0,
      ),
    text,
  );
}

/**
 * Issue 42 item 8: a browser that runs no scripts still filters and sorts the catalogue (a GET
 * form and plain links), reaches the phone's menu, and is told why buying needs scripts.
 */
describe('the shop without JavaScript', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('filters, sorts and clears the catalogue with a form and links (%s)', async (_, viewport) => {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop}/catalogo`);
    const filters = page.getByRole('complementary', { name: 'Filtros' });
    await filters.getByRole('group', { name: 'Marca' }).getByLabel('Nike', { exact: true }).check();
    await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
    await page.waitForURL(/brand=Nike/);
    const brands = await page.locator('article p').filter({ hasText: /^(Nike|Adidas|Puma)$/ });
    expect(await brands.count()).toBeGreaterThan(0);
    expect(new Set(await brands.allTextContents())).toEqual(new Set(['Nike']));

    await page.getByLabel('Ordenar por').selectOption({ label: 'Menor precio' });
    await page.getByRole('button', { name: 'Ordenar' }).click();
    await page.waitForURL(/sort=price_asc/);
    expect(page.url()).toContain('brand=Nike');
    const prices = await page
      .locator('article')
      .evaluateAll((cards) =>
        cards.map((card) =>
          Number(card.textContent?.match(/\$([\d,]+\.\d\d)/)?.[1]?.replace(/,/g, '') ?? NaN),
        ),
      );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await filters.getByRole('link', { name: 'Limpiar todo' }).click();
    await page.waitForURL((url) => !url.search.includes('brand='));
    await context.close();
  });

  it('shows the phone menu as links instead of a button that cannot open', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop}/`);
    expect(await page.getByRole('button', { name: 'Abrir menú' }).isVisible()).toBe(false);
    const menu = page.getByRole('navigation', { name: 'Menú móvil' });
    await menu.getByRole('link', { name: 'Promociones' }).click();
    await page.waitForURL(/promociones/);
    await context.close();
  });

  it('says why choosing a size, the estimator and the cart need scripts, and only then', async () => {
    const { items } = (await (await fetch(`${shop}/api/products?page=1`)).json()) as {
      items: { slug: string }[];
    };
    const product = `${shop}/producto/${items[0]!.slug}`;
    for (const enabled of [false, true]) {
      const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: enabled });
      const page = await context.newPage();
      await page.goto(product);
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (const text of [NOTICES.purchase, NOTICES.estimator]) {
        expect(await noticeShows(page, text), `${text} (scripts ${enabled})`).toBe(!enabled);
      }
      await page.goto(`${shop}/carrito`);
      await page.getByRole('heading', { name: 'Carrito', level: 1 }).waitFor();
      expect(await noticeShows(page, NOTICES.cart)).toBe(!enabled);
      await context.close();
    }
  });
});
