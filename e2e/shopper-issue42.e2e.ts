import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';
import { addToCart, inStock } from './support/shopper.js';

const shop = inject('shopUrl');
/** Screenshots to look at; kept out of the repository. */
const shots = join(tmpdir(), 'shop-e2e-issue42');
/** SPEC.md: the catalogue's line when no product matches the filters. */
const EMPTY_RESULT =
  'Tus parámetros de búsqueda no concuerdan con ninguno de nuestros productos, ¡sigue buscando!';

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

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])("item 2: a boot's pop-up and /guia-de-talles give the same row (%s)", async (name, size) => {
    const { context, page, problems } = await openPage(browser, size);
    const boots = await inStock('Botines');
    await page.goto(`${shop}/producto/${boots.product.slug}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Guía de talles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guía de talles: Botines' });
    const row = (await dialog.getByRole('row', { name: /^42 / }).textContent()) ?? '';
    expect(row).toBe('428,526,5');
    expect(await dialog.getByRole('rowheader').allTextContents()).toEqual([
      ...['39', '40', '41', '42', '43', '44', '45'],
    ]);
    await page.screenshot({ path: join(shots, `size-popup-${name}.png`) });
    await page.goto(`${shop}/guia-de-talles`, { waitUntil: 'networkidle' });
    const picture = page.getByRole('img', { name: 'Tabla de talles de botines' }).filter({
      visible: true,
    });
    await expect.poll(() => picture.getAttribute('aria-labelledby')).toBeTruthy();
    expect(await picture.locator('desc').textContent()).toContain('42 / 8,5 / 26,5');
    await page.screenshot({ path: join(shots, `size-guide-${name}.png`), fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('item 3: /ayuda promises home delivery with its surcharge (%s)', async (name, size) => {
    const { context, page, problems } = await openPage(browser, size);
    await page.goto(`${shop}/ayuda`, { waitUntil: 'networkidle' });
    const card = page.getByRole('link', { name: /^Envíos/ });
    await expect
      .poll(() => card.textContent())
      .toBe(
        'EnvíosEnvío gratis a sucursal desde $45.000; a domicilio +$2.350. Enviamos con Correo Argentino.',
      );
    await page.screenshot({ path: join(shots, `help-${name}.png`), fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('item 5: the product page and /envios promise the same days (%s)', async (name, size) => {
    const { context, page, problems } = await openPage(browser, size);
    const boots = await inStock('Botines');
    await page.goto(`${shop}/producto/${boots.product.slug}`, { waitUntil: 'networkidle' });
    const general =
      (await page
        .getByText(/^Llega entre/)
        .first()
        .textContent()) ?? '';
    await page.getByLabel('Código postal').fill('5000');
    await page.getByRole('button', { name: 'Calcular' }).click();
    const options = page.getByRole('list', { name: 'Opciones de envío' });
    const home = (await options
      .getByRole('listitem')
      .filter({ hasText: 'domicilio' })
      .textContent())!;
    const branch = (await options
      .getByRole('listitem')
      .filter({ hasText: 'sucursal' })
      .textContent())!;
    const dates = (text: string) => /Llega entre el (.+?) y el (.+?)$/.exec(text)!.slice(1);
    // Either way: from the branch's first day to home's last.
    expect(dates(general)).toEqual([dates(branch)[0], dates(home)[1]]);
    await options.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `delivery-product-${name}.png`) });
    await page.goto(`${shop}/envios`, { waitUntil: 'networkidle' });
    const text = (await page.getByRole('main').textContent()) ?? '';
    expect(text).toContain('Envío a sucursal: de 3 a 4 días hábiles.');
    expect(text).toContain('Envío a domicilio: de 5 a 6 días hábiles.');
    await page.screenshot({ path: join(shots, `envios-${name}.png`), fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('item 7: a reload of the checkout keeps what was typed (%s)', async (name, size) => {
    const { context, page, problems } = await openPage(browser, size);
    const boots = await inStock('Botines');
    await addToCart(page, boots.product, boots.size);
    await page.goto(`${shop}/paymentgateway`, { waitUntil: 'networkidle' });
    await page
      .getByRole('region', { name: /Contacto/ })
      .getByLabel('Email')
      .fill('lionel@example.com');
    const form = page.getByRole('region', { name: 'Datos de envío' });
    await form.getByLabel('Nombre y apellido').fill('Lionel Scaloni');
    await form.getByLabel('Celular').fill('3514445566');
    await form.getByLabel('Provincia').selectOption('Córdoba');
    await form.getByLabel('Calle').fill('Avenida Colón');

    await page.reload({ waitUntil: 'networkidle' });
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: /Contacto/ })
          .getByLabel('Email')
          .inputValue(),
      )
      .toBe('lionel@example.com');
    expect(await form.getByLabel('Nombre y apellido').inputValue()).toBe('Lionel Scaloni');
    expect(await form.getByLabel('Celular').inputValue()).toBe('3514445566');
    expect(await form.getByLabel('Provincia').inputValue()).toBe('Córdoba');
    expect(await form.getByLabel('Calle').inputValue()).toBe('Avenida Colón');
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `checkout-reload-${name}.png`) });
    expect(problems).toEqual([]);
    await context.close();
  });

  const total = async (query: string) =>
    ((await (await fetch(`${shop}/api/products?page=1&${query}`)).json()) as { total: number })
      .total;

  /**
   * A shelf of at least 6 products (a page to scroll: a category and one box of its panel) and
   * another box of the panel that none of them has: ticking it leaves nothing.
   */
  async function shelfAndEmptyingBox(): Promise<{ shelf: string; group: string; box: string }> {
    // The panel read on a desktop, where it is always open.
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      return await findShelf(page);
    } finally {
      await context.close();
    }
  }

  async function findShelf(page: Page): Promise<{ shelf: string; group: string; box: string }> {
    const groups = [
      ['Marca', 'brand'],
      ['Talles', 'size'],
      ['Subcategoria', 'subcategory'],
    ] as const;
    for (const category of ['Botines', 'Zapatillas', 'Camisetas', 'Indumentaria', 'Medias']) {
      await page.goto(`${shop}/catalogo?category=${category}`, { waitUntil: 'networkidle' });
      const boxes: { group: string; param: string; value: string }[] = [];
      for (const [group, param] of groups) {
        const values = await page
          .getByRole('complementary', { name: 'Filtros' })
          .getByRole('group', { name: group })
          .locator('input')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
        boxes.push(...values.map((value) => ({ group, param, value })));
      }
      const term = (box: (typeof boxes)[number]) => `${box.param}=${encodeURIComponent(box.value)}`;
      for (const first of boxes) {
        const shelf = `category=${category}&${term(first)}`;
        if ((await total(shelf)) < 6) continue;
        for (const second of boxes) {
          if (second.param === first.param) continue;
          if ((await total(`${shelf}&${term(second)}`)) === 0) {
            return { shelf, group: second.group, box: second.value };
          }
        }
      }
    }
    throw new Error('no shelf with a box that empties it');
  }

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    "item 9: the filters reach the screen's bottom, 'Limpiar todo' is whole, and a filter that leaves nothing shows its line on screen (%s)",
    async (name, viewport) => {
      const { context, page, problems } = await openPage(browser, viewport);
      const { shelf, group, box } = await shelfAndEmptyingBox();
      await page.goto(`${shop}/catalogo?${shelf}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const filters = page.getByRole('complementary', { name: 'Filtros' });
      if (viewport === PHONE) {
        await page.getByRole('button', { name: /^Filtrar/ }).click();
        await expect
          .poll(() => filters.evaluate((aside) => aside.getBoundingClientRect().bottom))
          .toBe(viewport.height);
      }
      await filters.getByRole('group', { name: group }).locator(`input[value="${box}"]`).check();
      await page.getByText(EMPTY_RESULT).waitFor({ state: 'attached' });
      // 'Limpiar todo' with the panel scrolled to its end: whole, with room for its focus ring.
      await filters.evaluate((aside) => (aside.scrollTop = aside.scrollHeight));
      const clear = filters.getByRole('link', { name: 'Limpiar todo' });
      const [button, panel] = await Promise.all([clear.boundingBox(), filters.boundingBox()]);
      expect(button!.y + button!.height).toBeLessThan(panel!.y + panel!.height);
      expect(button!.y + button!.height).toBeLessThanOrEqual(viewport.height);
      expect(button!.x).toBeGreaterThan(panel!.x);
      await page.screenshot({ path: join(shots, `filters-${name}.png`) });
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Ver 0 productos' }).click();
      }
      const line = page.getByText(EMPTY_RESULT);
      await expect
        .poll(() => line.evaluate((el) => el.getBoundingClientRect().top))
        .toBeGreaterThanOrEqual(0);
      const top = await line.evaluate((el) => el.getBoundingClientRect().bottom);
      expect(top).toBeLessThanOrEqual(viewport.height);
      await page.screenshot({ path: join(shots, `no-match-${name}.png`) });
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
