import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';

const shop = inject('shopUrl');
const admin = inject('adminCredentials');
/** Screenshots to look at; kept out of the repository. */
const shots = join(tmpdir(), 'shop-e2e-shipment');

interface Product {
  id: string;
  variants: { sizes: { size: string; stock: number }[] }[];
}

interface Detail {
  id: string;
  order_number: number;
  status: string;
  track_id: string;
  events: { type: string }[];
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${shop}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  return ((await response.json()) as { token: string }).token;
}

async function adminCall<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${shop}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await adminToken()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Waits until `check` answers something, asking every half second. */
async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await check();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('waited too long');
}

describe('shipment and tracking', () => {
  let browser: Browser;
  let settingsBefore: object;
  const email = `seguimiento-${Date.now()}@example.com`;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    settingsBefore = await adminCall<object>('/api/settings');
    await adminCall('/api/settings', 'PUT', {
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
    // Orders read the settings at most once a second: the previous journey's may still be read.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await adminCall('/api/settings', 'PUT', settingsBefore);
  });

  it('a transfer confirmed by the admin, Generar envío, the tracking events arriving, the shopper following them', async () => {
    const { items } = (await (
      await fetch(`${shop}/api/products?category=Camisetas&page=1&limit=40`)
    ).json()) as { items: Product[] };
    const product = items.find((p) => p.variants[0]?.sizes.some((s) => s.stock > 0))!;
    const size = product.variants[0]!.sizes.find((s) => s.stock > 0)!.size;
    const placed = await fetch(`${shop}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        productInfo: [{ id: product.id, size, quantity: 1 }],
        payerInfo: {
          payerName: 'Lionel Scaloni',
          email,
          phone: '3514445566',
          zipCode: '5000',
          state: 'Córdoba',
          city: 'Córdoba',
          street: 'Avenida Colón',
          streetNumber: '210',
          floor: '',
          aclaration: '',
          client_id: '20-05536168-2',
        },
        shipment: { rate: { productName: 'Correo Argentino Clasico', deliveredType: 'D' } },
      }),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { order_number } = (await placed.json()) as { order_number: number };
    const { id } = (await adminCall<{ id: string; order_number: number }[]>('/api/orders')).find(
      (order) => order.order_number === order_number,
    )!;
    // The transfer arrived: the admin confirms the payment.
    await adminCall(`/api/order/${id}`, 'PUT', { status: 'Aprobado' });

    const { context, page, problems } = await openPage(browser, DESKTOP);
    const token = await adminToken();
    await context.addInitScript((value) => localStorage.setItem('userToken', value), token);
    await page.goto(`${shop}/orderdetailbdd/${id}`);
    const shipment = page.getByRole('region', { name: 'Envío por Correo Argentino' });
    await shipment.getByRole('button', { name: 'Generar envío' }).click();
    await shipment.getByText('Importado en MiCorreo').waitFor({ timeout: 30_000 });

    // The tracking job asks MiCorreo (the simulator) until the parcel is delivered.
    const delivered = await until(async () => {
      const order = await adminCall<Detail>(`/api/order/${id}`);
      return order.status === 'Entregado' ? order : undefined;
    });
    expect(delivered.track_id).not.toBe('');
    expect(delivered.events.filter((e) => e.type === 'tracking_event').length).toBe(5);

    await page.reload();
    const history = page.getByRole('region', { name: 'Historia del pedido' });
    await history.getByText('Estado: "Enviado" → "Entregado"').waitFor();
    await expect(
      history.getByText('Correo Argentino', { exact: true }).count(),
    ).resolves.toBeGreaterThan(3);
    await page.screenshot({ path: join(shots, 'admin-timeline-1440.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: join(shots, 'admin-timeline-375.png'), fullPage: true });
    expect(problems).toEqual([]);
    await context.close();

    // The shopper, with the order number and the e-mail.
    const shopper = await openPage(browser, DESKTOP);
    await shopper.page.goto(`${shop}/seguimiento-de-ordenes`, { waitUntil: 'networkidle' });
    await shopper.page.getByLabel('Número de pedido').fill(String(order_number));
    await shopper.page.getByLabel('E-mail de la compra').fill('otra@example.com');
    await shopper.page.getByRole('button', { name: 'Ver mi pedido' }).click();
    await shopper.page.getByRole('alert').getByText('No encontramos ese pedido.').waitFor();
    await shopper.page.getByLabel('E-mail de la compra').fill(email.toUpperCase());
    await shopper.page.getByRole('button', { name: 'Ver mi pedido' }).click();
    const result = shopper.page.getByRole('region', { name: `Pedido #${order_number}` });
    await result.getByText('Entregado', { exact: true }).first().waitFor();
    await result.getByText(delivered.track_id).waitFor();
    const events = await result.getByRole('listitem').allTextContents();
    expect(events.join('\n')).toContain('En distribución');
    expect(events.join('\n')).toContain('Envío registrado en Correo Argentino');
    await expect(
      result
        .getByRole('link', { name: 'Seguilo también en Correo Argentino' })
        .getAttribute('href'),
    ).resolves.toMatch(/^https:\/\/www\.correoargentino\.com\.ar\//);
    // SPEC's text of the page is still there.
    await shopper.page.getByText('Copiá el código de seguimiento que te enviamos.').waitFor();
    await shopper.page.screenshot({ path: join(shots, 'tracking-1440.png'), fullPage: true });
    expect(shopper.problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
    await shopper.context.close();

    // The phone, from the signed link of the 'Enviado' e-mail.
    const outbox =
      await adminCall<{ text: string; orderNumber: number | null; subject: string }[]>(
        '/api/emails',
      );
    const shippedMail = outbox.find(
      (mail) => mail.orderNumber === order_number && mail.subject.endsWith('está en camino'),
    )!;
    const link = /https?:\/\/\S+\/seguimiento-de-ordenes\?pedido=\d+&token=\S+/.exec(
      shippedMail.text,
    )![0];
    const phone = await openPage(browser, PHONE);
    await phone.page.goto(link, { waitUntil: 'networkidle' });
    await phone.page
      .getByRole('region', { name: `Pedido #${order_number}` })
      .getByText('En viaje')
      .waitFor();
    await phone.page.screenshot({ path: join(shots, 'tracking-375.png'), fullPage: true });
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
