import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';

const shop = inject('shopUrl');
const admin = inject('adminCredentials');
const run = Date.now().toString(36).replace(/\d/g, '');

const EMPTY_RESULT_TEXT =
  'Tus parámetros de búsqueda no concuerdan con ninguno de nuestros productos, ¡sigue buscando!';

async function cardNames(page: Page): Promise<string[]> {
  return page.locator('article h3').allTextContents();
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('search for a shopper on %s', (_name, viewport) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('finds the shirt typed with a typo in the header box', async () => {
    const { page, context, problems } = await openPage(browser, viewport);
    await page.goto(`${shop}/`);
    await page.getByRole('combobox', { name: 'Buscar productos' }).fill('camisteta boca');
    const first = page
      .getByRole('listbox', { name: 'Resultados de la búsqueda' })
      .getByRole('option')
      .first();
    await expect.poll(() => first.textContent()).toContain('Camiseta Boca Juniors Titular');
    await first.click();
    await page.waitForURL(/\/producto\/camisetabocajuniorstitular/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the words that match and says which did not, in the box and the page', async () => {
    const { page, context, problems } = await openPage(browser, viewport);
    const notice = 'Mostramos resultados para «camiseta»; no encontramos «kamerunnn».';
    await page.goto(`${shop}/`);
    await page.getByRole('combobox', { name: 'Buscar productos' }).fill('camiseta kamerunnn');
    await page.getByText(notice).waitFor();
    await page.goto(`${shop}/catalogo?search=${encodeURIComponent('camiseta kamerunnn')}`);
    await page.getByText(notice).waitFor();
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.startsWith('Camiseta'))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers a search for what the shop does not sell with what is closest to it', async () => {
    const { page, context, problems } = await openPage(browser, viewport);
    await page.goto(`${shop}/catalogo?search=${encodeURIComponent('pelota adidas')}`);
    await page.getByText(EMPTY_RESULT_TEXT).waitFor();
    await page.getByRole('heading', { name: 'Lo más parecido a tu búsqueda' }).waitFor();
    const closest = await cardNames(page);
    expect(closest.length).toBeGreaterThan(0);
    expect(closest.every((name) => name.includes('Adidas'))).toBe(true);
    expect(await page.getByText('¿Quisiste decir').count()).toBe(0);

    await page.goto(`${shop}/catalogo?search=heladera`);
    await page.getByText(EMPTY_RESULT_TEXT).waitFor();
    const categories = page.getByRole('navigation', { name: 'Categorías' }).getByRole('link');
    expect(await categories.count()).toBe(6);
    expect(await cardNames(page)).toEqual([]);

    // A search that matches, narrowed by filters to nothing, keeps SPEC.md's text.
    await page.goto(`${shop}/catalogo?search=camiseta&category=Botines`);
    await page.getByText(EMPTY_RESULT_TEXT).waitFor();
    expect(await page.getByText('¿Quisiste decir').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the owner and failed searches', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('sees a failed search, turns it into a synonym, and the search then finds products', async () => {
    const missed = `pelota voladora ${run}`;
    const shopper = await openPage(browser);
    await shopper.page.goto(`${shop}/catalogo?search=${encodeURIComponent(missed)}`);
    await shopper.page.getByText(EMPTY_RESULT_TEXT).waitFor();

    const { page, context, problems } = await openPage(browser);
    await page.goto(`${shop}/login`);
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(/\/admin$/);
    await page.goto(`${shop}/busquedas`);
    const row = page.getByRole('row').filter({ hasText: missed });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('1');

    await row.getByRole('link', { name: `Crear un sinónimo para «${missed}»` }).click();
    await page.waitForURL(/\/sinonimos\?agregar=/);
    const words = page.getByLabel('Palabras que significan lo mismo');
    expect(await words.inputValue()).toBe(missed);
    await words.fill(`${missed}, zapatillas`);
    await page.getByRole('button', { name: 'Agregar grupo' }).click();
    await page.getByRole('cell', { name: `${missed}, zapatillas`, exact: true }).waitFor();

    await shopper.page.goto(`${shop}/catalogo?search=${encodeURIComponent(missed)}`);
    await expect.poll(async () => (await cardNames(shopper.page)).length).toBeGreaterThan(0);
    expect((await cardNames(shopper.page)).every((name) => name.startsWith('Zapatillas'))).toBe(
      true,
    );

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Eliminar «${missed}, zapatillas»` }).click();
    await expect
      .poll(() => page.getByRole('cell', { name: `${missed}, zapatillas`, exact: true }).count())
      .toBe(0);
    expect(problems).toEqual([]);
    await shopper.context.close();
    await context.close();
  });
});
