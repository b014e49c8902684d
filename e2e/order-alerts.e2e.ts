/**
 * Issue 38 in the back office: a page left open on an order that was refunded meanwhile saves
 * nothing (409, the page shows what is there now), and the "Atención" list on the dashboard and
 * on the order page, with its one-click resolutions.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch, sharedAdminToken, signedInPage as openSignedIn } from './support/admin.js';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.js';
import {
  cabaPayer,
  catalogueProducts,
  HOME_DELIVERY,
  linesInStock,
  type Line,
  withTransfersTaken,
} from './support/orders.js';

const shop = inject('shopUrl');
const run = Date.now().toString(36);
/** Screenshots to look at; kept out of the repository. */
const shots = join(tmpdir(), 'shop-e2e-alerts');

const STALE = 'El pedido cambió mientras lo editabas: revisá los cambios y volvé a guardar';

/** Refusals the journeys cause on purpose show up as failed loads in the console. */
const unexpected = (problems: string[]) => problems.filter((p) => !/status of (401|409)/.test(p));

/** Calls and pages share the file's one sign-in: these journeys poll through admin calls. */
const adminCall = (path: string, method?: string, body?: unknown) =>
  adminFetch(path, method, body, sharedAdminToken);
const signedInPage = (browser: Browser, viewport = DESKTOP) =>
  openSignedIn(browser, viewport, sharedAdminToken);

/** A size with a few units, `pick` choosing among them so journeys take different ones. */
async function lineInStock(pick: (lines: Line[]) => Line | undefined): Promise<Line> {
  const lines = await linesInStock();
  const line = pick(lines);
  expect(line).toBeTruthy();
  return line!;
}

async function stockOf(line: Line): Promise<number> {
  const product = (await catalogueProducts()).find((p) => p.id === line.id);
  const size = product?.variants
    .find((v) => v.id === line.variant.id)
    ?.sizes.find((s) => s.size === line.size);
  return size?.stock ?? Number.NaN;
}

const payer = (email: string) => cabaPayer('Cliente Atención', email);
const shipment = HOME_DELIVERY;

interface AdminOrder {
  id: string;
  order_number: number;
  email: string;
  status: string;
  admin_comment: string;
  version: number;
  refundable: number;
  alerts: { id: number; kind: string; title: string }[];
}

async function orderByEmail(email: string): Promise<AdminOrder> {
  const orders = (await (await adminCall('/api/orders')).json()) as AdminOrder[];
  const found = orders.find((o) => o.email === email);
  expect(found, email).toBeTruthy();
  return found!;
}

async function orderDetail(id: string): Promise<AdminOrder> {
  return (await (await adminCall(`/api/order/${id}`)).json()) as AdminOrder;
}

