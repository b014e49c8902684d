import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch, sharedAdminToken as adminToken } from './support/admin.js';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';
import { addToCart, confirmContact, fillAddress, pesos } from './support/shopper.js';

const shop = inject('shopUrl');
/** Screenshots to look at; kept out of the repository. */
const shots = join(tmpdir(), 'shop-e2e-shipment');

interface Product {
  id: string;
  slug: string;
  price: number;
  variants: { sizes: { size: string; stock: number }[] }[];
}

interface Detail {
  id: string;
  order_number: number;
  status: string;
  track_id: string;
  payment_method: string;
  transaction_amount: number;
  refunded_total: number;
  refundable: number;
  events: { type: string; details: Record<string, unknown> }[];
}

async function adminCall<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await adminFetch(path, method, body, adminToken);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/**
 * The shopper's whole checkout in the browser: product page, /carrito, the checkout's steps with
 * home delivery, Mercado Pago, and 'Aprobar' on the simulator's page. Answers the order number.
 */
async function payWithMercadoPago(page: Page, product: Product, size: string, email: string) {
  await addToCart(page, product, size);
  await page.goto(`${shop}/carrito`);
  await page.getByRole('button', { name: 'CONTINUAR COMPRA' }).click();
  await page.waitForURL(`${shop}/paymentgateway`);

  await confirmContact(page, email);
  await fillAddress(page, email);
  const form = page.getByRole('region', { name: 'Datos de envío' });
  await form.getByRole('button', { name: 'Continuar' }).click();
  const delivery = page.getByRole('region', { name: 'Envío', exact: true });
  await delivery.getByRole('radio', { name: /Envío a domicilio/ }).check();
  await delivery.getByRole('radio', { name: /Correo Argentino Clasico/ }).check();
  await delivery.getByRole('button', { name: 'Continuar' }).click();
  const payment = page.getByRole('region', { name: 'Pago', exact: true });
  await payment.getByRole('radio', { name: /Mercado Pago/ }).check();
  await payment.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();

  // Mercado Pago's checkout is the simulator's page when the shop has no credentials.
  await page.waitForURL(/\/pago-simulado\//);
  await page.getByText('Simulador de pagos').first().waitFor();
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  const orderNumber = Number(/#(\d+)/.exec(title ?? '')?.[1]);
  await page.getByRole('button', { name: /^Aprobar/ }).click();
  await page.waitForURL(new RegExp(`/orden-mp-confirmada/${orderNumber}`));
  await page.getByRole('heading', { name: 'Su compra fue exitosa!' }).waitFor();
  return orderNumber;
}

/** The stock of one size of the product's first variant, as the storefront reads it. */
async function stockOf(productId: string, size: string): Promise<number | undefined> {
  const product = (await (await fetch(`${shop}/api/products/${productId}`)).json()) as Product;
  return product.variants[0]?.sizes.find((s) => s.size === size)?.stock;
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

describe('shipment, tracking and a partial refund', () => {
  let browser: Browser;
  const email = `seguimiento-${Date.now()}@example.com`;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('paid with the Mercado Pago simulator, Generar envío, the tracking events arriving, the shopper following them, a partial refund', async () => {
    const { items } = (await (
      await fetch(`${shop}/api/products?category=Camisetas&page=1&limit=40`)
    ).json()) as { items: Product[] };
    const product = items.find((p) => p.variants[0]?.sizes.some((s) => s.stock > 1))!;
    const size = product.variants[0]!.sizes.find((s) => s.stock > 1)!.size;

    // The shopper pays in the browser: cart, checkout, Mercado Pago's (simulated) page.
    const buyer = await openPage(browser, DESKTOP);
    const order_number = await payWithMercadoPago(buyer.page, product, size, email);
    expect(buyer.problems).toEqual([]);
    await buyer.context.close();
    const { id } = (await adminCall<{ id: string; order_number: number }[]>('/api/orders')).find(
      (order) => order.order_number === order_number,
    )!;
    const paid = await adminCall<Detail>(`/api/order/${id}`);
    expect(paid).toMatchObject({ status: 'Aprobado', payment_method: 'mercadopago' });
    const stockPaid = await stockOf(product.id, size);

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

    // A partial refund through Mercado Pago (the simulator), from the admin order detail.
    const totalCents = Math.round(delivered.transaction_amount * 100);
    const refundCents = Math.round(totalCents / 4);
    const leftCents = totalCents - refundCents;
    const typed = `${Math.floor(refundCents / 100)},${String(refundCents % 100).padStart(2, '0')}`;
    const refunds = page.getByRole('region', { name: 'Reintegros' });
    await refunds
      .getByText(`Reintegrado: ${pesos(0)} · Queda por reintegrar: ${pesos(totalCents)}`)
      .waitFor();
    await refunds.getByLabel('Monto a reintegrar').fill(typed);
    await refunds.getByLabel('Nota').fill('Devolución parcial por demora');
    await refunds.getByRole('button', { name: 'Reintegrar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar reintegro' });
    await dialog
      .getByText(
        `Mercado Pago le devuelve ${pesos(refundCents)} al comprador del pedido #${order_number}.`,
      )
      .waitFor();
    // A partial refund neither cancels the order nor returns stock.
    expect(await dialog.getByText('El pedido se cancela').count()).toBe(0);
    await page.screenshot({ path: join(shots, 'refund-dialog-1440.png') });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: join(shots, 'refund-dialog-375.png') });
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: `Confirmar ${pesos(refundCents)}` }).click();
    await refunds
      .getByText(
        `Reintegro registrado: ${pesos(refundCents)}. Queda por reintegrar ${pesos(leftCents)}.`,
      )
      .waitFor();
    await refunds
      .getByText(`Reintegrado: ${pesos(refundCents)} · Queda por reintegrar: ${pesos(leftCents)}`)
      .waitFor();
    await history
      .getByText(`Reintegro de ${pesos(refundCents)} (Mercado Pago`, { exact: false })
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Mercado Pago knows the payment, partly refunded; the shop's own refund raises no alert.
    const sync = page.getByRole('region', { name: 'Pago con Mercado Pago' });
    await sync.getByRole('button', { name: 'Sincronizar con Mercado Pago' }).click();
    await sync
      .getByText(
        new RegExp(
          `^Mercado Pago tiene 1 pago de este pedido: #\\d+ por ${pesos(totalCents).replace(/[$.]/g, '\\$&')}: Pago devuelto en parte\\.$`,
        ),
      )
      .waitFor();
    const refunded = await adminCall<Detail & { payment_alert: string | null }>(`/api/order/${id}`);
    expect(refunded).toMatchObject({
      status: 'Entregado',
      refunded_total: refundCents / 100,
      refundable: leftCents / 100,
      payment_alert: null,
    });
    expect(await stockOf(product.id, size)).toBe(stockPaid);
    await page.screenshot({ path: join(shots, 'refunded-order-1440.png'), fullPage: true });
    await sync.screenshot({ path: join(shots, 'payment-sync-1440.png') });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: join(shots, 'refunded-order-375.png'), fullPage: true });
    await sync.screenshot({ path: join(shots, 'payment-sync-375.png') });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(problems).toEqual([]);
    await context.close();
  });
});
