/**
 * A shopper's and an owner's day (issue 21): what they read and what reaches the order.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';
import { adminApi as api } from './support/admin.js';
import { addToCart, bootInStock as inStock, pesos } from './support/shopper.js';

const shop = inject('shopUrl');

interface Settings {
  transferDiscountPercent: number;
  freeShippingThreshold: number;
  homeDeliverySurcharge: number;
  bankAccount: Record<string, string>;
  contact: Record<string, string>;
}

/** The floating buttons a shopper can see and tap now. */
async function visibleFloatingBoxes(page: Page) {
  const boxes = [];
  for (const button of await page
    .getByRole('complementary', { name: 'Accesos rápidos' })
    .locator(':scope > *')
    .all()) {
    if (await button.isVisible()) boxes.push(await button.boundingBox());
  }
  return boxes.filter((box) => box !== null);
}

/**
 * Brings `target` to the bottom of the screen, where the floating buttons sit, and checks none
 * of the visible ones overlaps it.
 */
async function expectClearOfFloatingButtons(page: Page, target: Locator, what: string) {
  await target.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  // Give the buttons their frame to step aside.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  // A drawer may still be sliding in: measure once the box stands still.
  let box = await target.boundingBox();
  for (let tries = 0; tries < 20; tries += 1) {
    await page.waitForTimeout(50);
    const again = await target.boundingBox();
    if (JSON.stringify(again) === JSON.stringify(box)) break;
    box = again;
  }
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(box, what).not.toBeNull();
  for (const button of await visibleFloatingBoxes(page)) {
    const overlaps =
      button.x < box!.x + box!.width &&
      box!.x < button.x + button.width &&
      button.y < box!.y + box!.height &&
      box!.y < button.y + button.height;
    expect(overlaps, `${what} under a floating button`).toBe(false);
  }
}

let browser: Browser;
let original: Settings;