/** A transfer order; transfer is taken only while the shop has an account and a WhatsApp. */
async function placeTransferOrder(line: Line, email: string): Promise<AdminOrder> {
  const placed = await withTransfersTaken(() =>
    fetch(`${shop}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        productInfo: [{ ...line, quantity: 1 }],
        payerInfo: payer(email),
        shipment,
      }),
    }),
  );
  expect(placed.status, await placed.clone().text()).toBe(201);
  return orderByEmail(email);
}

describe('an order page left open while the order was refunded (issue 38, defect 7)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("'Guardar' on the stale page changes nothing: the message, then Cancelado; stock stays returned", async () => {
    const line = await lineInStock((lines) => lines.at(1));
    const stockBefore = await stockOf(line);
    const email = `reintegro-${run}@example.com`;
    const placed = await placeTransferOrder(line, email);
    expect(await stockOf(line)).toBe(stockBefore - 1);
    const approved = await adminCall(`/api/order/${placed.id}`, 'PUT', { status: 'Aprobado' });
    expect(approved.status, await approved.clone().text()).toBe(200);

    const { page, context, problems } = await signedInPage(browser);
    await page.goto(`${shop}/orderdetailbdd/${placed.id}`);
    await page.getByRole('heading', { name: `Orden #${placed.order_number}` }).waitFor();
    const status = page.getByLabel('Estado de la orden');
    expect(await status.inputValue()).toBe('Aprobado');
    // Paid: the transfer instruction is no longer the order's detail line.
    await page.getByRole('heading', { name: 'Historia del pedido' }).waitFor();
    expect(await page.getByText('El cliente debe realizar la transferencia').count()).toBe(0);

    // Meanwhile, elsewhere: the whole order is refunded; it is cancelled and its stock returns.
    const refunded = await adminCall(`/api/order/${placed.id}/refunds`, 'POST', {});
    expect(refunded.status, await refunded.clone().text()).toBe(200);
    expect((await orderDetail(placed.id)).status).toBe('Cancelado');
    expect(await stockOf(line)).toBe(stockBefore);

    // The page still shows Aprobado; the owner adds a comment and saves what it shows.
    expect(await status.inputValue()).toBe('Aprobado');
    await page.getByRole('button', { name: 'Realizar Cambios' }).click();
    await page.getByLabel('Comentario del administrador').fill('Cliente avisado por WhatsApp');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('alert').getByText(STALE).waitFor();
    // The page shows what is there now, out of edit mode, with the refund in its history.
    await page.getByRole('button', { name: 'Realizar Cambios' }).waitFor();
    await expect.poll(() => status.inputValue()).toBe('Cancelado');
    expect(await page.getByLabel('Comentario del administrador').inputValue()).not.toContain(
      'WhatsApp',
    );
    await page
      .getByRole('region', { name: 'Historia del pedido' })
      .getByText(/^Reintegro de \$/)
      .first()
      .waitFor();
    expect(await page.getByText('Cambios guardados con éxito').count()).toBe(0);

    const after = await orderDetail(placed.id);
    expect(after.status).toBe('Cancelado');
    expect(after.admin_comment).not.toContain('WhatsApp');
    expect(after.refundable).toBe(0);
    expect(await stockOf(line)).toBe(stockBefore);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe('the "Atención" list (issue 38)', () => {
  let browser: Browser;
  let order: AdminOrder;
  const email = `atencion-${run}@example.com`;

  /**
   * A Mercado Pago order the owner cancels while it awaits payment; the simulated Mercado Pago
   * then approves its payment: the money arrives for a cancelled order and raises an alert.
   */
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
    const line = await lineInStock((lines) => lines.at(-2));
    const placed = await fetch(`${shop}/api/create-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        productInfo: [{ ...line, quantity: 1 }],
        payerInfo: payer(email),
        shipment,
      }),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { id: preferenceId } = (await placed.json()) as { id: string };
    order = await orderByEmail(email);
    const cancelled = await adminCall(`/api/order/${order.id}`, 'PUT', { status: 'Cancelado' });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const paid = await fetch(`${shop}/api/payment-simulator/${preferenceId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'approved' }),
    });
    expect(paid.status, await paid.clone().text()).toBe(200);
    // The notice's job raises the alert; expect.poll is for tests only, so wait by hand.
    let kinds: string[] = [];
    for (let tries = 0; tries < 50 && !kinds.includes('paid_after_cancel'); tries++) {
      if (tries) await new Promise((resolve) => setTimeout(resolve, 300));
      kinds = (await orderDetail(order.id)).alerts.map((a) => a.kind);
    }
    expect(kinds).toContain('paid_after_cancel');
  });
  afterAll(() => browser.close());

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('shows the alert on the dashboard and on the order page on %s', async (name, viewport) => {
    const { page, context, problems } = await signedInPage(browser, viewport);
    await page.goto(`${shop}/admin`);
    const attention = page.getByRole('region', { name: /^Atención/ });
    const row = attention.getByRole('row', { name: new RegExp(`#${order.order_number}`) });
    await row.getByText('Pagado después de cancelado').waitFor();
    await row.getByRole('button', { name: 'Reabrir el pedido' }).waitFor();
    await row.getByRole('button', { name: 'Reintegrar' }).waitFor();
    // Without a mail server (these journeys have none) that is an alert too.
    await attention.getByText('Sin servidor de correo').waitFor();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map(
        (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    await attention.screenshot({ path: join(shots, `dashboard-atencion-${name}.png`) });
    await page.screenshot({ path: join(shots, `dashboard-${name}.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    await row.getByRole('link', { name: `#${order.order_number}` }).click();
    await page.waitForURL(`${shop}/orderdetailbdd/${order.id}`);
    const own = page.getByRole('region', { name: /^Atención/ });
    await own.getByText('Pagado después de cancelado').waitFor();
    await own.getByRole('button', { name: 'Reabrir el pedido' }).waitFor();
    expect(await own.getByText('Sin servidor de correo').count()).toBe(0);
    await page.screenshot({ path: join(shots, `order-alert-${name}.png`) });
    await page.screenshot({ path: join(shots, `order-alert-${name}-full.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("'Reabrir el pedido' on the order page resolves it: Aprobado, the history says who, the alert is gone", async () => {
    const { page, context, problems } = await signedInPage(browser);
    await page.goto(`${shop}/orderdetailbdd/${order.id}`);
    const own = page.getByRole('region', { name: /^Atención/ });
    await own.getByRole('button', { name: 'Reabrir el pedido' }).click();
    await page
      .getByRole('status')
      .getByText('Pagado después de cancelado: Reabrir el pedido.')
      .waitFor();
    await expect.poll(() => page.getByLabel('Estado de la orden').inputValue()).toBe('Aprobado');
    await page
      .getByRole('region', { name: 'Historia del pedido' })
      .getByText('Alerta resuelta: Pagado después de cancelado · Reabrir el pedido')
      .waitFor();
    // Paid again: the shipment can be asked for without a reload.
    await page.getByRole('button', { name: 'Generar envío' }).waitFor();
    expect(await own.getByRole('button').count()).toBe(0);
    const after = await orderDetail(order.id);
    expect(after.status).toBe('Aprobado');
    expect(after.alerts).toEqual([]);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
