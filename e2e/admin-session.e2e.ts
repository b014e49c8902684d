/** The back office's door: signing in, a session that expires mid-form, signing out. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInPage, signIn, unexpected } from './support/admin.js';
import { launchBrowser, openPage, PHONE } from './support/browser.js';

const shop = inject('shopUrl');
const admin = inject('adminCredentials');

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
      '/clientes',
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
