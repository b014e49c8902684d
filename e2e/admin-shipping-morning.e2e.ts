/**
 * A shipping morning in the back office (issue 44): the transfers that arrived are confirmed in
 * one go, the paid orders' shipments generated, their slips and labels printed, and the order
 * that had none shipped with a pasted code; each action reports per order, refusals included.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/accessibility.js';
import { adminFetch, sharedAdminToken, signedInPage, unexpected } from './support/admin.js';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.js';
import { cabaPayer, HOME_DELIVERY, linesInStock, withTransfersTaken } from './support/orders.js';

const shop = inject('shopUrl');
const run = Date.now().toString(36);
/** Screenshots to look at; kept out of the repository. */
const shots = process.env.SHOTS_DIR ?? join(tmpdir(), 'shop-e2e-shipping-morning');
const customer = `Mañana ${run}`;

/** Three transfer orders of today, awaiting their money; their numbers, oldest first. */
async function placeTransferOrders(): Promise<number[]> {
  return withTransfersTaken(async () => {
    const lines = await linesInStock();
    const numbers: number[] = [];
    for (const [index, line] of lines.slice(0, 3).entries()) {
      const placed = await fetch(`${shop}/api/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          productInfo: [{ ...line, quantity: 1 }],
          payerInfo: cabaPayer(customer, `manana-${run}-${index}@example.com`),
          shipment: HOME_DELIVERY,
        }),
      });
      expect(placed.status, await placed.clone().text()).toBe(201);
      numbers.push(((await placed.json()) as { order_number: number }).order_number);
    }
    return numbers;
  });
}

const row = (page: Page, orderNumber: number) =>
  page.getByRole('row', { name: new RegExp(`#${orderNumber}\\b`) });

/** The report of the action just started, once it says it finished. */
async function finishedReport(page: Page, title: string) {
  const report = page.getByRole('region', { name: `Resultado: ${title}` });
  await report.getByText(/^Terminado:/).waitFor();
  return report;
}

describe('a shipping morning', () => {
  let browser: Browser;
  let numbers: number[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
    numbers = await placeTransferOrders();
  });
  afterAll(() => browser.close());

  it('confirms the transfers, generates shipments, prints slips and labels, and marks Enviado', async () => {
    const [first, second, third] = numbers as [number, number, number];
    const { page, context, problems } = await signedInPage(browser, DESKTOP);
    await page.goto(`${shop}/orderstable`);
    await page.getByLabel('Buscar órdenes').fill(customer);
    await page.getByText('3 órdenes', { exact: true }).waitFor();

    // The transfers arrived: the page of three, in one go.
    await page.getByLabel('Elegir todas las de esta página').check();
    const bar = page.getByRole('region', { name: 'Acciones para las elegidas' });
    await bar.getByText('3 elegidas').waitFor();
    await page.screenshot({ path: join(shots, 'chosen-desktop.png'), fullPage: true });
    await bar.getByRole('button', { name: 'Transferencia recibida' }).click();
    let report = await finishedReport(page, 'Transferencia recibida');
    await report.getByText('Terminado: 3 hechos, 0 rechazados.').waitFor();
    for (const number of numbers) await row(page, number).getByText('Aprobado').waitFor();

    // Shipments for the first two; the third goes by another way today.
    await page.getByLabel(`Elegir #${first}`).check();
    await page.getByLabel(`Elegir #${second}`).check();
    await bar.getByRole('button', { name: 'Generar envíos' }).click();
    report = await finishedReport(page, 'Generar envíos');
    await report.getByText('Terminado: 2 hechos, 0 rechazados.').waitFor();
    // MiCorreo (its simulator) imports them in the background and gives their codes.
    await expect
      .poll(
        async () => {
          const answer = await adminFetch('/api/orders', 'GET', undefined, sharedAdminToken);
          const orders = (await answer.json()) as {
            order_number: number;
            track_id: string;
          }[];
          return orders.filter((o) => [first, second].includes(o.order_number) && o.track_id)
            .length;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(2);

    // Slips and labels of the three, each one PDF.
    for (const number of numbers) await page.getByLabel(`Elegir #${number}`).check();
    for (const [button, kind] of [
      ['Imprimir remitos', 'slips'],
      ['Imprimir etiquetas', 'labels'],
    ] as const) {
      const [answer, tab] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/admin/orders/print')),
        context.waitForEvent('page'),
        bar.getByRole('button', { name: button }).click(),
      ]);
      expect(answer.status(), await answer.text()).toBe(200);
      expect(answer.headers()['content-type']).toContain('application/pdf');
      expect(answer.request().postDataJSON()).toMatchObject({ kind });
      expect((answer.request().postDataJSON() as { ids: string[] }).ids).toHaveLength(3);
      await tab.close();
    }

    // Enviado: the two with MiCorreo's code keep it; the third's code is pasted.
    await bar.getByRole('button', { name: 'Marcar Enviado…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Marcar Enviado' });
    await dialog.getByLabel('Pedidos y códigos').fill(`${third},X 1`);
    await dialog.getByRole('alert').getByText('Línea 1: tiene más de dos datos').waitFor();
    await dialog.getByLabel('Pedidos y códigos').fill(`pedido,codigo\n${third},CA${run}AR`);
    await dialog.getByText('1 código leído.').waitFor();
    await page.screenshot({ path: join(shots, 'codes-dialog-desktop.png') });
    await dialog.getByRole('button', { name: 'Marcar Enviado' }).click();
    report = await finishedReport(page, 'Marcar Enviado');
    await report.getByText('Terminado: 3 hechos, 0 rechazados.').waitFor();
    await report.getByText(`Enviado con el código CA${run}AR.`).waitFor();
    for (const number of numbers) await row(page, number).getByText('Enviado').waitFor();
    await page.screenshot({ path: join(shots, 'report-desktop.png'), fullPage: true });
    // The checkboxes, the bar and the report, as axe reads them.
    await page.getByLabel(`Elegir #${first}`).check();
    expect(await seriousViolations(page)).toEqual([]);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('on a phone: choosing orders, the codes dialog and a report with refusals fit the screen', async () => {
    const { page, context, problems } = await signedInPage(browser, PHONE);
    await page.goto(`${shop}/orderstable`);
    await page.getByLabel('Buscar órdenes').fill(customer);
    await page.getByText('3 órdenes', { exact: true }).waitFor();
    // The table's header row is hidden on a phone: the page's checkbox stands above the cards.
    await page.getByLabel('Elegir esta página').check();
    const bar = page.getByRole('region', { name: 'Acciones para las elegidas' });
    await bar.getByText('3 elegidas').waitFor();
    await page.screenshot({ path: join(shots, 'chosen-phone.png'), fullPage: true });
    await bar.getByRole('button', { name: 'Marcar Enviado…' }).click();
    await page.screenshot({ path: join(shots, 'codes-dialog-phone.png') });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    // Already shipped: each is refused, with the reason, and nothing changes.
    await bar.getByRole('button', { name: 'Transferencia recibida' }).click();
    const report = await finishedReport(page, 'Transferencia recibida');
    await report.getByText('Terminado: 0 hechos, 3 rechazados.').waitFor();
    await report
      .getByText(`El pedido #${numbers[0]} está en "Enviado"`, { exact: false })
      .waitFor();
    await page.screenshot({ path: join(shots, 'report-phone.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
