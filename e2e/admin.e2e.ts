import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';
import { storedImageUrl } from './support/stored-image.js';

const shop = inject('shopUrl');
const admin = inject('adminCredentials');
const run = Date.now().toString(36);

/** A 1x1 PNG: small enough for the 100 KB limit, and a real image the server can decode. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** Expected refusals (the wrong password) show up as failed loads in the console. */
const unexpected = (problems: string[]) => problems.filter((p) => !p.includes('status of 401'));

async function signIn(page: Page, password = admin.password) {
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${shop}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  return ((await response.json()) as { token: string }).token;
}

/** A page already signed in (the token where the login form keeps it). */
async function signedInPage(browser: Browser, viewport = DESKTOP) {
  const opened = await openPage(browser, viewport);
  const token = await adminToken();
  await opened.context.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('userToken', value);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
  return opened;
}

async function catalogueNames(page: Page, search: string): Promise<string[]> {
  await page.goto(`${shop}/catalogo?search=${encodeURIComponent(search)}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page.locator('article h3').allTextContents();
}

interface CatalogueProduct {
  id: string;
  variants: { id: number; sizes: { size: string; stock: number }[] }[];
}

describe('the back office on a desktop', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('refuses a wrong password with SPEC.md message, then signs in and opens /admin', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${shop}/login`);
    await signIn(page, 'no-es-la-clave');
    await page.getByText('Datos incorrectos, ingresa de vuelta tu usuario y contraseña.').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();

    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(`${shop}/admin`);
    await page.getByRole('heading', { name: 'Panel de administración' }).waitFor();
    for (const tile of ['Productos', 'Órdenes', 'Cupones', 'Promociones', 'Por encargo']) {
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${tile}`) })
        .waitFor();
    }
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeTruthy();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('creates a product with two variants, an image and stock per size; the shop shows it; disabling hides it', async () => {
    const { page, context, problems } = await signedInPage(browser);
    const name = `Botín Prueba E2E ${run}`;
    await page.goto(`${shop}/producttable`);
    await page.getByRole('link', { name: 'Agregar producto' }).click();
    await page.waitForURL(`${shop}/uploadproduct`);

    await page.getByLabel('Nombre del producto').fill(name);
    await page.getByLabel('Precio', { exact: true }).fill('123456');
    await page.getByLabel('Marca').selectOption('Adidas');
    await page.getByLabel('Categoría', { exact: true }).selectOption('Botines');
    await page.getByLabel('Subcategoría').selectOption('Futbol 11');
    await page.getByLabel('Descripción').fill('Botín de prueba de punta a punta.');

    await page.getByLabel('Nombre de la variante').fill('Negro');
    // Over 100 KB: refused in the browser with SPEC.md's alert, nothing uploaded.
    await page.getByLabel('Imágenes de la variante 1: subir imagen').setInputFiles({
      name: 'pesada.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(150 * 1024),
    });
    await page
      .getByText('La imagen es demasiado pesada, por favor elige una que pese menos de 100 kb.')
      .waitFor();
    await page.getByLabel('Imágenes de la variante 1: subir imagen').setInputFiles({
      name: 'negro.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await page.getByRole('img', { name: 'Imagen 1' }).waitFor();

    await page.getByRole('button', { name: 'Agregar variante' }).click();
    await page.getByLabel('Imágenes de la variante 2: subir imagen').setInputFiles({
      name: 'blanco.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect.poll(() => page.getByRole('img', { name: 'Imagen 1' }).count()).toBe(2);

    const first = page.getByRole('group', { name: 'Talles y stock de la variante 1' });
    await first.getByLabel('42 — stock').fill('4');
    const second = page.getByRole('group', { name: 'Talles y stock de la variante 2' });
    await second.getByLabel('43 — stock').fill('2');
    await page.getByLabel('Peso (g)').fill('900');
    await page.getByLabel('Alto (cm)').fill('12');
    await page.getByLabel('Ancho (cm)').fill('20');
    await page.getByLabel('Largo (cm)').fill('33');
    await page.getByRole('button', { name: 'Agregar producto' }).click();
    await page.waitForURL(`${shop}/producttable`);
    await page.getByText('Producto agregado exitosamente').waitFor();

    const created = (await (
      await fetch(`${shop}/api/products?q=${encodeURIComponent(name)}&page=1`)
    ).json()) as {
      items: {
        id: string;
        productName: string;
        variants: { variant: string; imgUrl: string[]; sizes: { size: string; stock: number }[] }[];
      }[];
    };
    const product = created.items.find((p) => p.productName === name);
    expect(product?.variants.map((v) => v.variant)).toEqual(['Negro', 'new']);
    expect(product?.variants[0]?.imgUrl[0]).toMatch(/^\/api\/images\//);
    expect(product?.variants[0]?.sizes.find((s) => s.size === '42')?.stock).toBe(4);
    expect(product?.variants[1]?.sizes.find((s) => s.size === '43')?.stock).toBe(2);

    expect(await catalogueNames(page, name)).toContain(name);

    await page.goto(`${shop}/producttable`);
    await page.getByLabel('Buscar productos').fill(name);
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('link', { name: 'Ver Detalle' })
      .click();
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('button', { name: 'Realizar Cambios' }).click();
    await page.getByLabel('Desactivado (no se muestra en la tienda)').check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Cambios guardados exitosamente').waitFor();
    await page.getByRole('button', { name: 'Realizar Cambios' }).waitFor();

    expect(await catalogueNames(page, name)).not.toContain(name);
    expect((await fetch(`${shop}/api/products/${product?.id}`)).status).toBe(404);

    await page.goto(`${shop}/producttable`);
    await page.getByLabel('Buscar productos').fill(name);
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByText('Desactivado')
      .waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('keeps a typed price when the session expires before Guardar: signs in over the form, no leave-page question, and saves it', async () => {
    const { page, context } = await signedInPage(browser);
    const questions: string[] = [];
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    const list = (await (await fetch(`${shop}/api/products?page=1`)).json()) as {
      items: { id: string; productName: string; price: number }[];
    };
    const product = list.items[list.items.length - 1]!;
    const price = String(product.price + 1000);
    await page.goto(`${shop}/productdetailbdd/${product.id}`);
    await page.getByRole('button', { name: 'Realizar Cambios' }).click();
    await page.getByLabel('Precio', { exact: true }).fill(price);
    // The token dies while the admin types (expired or revoked: the server answers 401).
    await page.evaluate(() => localStorage.setItem('userToken', 'vencido'));
    await page.getByRole('button', { name: 'Guardar' }).click();

    const dialog = page.getByRole('dialog', { name: 'Tu sesión expiró' });
    await dialog.getByText('Volvé a ingresar: lo que escribiste sigue en la página.').waitFor();
    expect(page.url()).toBe(`${shop}/productdetailbdd/${product.id}`);
    expect(await page.getByLabel('Precio', { exact: true }).inputValue()).toBe(price);
    await dialog.getByLabel('Username').fill(admin.username);
    await dialog.getByLabel('Password').fill(admin.password);
    await dialog.getByRole('button', { name: 'Volver a ingresar' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect(await page.getByLabel('Precio', { exact: true }).inputValue()).toBe(price);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Cambios guardados exitosamente').waitFor();
    expect(questions).toEqual([]);
    const saved = (await (await fetch(`${shop}/api/products/${product.id}`)).json()) as {
      price: number;
    };
    expect(saved.price).toBe(Number(price));
    await context.close();
  });

  it('creates a coupon that the checkout then accepts', async () => {
    const { page, context, problems } = await signedInPage(browser);
    const code = `E2E${run}`.toUpperCase();
    await page.goto(`${shop}/discounts`);
    const form = page.getByRole('form', { name: 'Agregar cupón' });
    await form.getByRole('button', { name: 'Agregar cupón' }).click();
    await form.getByText('El código es obligatorio').waitFor();
    await form.getByText('El porcentaje debe ser mayor que 0').waitFor();
    await form.getByLabel('Código').fill(code);
    await form.getByLabel('Porcentaje de descuento').fill('20');
    await form.getByLabel('Cantidad de usos').fill('3');
    await form.getByRole('button', { name: 'Agregar cupón' }).click();
    await page.getByText('Cupón agregado exitosamente').waitFor();
    await page
      .getByRole('row', { name: new RegExp(code) })
      .getByText('20%')
      .waitFor();

    const check = await fetch(`${shop}/api/discounts/${code}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usageRecord: { dateUsed: new Date().toISOString() } }),
    });
    expect(await check.json()).toMatchObject({ valid: true, discount: 20 });
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('creates a 2x1 promotion that the storefront then offers', async () => {
    const { page, context, problems } = await signedInPage(browser);
    const title = `2x1 E2E ${run}`;
    await page.goto(`${shop}/promociones`);
    const form = page.getByRole('form', { name: 'Agregar Promoción' });
    await form.getByRole('button', { name: 'Agregar Promoción' }).click();
    await form.getByText('El Título es obligatorio').waitFor();
    await form.getByText('Debe seleccionar al menos una categoría', { exact: true }).waitFor();

    await form.getByLabel('Título').fill(title);
    await form.getByLabel('Descripción').fill('Llevá dos botines y pagá uno.');
    await form.getByText('Imagen de la promoción').click();
    await form.getByLabel('Imagen: subir imagen').setInputFiles({
      name: 'promo.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await form.getByRole('img', { name: 'Imagen 1' }).waitFor();
    await form.getByLabel('Fecha de expiración').fill('2099-12-31');
    await form.getByLabel('Tipo de promoción').selectOption('2x1');
    await form.getByRole('group', { name: 'Categorías' }).getByLabel('Botines').check();
    await form.getByRole('group', { name: 'Subcategorías' }).getByLabel('Futbol 11').check();
    await form.getByRole('button', { name: 'Agregar Promoción' }).click();
    await page.getByText('Promoción agregada exitosamente').waitFor();
    await expect.poll(() => form.getByLabel('Título').inputValue()).toBe('');
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.getByText('31/12/2099').waitFor();
    await row.getByText('Activo', { exact: true }).waitFor();

    const { promotion } = (await (await fetch(`${shop}/api/promotion`)).json()) as {
      promotion: { title: string; slug: string; type: string }[];
    };
    const offered = promotion.find((p) => p.title === title);
    expect(offered?.type).toBe('2x1');
    await page.goto(`${shop}/promocion/${offered?.slug}`);
    await page.getByRole('heading', { name: title }).waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('moves an order Pago Pendiente -> Aprobado -> Enviado, refused without a tracking code', async () => {
    const products = (await (await fetch(`${shop}/api/products`)).json()) as CatalogueProduct[];
    const line = products
      .flatMap((p) =>
        p.variants.flatMap((v) =>
          v.sizes
            .filter((s) => s.stock > 2)
            .map((s) => ({ id: p.id, variant: { id: v.id }, size: s.size })),
        ),
      )
      .at(0);
    expect(line).toBeTruthy();
    const email = `cliente-${run}@example.com`;
    // Transfer is taken only once the shop has an account and a WhatsApp number.
    const settingsBefore = (await (await fetch(`${shop}/api/settings`)).json()) as object;
    const putSettings = async (settings: object) =>
      fetch(`${shop}/api/settings`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${await adminToken()}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(settings),
      });
    await putSettings({
      ...settingsBefore,
      bankAccount: {
        bank: 'Banco Nación',
        holder: 'Tienda',
        cbu: '',
        alias: 'tienda.pagos',
        cuit: '',
      },
      contact: { whatsapp: '+5491155556666', email: '', phone: '', instagram: '' },
    });
    // Orders read the settings at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const placed = await fetch(`${shop}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        productInfo: [{ ...line, quantity: 1 }],
        payerInfo: {
          payerName: 'Cliente E2E',
          email,
          phone: '1144445555',
          zipCode: '1425',
          state: 'Ciudad Autónoma de Buenos Aires',
          city: 'CABA',
          street: 'Av. Santa Fe',
          streetNumber: '1234',
          floor: '',
          aclaration: '',
          client_id: '30123456',
        },
        shipment: { rate: { productName: 'Correo Argentino Clasico', deliveredType: 'D' } },
      }),
    });
    expect(placed.status).toBe(201);
    await putSettings(settingsBefore);
    const { order_number: orderNumber } = (await placed.json()) as { order_number: number };

    const { page, context, problems } = await signedInPage(browser);
    await page.goto(`${shop}/orderstable`);
    await page.getByLabel('Buscar órdenes').fill(email);
    const row = page.getByRole('row', { name: new RegExp(`#${orderNumber}`) });
    await row.getByText('Pago pendiente').waitFor();
    await row.getByRole('link', { name: 'Ver Detalle' }).click();
    await page.getByRole('heading', { name: `Orden #${orderNumber}` }).waitFor();
    await page.getByRole('heading', { name: '1 producto', exact: true }).waitFor();

    const status = page.getByLabel('Estado de la orden');
    await page.getByRole('button', { name: 'Realizar Cambios' }).click();
    await status.selectOption('Aprobado');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Cambios guardados con éxito').waitFor();
    await page.getByRole('button', { name: 'Realizar Cambios' }).click();
    await status.selectOption('Enviado');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByRole('alert')
      .getByText('Debes ingresar el código de seguimiento asi el cliente puede rastrear su pedido')
      .waitFor();
    await page.getByLabel('Código de seguimiento').fill('CA123456789AR');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('button', { name: 'Realizar Cambios' }).waitFor();
    expect(await status.inputValue()).toBe('Enviado');

    await page.goto(`${shop}/orderstable`);
    await page.getByLabel('Buscar órdenes').fill(email);
    await page
      .getByRole('row', { name: new RegExp(`#${orderNumber}`) })
      .getByText('Enviado')
      .waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('signs out, and then every admin URL shows only the sign-in screen', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${shop}/login`);
    await signIn(page);
    await page.waitForURL(`${shop}/admin`);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(/\/login/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
    for (const path of [
      '/admin',
      '/producttable',
      '/uploadproduct',
      '/commissionstable',
      '/cargar-producto-encargo',
      '/orderstable',
      '/uploadorder',
      '/usertable',
      '/discounts',
      '/discounts-form',
      '/promociones',
      '/ajustes',
      '/correos',
    ]) {
      await page.goto(shop + path);
      await page.getByRole('form', { name: 'Ingreso de administradores' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Secciones' }).count(), path).toBe(0);
    }
    // Nothing admin is rendered on the server: the page's HTML holds only the loading screen.
    const html = await (await fetch(`${shop}/producttable`)).text();
    expect(html).toContain('Cargando el panel');
    expect(html).not.toContain('Agregar producto');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe('the back office on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('signs in and reaches a section through the menu', async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    await page.goto(`${shop}/login`);
    await signIn(page);
    await page.waitForURL(`${shop}/admin`);
    await page.getByRole('button', { name: 'Menú' }).click();
    await page
      .getByRole('navigation', { name: 'Secciones' })
      .getByRole('link', { name: 'Cupones' })
      .click();
    await page.waitForURL(`${shop}/discounts`);
    await page.getByRole('heading', { name: 'Cupones de descuento' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe('the dashboard above the hub', () => {
  let browser: Browser;
  /** Screenshots to look at; kept out of the repository. */
  const shots = join(tmpdir(), 'shop-e2e-dashboard');

  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
  });
  afterAll(() => browser.close());

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'shows figures and the chart on %s, axe clean at every impact, nothing wider than the screen',
    async (name, viewport) => {
      const { page, context, problems } = await signedInPage(browser, viewport);
      await page.goto(`${shop}/admin`);
      await page.getByRole('heading', { name: 'Ventas por día' }).waitFor();
      await page.locator('.recharts-surface').first().waitFor();
      await page.getByText('Ventas de hoy').waitFor();
      await page.getByRole('heading', { name: /^Stock bajo: \d+ o menos/ }).waitFor();
      // Every finding fails the run, whatever its impact (issue 18: axe clean on the dashboard).
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map(
          (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
      await page.screenshot({ path: join(shots, `admin-${name}.png`), fullPage: true });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    },
  );

  it('reaches every low-stock size from the card, sold out and running low told apart (issue 42 item 18)', async () => {
    const token = await adminToken();
    const headers = { authorization: `Bearer ${token}` };
    const { sizes } = (await (await fetch(`${shop}/api/admin/stock/low`, { headers })).json()) as {
      sizes: { stock: number }[];
    };
    const soldOut = sizes.filter((s) => s.stock <= 0).length;
    const count = (n: number) => `${n} ${n === 1 ? 'talle' : 'talles'}`;
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context, problems } = await signedInPage(browser, viewport);
      await page.goto(`${shop}/admin`);
      const card = page.locator('section', {
        has: page.getByRole('heading', { name: /^Stock bajo: \d+ o menos/ }),
      });
      await card.waitFor();
      if (sizes.length > 10) {
        await card.getByRole('link', { name: `Ver los ${sizes.length} talles` }).click();
      } else await page.goto(`${shop}/stock-bajo`);
      await page.waitForURL(`${shop}/stock-bajo`);
      await page.getByText(count(sizes.length), { exact: true }).waitFor();
      await page.getByLabel('Agotados').uncheck();
      await page.getByText(count(sizes.length - soldOut), { exact: true }).waitFor();
      expect(await page.getByText('Agotado', { exact: true }).count()).toBe(0);
      await page.getByLabel('Agotados').check();
      await page.getByLabel('Por agotarse').uncheck();
      await page.getByText(count(soldOut), { exact: true }).waitFor();
      await page.screenshot({
        path: join(shots, `low-stock-${viewport.width}.png`),
        fullPage: true,
      });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    }
  });

  it("keeps the chart library out of the storefront's scripts: home, catalogue, product, cart, checkout", async () => {
    const { page, context } = await openPage(browser);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(`${shop}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(`${shop}/catalogo`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // A product page, the cart with that product in it, and the checkout.
    const { items } = (await (
      await fetch(`${shop}/api/products?category=Botines&page=1&limit=40`)
    ).json()) as {
      items: { slug: string; variants: { sizes: { size: string; stock: number }[] }[] }[];
    };
    const product = items.find((p) => p.variants[0]?.sizes.some((s) => s.stock > 0))!;
    const size = product.variants[0]!.sizes.find((s) => s.stock > 0)!.size;
    await page.goto(`${shop}/producto/${product.slug}`, { waitUntil: 'networkidle' });
    await page
      .getByRole('group', { name: 'Talles' })
      .getByRole('button', { name: size, exact: true })
      .click();
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await page.getByText('Añadiste al carrito un producto').waitFor();
    await page.goto(`${shop}/carrito`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'CONTINUAR COMPRA' }).click();
    await page.waitForURL(`${shop}/paymentgateway`);
    await page.getByRole('complementary', { name: 'Resumen del pedido' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      const code = await (await fetch(url)).text();
      expect(code.includes('recharts'), url).toBe(false);
    }
    await context.close();
  });
});