beforeAll(async () => {
  original = await api<Settings>('GET', '/api/settings');
  // The checkout offers transfer only once the owner has set an account and a WhatsApp number.
  await api('PUT', '/api/settings', {
    ...original,
    bankAccount: { ...original.bankAccount, holder: 'Tienda Deportiva SRL', alias: 'tienda.pagos' },
    contact: { ...original.contact, whatsapp: '+5491155556666' },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await api('PUT', '/api/settings', original);
});

describe("a shopper's day", () => {
  it('saves the e-mail the shopper finished typing, key by key, on the order (item 1)', async () => {
    const { product, size } = await inStock();
    const email = `martina.gomez.${Date.now()}@gmail.com`;
    const { page, context, problems } = await openPage(browser, PHONE);
    await addToCart(page, product, size);
    await page.goto(`${shop}/paymentgateway`);

    // At a person's pace: '…@gmail.co' is already valid and confirmed before the last 'm'.
    const contact = page.getByRole('region', { name: /Contacto/ }).getByLabel('Email');
    await contact.pressSequentially(email, { delay: 60 });
    const form = page.getByRole('region', { name: 'Datos de envío' });
    await form.getByLabel('Nombre y apellido').fill('Martina Gómez');
    await form.getByLabel('Celular').fill('3514445566');
    await form.getByLabel('DNI, CUIL o CUIT').fill('20-05536168-2');
    await form.getByLabel('Código postal').fill('5000');
    await form.getByLabel('Provincia').selectOption('Córdoba');
    await form.getByLabel('Ciudad').fill('Córdoba');
    await form.getByLabel('Calle').fill('Avenida Colón');
    await form.getByLabel('Número').fill('210');
    expect(await form.getByLabel('Email').inputValue()).toBe(email);
    await form.getByRole('button', { name: 'Continuar' }).click();

    const delivery = page.getByRole('region', { name: 'Envío', exact: true });
    await delivery.getByRole('radio', { name: /Envío a domicilio/ }).check();
    await delivery.getByRole('radio', { name: /Correo Argentino Clasico/ }).check();
    await delivery.getByRole('button', { name: 'Continuar' }).click();
    const payment = page.getByRole('region', { name: 'Pago', exact: true });
    await payment.getByRole('radio', { name: /Transferencia bancaria/ }).check();
    await payment.getByRole('button', { name: 'Pagar con transferencia' }).click();
    await page.waitForURL(/\/orden-transferencia-confirmada\/\d+/);

    const orderNumber = Number(new URL(page.url()).pathname.split('/').at(-1));
    const orders = await api<{ order_number: number; email: string }[]>('GET', '/api/orders');
    expect(orders.find((o) => o.order_number === orderNumber)?.email).toBe(email);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads every transfer price and free-shipping promise from the settings, cached pages too (items 2 and 7)', async () => {
    const { product } = await inStock();
    const { page, context, problems } = await openPage(browser, DESKTOP);
    // Pages kept in the public cache before the change must not outlive it.
    await page.goto(`${shop}/`);
    await page.goto(`${shop}/producto/${product.slug}`);
    await page.goto(`${shop}/category/botines`);
    const current = await api<Settings>('GET', '/api/settings');
    await api('PUT', '/api/settings', {
      ...current,
      transferDiscountPercent: 10,
      freeShippingThreshold: 60000,
      homeDeliverySurcharge: 2350,
    });
    try {
      const transferCents = Math.ceil(Math.round(product.price * 100) * 0.9);

      await page.goto(`${shop}/`);
      // As read on the screen (some banners are upper-cased by the style sheet).
      const home = (await page.locator('body').innerText()).replace(/\s+/g, ' ').toLowerCase();
      expect(home).toContain('10% de descuento pagando de contado');
      expect(home).toContain('envío gratis a sucursal desde $60.000; a domicilio +$2.350');
      expect(home).toContain('10% off con transferencia');
      expect(home).not.toMatch(/15% (off|de descuento)/);
      expect(home).not.toContain('$45.000');

      await page.goto(`${shop}/producto/${product.slug}`);
      await page.getByText(`${pesos(transferCents)} pagando con transferencia`).waitFor();

      await page.goto(`${shop}/category/botines`);
      const card = page.getByRole('article').filter({ hasText: product.productName }).first();
      await expect(card.innerText()).resolves.toContain(
        `${pesos(transferCents)} con transferencia`,
      );
      expect((await page.locator('body').innerText()).toLowerCase()).not.toMatch(
        /15% (off|de descuento)/,
      );
    } finally {
      await api('PUT', '/api/settings', current);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a neutral page for an order the server does not confirm, whatever the address says (item 5)', async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    for (const path of [
      '/orden-transferencia-confirmada/abc?monto=1',
      '/orden-transferencia-confirmada/1?monto=1',
      '/orden-mp-confirmada/1',
    ]) {
      await page.goto(`${shop}${path}`);
      await page.getByRole('heading', { name: 'No encontramos este pedido' }).waitFor();
      const text = await page.locator('main').innerText();
      expect(text, path).not.toContain('está reservado');
      expect(text, path).not.toContain('$1.00');
      expect(text, path).not.toContain('Su compra fue exitosa!');
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the mega-menu open on a diagonal towards its size grid (item 14)', async () => {
    const { page, context, problems } = await openPage(browser, DESKTOP);
    await page.goto(`${shop}/`, { waitUntil: 'networkidle' });
    const boots = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', {
      name: 'Botines',
      exact: true,
    });
    const shirts = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', {
      name: 'Camisetas',
      exact: true,
    });
    await boots.hover();
    const sizes = page.getByRole('group', { name: 'Busca según tu talle' });
    await sizes.waitFor();
    const from = (await boots.boundingBox())!;
    const over = (await shirts.boundingBox())!;
    const to = (await sizes.getByRole('button').last().boundingBox())!;
    // Across 'Camisetas' and down into the Botines panel, in a few quick moves.
    await page.mouse.move(over.x + over.width / 2, over.y + over.height / 2, { steps: 2 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 3 });
    await page.waitForTimeout(400);
    await expect(
      page.getByRole('button', { name: 'Opciones de Botines' }).getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    await expect(
      page.getByRole('button', { name: 'Opciones de Camisetas' }).getAttribute('aria-expanded'),
    ).resolves.toBe('false');
    expect(from).toBeTruthy();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('at 375 px keeps prices, totals and buttons clear of the floating buttons (item 16)', async () => {
    const { product, size } = await inStock();
    const { page, context, problems } = await openPage(browser, PHONE);
    await addToCart(page, product, size);

    const estimator = page.getByRole('region', { name: 'Calculá el costo de envío' });
    await estimator.getByLabel('Código postal').fill('5000');
    await estimator.getByRole('button', { name: 'Calcular' }).click();
    const options = estimator.getByRole('list', { name: 'Opciones de envío' });
    await options.waitFor();
    await expectClearOfFloatingButtons(page, options, 'the shipping estimator prices');
    // The placeholder fits its box.
    await expect(
      estimator
        .getByLabel('Código postal')
        .evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth),
    ).resolves.toBe(true);

    await page.goto(`${shop}/catalogo`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /^Filtrar/ }).click();
    const apply = page.getByRole('button', { name: /^Ver \d+ productos?$/ });
    await apply.waitFor();
    await expectClearOfFloatingButtons(page, apply, "the drawer's 'Ver N productos'");
    await page.keyboard.press('Escape');

    const { promotion } = (await (await fetch(`${shop}/api/promotion`)).json()) as {
      promotion: { slug: string; type: string }[];
    };
    const twoForOne = promotion.find((p) => p.type === '2x1')!;
    await page.goto(`${shop}/promocion/${twoForOne.slug}`, { waitUntil: 'networkidle' });
    const search = 'Buscar productos promocionales';
    await page.getByRole('searchbox', { name: search }).fill('medias');
    await page
      .getByRole('list', { name: `Resultados: ${search}` })
      .getByRole('button')
      .first()
      .click();
    const bundleTotal = page.getByText('Total de la promoción').locator('..');
    await bundleTotal.waitFor();
    await expectClearOfFloatingButtons(page, bundleTotal, 'the promotion total');

    await page.goto(`${shop}/carrito`);
    const summary = page.getByRole('complementary', { name: 'Resumen Del Pedido' });
    await summary.getByText('Total', { exact: true }).waitFor();
    await expectClearOfFloatingButtons(
      page,
      summary.getByText('Total', { exact: true }).locator('..'),
      'the cart total',
    );
    await expectClearOfFloatingButtons(
      page,
      summary.getByRole('button', { name: 'CONTINUAR COMPRA' }),
      'CONTINUAR COMPRA',
    );

    await page.goto(`${shop}/paymentgateway`);
    const checkoutSummary = page.getByRole('complementary', { name: 'Resumen del pedido' });
    await checkoutSummary.waitFor();
    await expectClearOfFloatingButtons(page, checkoutSummary, 'the checkout summary');
    await page
      .getByRole('region', { name: /Contacto/ })
      .getByLabel('Email')
      .fill('clara@example.com');
    const province = page.getByRole('region', { name: 'Datos de envío' }).getByLabel('Provincia');
    await province.waitFor();
    await expectClearOfFloatingButtons(page, province, 'the province box');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('offers the size search in the phone menu too (item 16)', async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    await page.goto(`${shop}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú móvil' });
    await menu.getByText('Botines: busca según tu talle').click();
    const sizes = menu.getByRole('group', { name: 'Busca según tu talle' });
    await sizes.getByRole('button', { name: '42', exact: true }).click();
    await menu.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(/\/catalogo\?/);
    expect(new URL(page.url()).searchParams.get('category')).toBe('Botines');
    expect(problems).toEqual([]);
    await context.close();
  });
});
