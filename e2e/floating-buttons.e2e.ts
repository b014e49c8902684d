import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';

const shop = inject('shopUrl');
/** Screenshots to look at; kept out of the repository. */
const shots = join(tmpdir(), 'shop-e2e-floating');

interface Product {
  slug: string;
  variants: { sizes: { size: string; stock: number }[] }[];
}

/** Every storefront page a shopper reaches without an order of their own. */
async function storefrontPages(): Promise<string[]> {
  const { items } = (await (
    await fetch(`${shop}/api/products?category=Botines&page=1&limit=5`)
  ).json()) as { items: Product[] };
  const { promotion } = (await (await fetch(`${shop}/api/promotion`)).json()) as {
    promotion: { slug: string }[];
  };
  return [
    '/',
    '/catalogo',
    '/category/botines',
    '/category/indumentaria',
    `/producto/${items[0]!.slug}`,
    ...promotion.map((p) => `/promocion/${p.slug}`),
    '/carrito',
    '/paymentgateway',
    '/encargo',
    '/ayuda',
    '/envios',
    '/metodos-de-pago',
    '/seguimiento-de-ordenes',
    '/devoluciones',
    '/guia-de-talles',
    '/sobre-nosotros',
    '/about',
    '/journal',
    '/contact',
    '/terminos-y-condiciones',
    '/politicas-de-privacidad',
    '/catalogo?search=zzzz-nada',
    '/no-existe',
  ];
}

/**
 * What a shown floating button covers: controls (links, buttons, boxes) and prices, each named
 * by its text. Empty when the stack is hidden or covers nothing.
 */
function covered(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stack = document.querySelector('aside[aria-label="Accesos rápidos"]');
    if (!stack || getComputedStyle(stack).visibility === 'hidden') return [];
    const buttons = Array.from(stack.children).map((child) => child.getBoundingClientRect());
    const on = (box: DOMRect) =>
      box.width > 0 &&
      box.height > 0 &&
      buttons.some(
        (b) => b.left < box.right && box.left < b.right && b.top < box.bottom && box.top < b.bottom,
      );
    const found: string[] = [];
    const controls = 'a[href], button, input, select, textarea, summary, [role="button"]';
    for (const element of Array.from(document.querySelectorAll(controls))) {
      if (stack.contains(element) || getComputedStyle(element).visibility === 'hidden') continue;
      if (on(element.getBoundingClientRect())) {
        found.push(
          `control ${element.tagName} '${(element.textContent ?? '').trim().slice(0, 40)}'`,
        );
      }
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!/\$\s?\d/.test(node.nodeValue ?? '') || stack.contains(node)) continue;
      range.selectNodeContents(node);
      if (Array.from(range.getClientRects()).some(on)) found.push(`price '${node.nodeValue}'`);
    }
    return found;
  });
}

/**
 * Scrolls from top to bottom in steps shorter than the smallest floating button (48 px), so every
 * scroll position where a button meets a control or a price is visited; answers what was covered.
 */
async function walk(page: Page, path: string): Promise<string[]> {
  await page.goto(`${shop}${path}`, { waitUntil: 'networkidle' });
  if (path.startsWith('/promocion/')) {
    // The promotion's search results, with their prices: one letter finds some in any category.
    await page.getByRole('main').getByRole('searchbox').first().fill('a');
    await page.locator('main [id$="-results"]').first().waitFor();
  }
  const problems: string[] = [];
  const bottom = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  const step = 44;
  for (let y = 0; ; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    // The stack re-checks once per frame after a scroll.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    for (const what of await covered(page)) problems.push(`${path} at ${y}px: ${what}`);
    if (y >= bottom) break;
  }
  return problems;
}

describe('floating buttons never cover a control or a price (issue 42, item 6)', () => {
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'every page, scrolled top to bottom, with a cart (%s)',
    async (name, size) => {
      const { context, page } = await openPage(browser, size);
      // A cart, so 'Ir al carrito' floats too.
      const { items } = (await (
        await fetch(`${shop}/api/products?category=Camisetas&page=1&limit=10`)
      ).json()) as { items: Product[] };
      const shirt = items.find((p) => p.variants[0]?.sizes.some((s) => s.stock > 0))!;
      await page.goto(`${shop}/producto/${shirt.slug}`, { waitUntil: 'networkidle' });
      await page
        .getByRole('group', { name: 'Talles' })
        .getByRole('button', {
          name: shirt.variants[0]!.sizes.find((s) => s.stock > 0)!.size,
          exact: true,
        })
        .click();
      await page.getByRole('button', { name: 'Agregar al carrito' }).click();
      await page.getByText('Añadiste al carrito un producto').waitFor();

      const problems: string[] = [];
      for (const path of await storefrontPages()) problems.push(...(await walk(page, path)));

      // The two places the issue names, as the shopper sees them.
      await page.goto(`${shop}/seguimiento-de-ordenes`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Ver mi pedido' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, `tracking-${name}.png`) });
      await page.goto(`${shop}/carrito`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: join(shots, `cart-${name}.png`) });
      expect(problems).toEqual([]);
      await context.close();
    },
    600_000,
  );

  it('the check itself sees a button over a control when the buttons do not step aside', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${shop}/seguimiento-de-ordenes`, { waitUntil: 'networkidle' });
    await page.addStyleTag({
      content: 'aside[aria-label="Accesos rápidos"] { visibility: visible !important; }',
    });
    const button = (await page.getByRole('button', { name: 'Ver mi pedido' }).boundingBox())!;
    // 'Ver mi pedido' at the bottom of the screen, where WhatsApp floats.
    await page.evaluate(
      (top) => window.scrollTo({ top, behavior: 'instant' }),
      button.y + button.height - PHONE.height + 30,
    );
    expect(await covered(page)).toContain("control BUTTON 'Ver mi pedido'");
    await context.close();
  });
});