describe('the products CSV import', () => {
  let browser: Browser;
  /** Screenshots to look at; kept out of the repository. */
  const shots = join(tmpdir(), 'shop-e2e-import');

  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
  });
  afterAll(() => browser.close());

  it('exports the products, changes a price in the file, imports it, and the shop shows the new price', async () => {
    const name = `Camiseta Importada ${run}`;
    const created = await fetch(`${shop}/api/products`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await adminToken()}`,
      },
      body: JSON.stringify({
        productName: name,
        price: 50000,
        brand: 'Nike',
        cat: 'Camisetas',
        sub_cat: 'Retro',
        description: 'Camiseta para la prueba de importación.',
        color: 'Celeste',
        tags: [],
        dimensions: { weight: 300, height: 5, width: 30, length: 40 },
        variants: [
          {
            id: 1,
            variant: 'Celeste',
            imgUrl: [await storedImageUrl(shop)],
            sizes: [
              { size: 'M', stock: 3 },
              { size: 'L', stock: 2 },
            ],
          },
        ],
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const product = (await created.json()) as { id: string; slug: string };

    const { page, context, problems } = await signedInPage(browser);
    await page.goto(`${shop}/producttable`);
    await page.getByRole('heading', { name: 'Productos' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    const exported = await readFile((await download.path())!, 'utf8');
    const lines = exported.split('\r\n');
    // The owner raises the price on the product's rows, as Excel would keep the rest.
    const edited = lines
      .map((line) =>
        line.startsWith(product.id) ? line.replace(',50000.00,', ',61500.00,') : line,
      )
      .join('\r\n');
    expect(edited).not.toBe(exported);

    await page.getByRole('link', { name: 'Importar' }).click();
    await page.waitForURL(`${shop}/importar-productos`);
    await page.getByLabel('Archivo CSV (hasta 5 MB)').setInputFiles({
      name: 'productos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(edited),
    });
    await page.getByRole('button', { name: 'Revisar archivo' }).click();
    const result = page.getByRole('region', { name: 'Resultado de la revisión' });
    await result.getByRole('heading', { name: 'Qué haría la importación' }).waitFor();
    await expect.poll(() => result.getByText('Precio: 50000,00 → 61500,00').count()).toBe(2);
    await page.screenshot({ path: join(shots, 'import-desktop.png'), fullPage: true });
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Importación aplicada: 0 filas creadas y 2 actualizadas.').waitFor();

    await page.goto(`${shop}/producto/${product.slug}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('$61,500.00').first().waitFor();
    expect(await page.getByText('$50,000.00').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits every admin table in its card at 1440 px and 375 px, a long e-mail included (issue 42 item 18)', async () => {
    const token = await adminToken();
    const long = `mariana.fernandez.ventas.${run}@tiendadeportiva-ejemplo.com.ar`;
    const created = await fetch(`${shop}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        username: `mariana.fernandez.${run}`,
        email: long,
        password: 'clave-123456',
        phone: '1155554444',
        country: 'Argentina',
        countryCode: '+54',
      }),
    });
    expect(created.status).toBe(201);
    const user = (await created.json()) as { id: string };
    const pages = [
      '/usertable',
      '/orderstable',
      '/producttable',
      '/commissionstable',
      '/discounts',
    ];
    const overflowing: string[] = [];
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await signedInPage(browser, viewport);
      for (const path of pages) {
        await page.goto(`${shop}${path}`);
        await page.locator('table').first().waitFor();
        if (path === '/usertable') {
          await page.getByRole('button', { name: 'Realizar Cambios' }).click();
          await page.getByText(long).waitFor();
        }
        const wide = await page.$$eval('table', (tables) =>
          tables
            .filter(
              (table) => table.parentElement!.scrollWidth > table.parentElement!.clientWidth + 1,
            )
            .map((table) => table.querySelector('caption')?.textContent ?? 'tabla'),
        );
        overflowing.push(...wide.map((name) => `${path} ${viewport.width}px: ${name}`));
      }
      await page.goto(`${shop}/usertable`);
      await page.screenshot({ path: join(shots, `users-${viewport.width}.png`), fullPage: true });
      await context.close();
    }
    expect(overflowing).toEqual([]);
    await fetch(`${shop}/api/user/${user.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  });

  it('shows a bad file’s errors on a phone, applies nothing, axe clean, nothing wider than the screen', async () => {
    const { page, context, problems } = await signedInPage(browser, PHONE);
    await page.goto(`${shop}/importar-productos`);
    const header =
      'ID producto,Nombre,Marca,Categoría,Subcategoría,Color,Talle,Stock,Precio,Precio de lista,Desactivado';
    await page.getByLabel('Archivo CSV (hasta 5 MB)').setInputFiles({
      name: 'nuevos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `\uFEFF${header}\r\n,Short Nuevo,Marca Rara,Indumentaria,Conjunto,Negro,M,-1,0,,No\r\n`,
      ),
    });
    await page.getByRole('button', { name: 'Revisar archivo' }).click();
    await page.getByText('La marca «Marca Rara» no existe en la tienda.').waitFor();
    await page.getByText('El stock no puede ser negativo.').waitFor();
    await page.getByText('El precio debe ser mayor que 0.').waitFor();
    expect(await page.getByRole('button', { name: 'Aplicar' }).count()).toBe(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await page.screenshot({ path: join(shots, 'import-phone.png'), fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the lists on a desktop and a phone: orders with filters, products with export and import', () => {
  let browser: Browser;
  /** Screenshots to look at; kept out of the repository. */
  const shots = join(tmpdir(), 'shop-e2e-lists');
  const email = `filtros-${run}@example.com`;
  let orderNumber = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
    // A Mercado Pago order left unpaid today, to find with the filters.
    const products = (await (await fetch(`${shop}/api/products`)).json()) as CatalogueProduct[];
    const line = products
      .flatMap((p) =>
        p.variants.flatMap((v) =>
          v.sizes
            .filter((s) => s.stock > 2)
            .map((s) => ({ id: p.id, variant: { id: v.id }, size: s.size })),
        ),
      )
      .at(-1);
    const placed = await fetch(`${shop}/api/create-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        productInfo: [{ ...line, quantity: 1 }],
        payerInfo: {
          payerName: 'Filtro Pérez',
          email,
          phone: '1144445555',
          zipCode: '1425',
          state: 'Ciudad Autónoma de Buenos Aires',
          city: 'CABA',
          street: 'Av. Santa Fe',
          streetNumber: '1234',
          floor: '',
          aclaration: '',
          client_id: '30123456',
        },
        shipment: { rate: { productName: 'Correo Argentino Clasico', deliveredType: 'D' } },
      }),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const orders = (await (
      await fetch(`${shop}/api/orders`, {
        headers: { authorization: `Bearer ${await adminToken()}` },
      })
    ).json()) as { order_number: number; email: string }[];
    orderNumber = orders.find((o) => o.email === email)!.order_number;
  });
  afterAll(() => browser.close());

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'orders on %s: date range, status and payment method filters, then Exportar the same orders',
    async (name, viewport) => {
      const { page, context, problems } = await signedInPage(browser, viewport);
      // The shop's day is Argentina's.
      const today = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'America/Argentina/Buenos_Aires',
      }).format(new Date());
      await page.goto(`${shop}/orderstable`);
      await page.getByRole('heading', { name: 'Órdenes' }).waitFor();
      const row = page.getByRole('row', { name: new RegExp(`#${orderNumber}`) });
      await page.getByLabel('Desde').fill(today);
      await page.getByLabel('Hasta').fill(today);
      await page.getByLabel('Medio de pago').selectOption('mercadopago');
      await page.getByLabel('Buscar órdenes').fill(email);
      await row.getByText('Pago pendiente').waitFor();
      await page.getByText('1 orden', { exact: true }).waitFor();
      await page.screenshot({ path: join(shots, `orders-${name}.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('ordenes.csv');
      const csv = await readFile((await download.path())!, 'utf8');
      const [header, ...lines] = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      expect(header?.startsWith('Orden,Fecha,Estado,Cliente,Email')).toBe(true);
      expect(lines.length).toBe(1);
      expect(lines[0]).toContain(`${orderNumber},${today} `);
      expect(lines[0]).toContain(`,Pago pendiente,Filtro Pérez,${email},`);
      expect(lines[0]).toContain(',Mercado Pago,');

      // The other method, another day, or the status unticked: the order is gone.
      await page.getByLabel('Medio de pago').selectOption('transferencia');
      await page.getByText('No se encontraron órdenes con estos filtros.').waitFor();
      await page.getByLabel('Medio de pago').selectOption('');
      await row.waitFor();
      await page
        .getByRole('group', { name: 'Mostrar estados' })
        .getByLabel('Pago pendiente')
        .uncheck();
      await page.getByText('No se encontraron órdenes con estos filtros.').waitFor();
      await page
        .getByRole('group', { name: 'Mostrar estados' })
        .getByLabel('Pago pendiente')
        .check();
      await row.waitFor();
      await page.getByLabel('Desde').fill('2020-01-01');
      await page.getByLabel('Hasta').fill('2020-01-31');
      await page.getByText('No se encontraron órdenes con estos filtros.').waitFor();
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'products on %s: Exportar and Importar, nothing wider than the screen',
    async (name, viewport) => {
      const { page, context, problems } = await signedInPage(browser, viewport);
      await page.goto(`${shop}/producttable`);
      await page.getByRole('heading', { name: 'Productos' }).waitFor();
      await page.getByRole('row').nth(1).waitFor();
      await page.screenshot({ path: join(shots, `products-${name}.png`) });
      await page.screenshot({ path: join(shots, `products-${name}-full.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('productos.csv');
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.startsWith('\uFEFFID producto,Nombre,Marca,Categoría')).toBe(true);

      await page.getByRole('link', { name: 'Importar' }).click();
      await page.waitForURL(`${shop}/importar-productos`);
      await page.getByLabel('Archivo CSV (hasta 5 MB)').waitFor();
      await page.screenshot({ path: join(shots, `import-${name}.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    },
  );
});
