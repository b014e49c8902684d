import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';

const shop = inject('shopUrl');

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('a shopper on %s', (_name, viewport) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('searches "botin", opens a boot, is asked for a size, adds it and sees the cart count', async () => {
    const { page, context, problems } = await openPage(browser, viewport);
    await page.goto(`${shop}/`);
    await expect(page.title()).resolves.toContain('Tienda deportiva');

    const search = page.getByRole('combobox', { name: 'Buscar productos' });
    await search.fill('botin');
    const firstResult = page
      .getByRole('listbox', { name: 'Resultados de la búsqueda' })
      .getByRole('option')
      .first();
    await firstResult.waitFor();
    await firstResult.click();
    await page.waitForURL(/\/producto\/botin/);
    await page.getByRole('heading', { level: 1 }).waitFor();

    const add = page.getByRole('button', { name: 'Agregar al carrito' });
    await add.click();
    await page.getByText('Por favor, selecciona un talle.').waitFor();

    await page
      .getByRole('group', { name: 'Talles' })
      .locator('button:not([disabled])')
      .first()
      .click();
    await add.click();
    await page.getByText('Añadiste al carrito un producto').waitFor();
    await page.getByRole('link', { name: 'Carrito, 1 producto' }).waitFor();

    // The cart survives a reload (localStorage key root).
    await page.reload();
    await page.getByRole('link', { name: 'Carrito, 1 producto' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('filters the catalogue by brand from the URL and loads more', async () => {
    const { page, context, problems } = await openPage(browser, viewport);
    await page.goto(`${shop}/catalogo?category=Botines&brand=Nike`);
    const cards = page.locator('article');
    await cards.first().waitFor();
    const names = await page.locator('article h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes('Nike'))).toBe(true);

    await page.goto(`${shop}/catalogo`);
    await cards.first().waitFor();
    expect(await cards.count()).toBe(12);
    await page.getByRole('link', { name: 'Cargar más' }).click();
    await page.waitForURL(/limit=16/);
    await expect.poll(() => cards.count()).toBe(16);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('filters by brand in the panel, sees a chip for it and removes it', async () => {
    const { page, context, problems } = await openPage(browser, viewport);
    await page.goto(`${shop}/catalogo?category=Botines&size=42`);
    const cards = page.locator('article');
    await cards.first().waitFor();
    const openFilters = page.getByRole('button', { name: /^Filtrar/ });
    if (await openFilters.isVisible()) await openFilters.click();
    await page.getByRole('group', { name: 'Marca' }).getByLabel('Nike').check();
    await page.waitForURL(/brand=Nike/);
    const closeFilters = page.getByRole('button', { name: 'Cerrar filtros' });
    if (await closeFilters.isVisible()) await closeFilters.click();
    await expect
      .poll(async () =>
        (await page.locator('article h3').allTextContents()).every((n) => n.includes('Nike')),
      )
      .toBe(true);

    const chips = page.getByRole('group', { name: 'Filtros aplicados' });
    await chips.getByRole('button', { name: 'Quitar filtro Nike' }).click();
    await page.waitForURL((url) => !url.searchParams.has('brand'));
    expect(new URL(page.url()).searchParams.get('size')).toBe('42');
    await expect
      .poll(async () =>
        (await page.locator('article h3').allTextContents()).some((n) => !n.includes('Nike')),
      )
      .toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility problems on home, catalogue and product pages', async () => {
    const { page, context } = await openPage(browser, viewport);
    const { items } = (await (await fetch(`${shop}/api/products?page=1&limit=1`)).json()) as {
      items: { slug: string }[];
    };
    for (const path of ['/', '/catalogo', `/producto/${items[0]?.slug}`]) {
      await page.goto(shop + path, { waitUntil: 'networkidle' });
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await context.close();
  });

  it('opens home, catalogue, product and an empty cart, on a first visit each, without the form validation library', async () => {
    const { items } = (await (await fetch(`${shop}/api/products?page=1&limit=1`)).json()) as {
      items: { slug: string }[];
    };
    for (const path of ['/', '/catalogo', `/producto/${items[0]?.slug}`, '/carrito']) {
      const { page, context } = await openPage(browser, viewport);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(shop + path, { waitUntil: 'networkidle' });
      expect(scripts.length, path).toBeGreaterThan(0);
      // zod (95 KB) checks forms and a saved cart, after hydration. It once slipped into every
      // page's first scripts through a default read from the settings schema.
      expect(
        scripts.filter((script) => /\/zod-[^/]*\.js$/.test(script)),
        path,
      ).toEqual([]);
      await context.close();
    }
  });

  it('draws headings in the one Oswald face it preloads, fetched once, and form controls in the page typeface', async () => {
    const { page, context, problems } = await openPage(browser, viewport);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${shop}/catalogo`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const faces = await page.evaluate(() => {
      const found: string[] = [];
      document.fonts.forEach((face) => found.push(`${face.family} ${face.weight} ${face.status}`));
      return found;
    });
    // One Latin face (app.css): each extra subset is one more face resolved for every size.
    expect(faces).toEqual(['Oswald 600 loaded']);
    const preload = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
    expect(fonts).toEqual([preload]);
    const heading = await page
      .getByRole('heading', { level: 1 })
      .evaluate((h) => getComputedStyle(h).fontFamily);
    expect(heading).toMatch(/^Oswald,/);
    const controlFonts = await page.evaluate(() => [
      ...new Set(
        Array.from(document.querySelectorAll('input, select')).map(
          (control) => getComputedStyle(control).fontFamily,
        ),
      ),
    ]);
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(controlFonts).toEqual([bodyFont]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the Botines mega-menu on a desktop', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('searches by size: Buscar does nothing without a size, then opens the catalogue on it', async () => {
    const { page, context, problems } = await openPage(browser, DESKTOP);
    await page.goto(`${shop}/`, { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: 'Opciones de Botines' });
    // Hovering before hydration has no effect: leave and re-enter until the menu opens.
    await expect
      .poll(async () => {
        await page.mouse.move(0, 0);
        await toggle.hover();
        return toggle.getAttribute('aria-expanded');
      })
      .toBe('true');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await panel.getByText('Busca según tu talle').waitFor();
    await panel.getByRole('button', { name: 'Buscar' }).click();
    expect(new URL(page.url()).pathname).toBe('/');

    await panel.getByRole('button', { name: '42', exact: true }).click();
    await panel.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(/\/catalogo\?category=Botines&size=42$/);
    await page.locator('article').first().waitFor();
    const chips = page.getByRole('group', { name: 'Filtros aplicados' });
    await chips.getByRole('button', { name: 'Quitar filtro Talle 42' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
