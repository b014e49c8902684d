import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch } from './support/admin.js';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';
import { addToCart, bootInStock, confirmContact, fillAddress, pesos } from './support/shopper.js';

const shop = inject('shopUrl');

interface AdminOrder {
  order_number: number;
  email: string;
  status: string;
  transaction_amount: number;
  order_type: string;
  shipment: { rate: { deliveredType: string; agencyAddress?: string } };
}

interface OutboxEmail {
  to: string;
  subject: string;
  template: string;
  orderNumber: number | null;
}

const ADDRESS_MESSAGES = [
  'Completar con su nombre',
  'Debes ingresar un email',
  'Debe ingresar su número de celular',
  'Debe ingresar su código postal',
  'Debe completar con su provincia',
  'Debe completar con su ciudad',
  'Debe ingresar su calle',
  'Debe ingresar su número de calle',
  'Debe ingresar su DNI, Cuil o Cuit',
];

async function adminGet<T>(path: string): Promise<T> {
  const response = await adminFetch(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function adminPut(path: string, body: unknown) {
  const response = await adminFetch(path, 'PUT', body);
  expect(response.status, path).toBe(200);
}

describe('checkout', () => {
  let browser: Browser;

  let settingsBefore: unknown;

  beforeAll(async () => {
    // Transfer is offered only once the owner has set an account and a WhatsApp number.
    settingsBefore = await adminGet('/api/settings');
    await adminPut('/api/settings', {
      ...(settingsBefore as object),
      bankAccount: {
        bank: 'Banco Nación',
        holder: 'Tienda Deportiva SRL',
        cbu: '',
        alias: 'tienda.pagos',
        cuit: '',
      },
      contact: { whatsapp: '+5491155556666', email: '', phone: '', instagram: '' },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await adminPut('/api/settings', settingsBefore);
  });

  it('a transfer order from an empty cart: address errors, branch pickup, coupon, transfer page', async () => {
    const { product, size } = await bootInStock();
    const email = `transferencia-${Date.now()}@example.com`;
    const { page, context, problems } = await openPage(browser, DESKTOP);

    await page.goto(`${shop}/paymentgateway`);
    await page.getByText('Tu carrito se encuentra vacío.').waitFor();

    await addToCart(page, product, size);
    const estimator = page.getByRole('region', { name: 'Calculá el costo de envío' });
    await estimator.getByLabel('Código postal').fill('5000');
    await estimator.getByRole('button', { name: 'Calcular' }).click();
    const options = estimator.getByRole('list', { name: 'Opciones de envío' });
    await options.waitFor();
    expect(await options.textContent()).toContain('Retiro en sucursal');
    expect(await options.textContent()).not.toContain('Expreso');

    await page.goto(`${shop}/carrito`);
    await page.getByRole('button', { name: 'CONTINUAR COMPRA' }).click();
    await page.waitForURL(`${shop}/paymentgateway`);
    await page.getByRole('complementary', { name: 'Resumen del pedido' }).waitFor();

    const contact = page.getByRole('region', { name: /Contacto/ });
    await contact.getByLabel('Email').focus();
    await contact.getByLabel('Email').blur();
    await contact.getByText('Debes ingresar un email.').waitFor();
    await confirmContact(page, email);

    // The address form starts with the contact e-mail and the remembered postal code: empty it.
    const form = page.getByRole('region', { name: 'Datos de envío' });
    await form.getByLabel('Email').fill('');
    await form.getByLabel('Código postal').fill('');
    for (const message of ADDRESS_MESSAGES) expect(await form.getByText(message).count()).toBe(0);
    await form.getByRole('button', { name: 'Continuar' }).click();
    for (const message of ADDRESS_MESSAGES)
      await form.getByText(message, { exact: true }).waitFor();

    await fillAddress(page, email);
    await form.getByRole('button', { name: 'Continuar' }).click();
    for (const message of ADDRESS_MESSAGES) expect(await form.getByText(message).count()).toBe(0);
    await form.getByText('Avenida Colón 210').waitFor();

    const delivery = page.getByRole('region', { name: 'Envío', exact: true });
    await delivery.getByRole('radio', { name: /Retiro en sucursal/ }).check();
    await delivery.getByRole('radio', { name: /^Sucursal Córdoba/ }).check();
    await delivery.getByRole('radio', { name: /Correo Argentino Clasico/ }).check();
    await delivery.getByRole('button', { name: 'Continuar' }).click();

    const summary = page.getByRole('complementary', { name: 'Resumen del pedido' });
    await summary.getByLabel('Cupón de descuento').fill('bienvenido10');
    await summary.getByRole('button', { name: 'Aplicar' }).click();
    await summary.getByText('Cupón aplicado: 10% de descuento').waitFor();

    const payment = page.getByRole('region', { name: 'Pago', exact: true });
    await payment.getByRole('radio', { name: /Transferencia bancaria/ }).check();
    await payment.getByRole('button', { name: 'Pagar con transferencia' }).click();
    await page.waitForURL(/\/orden-transferencia-confirmada\/\d+\?monto=/);

    // Hand-computed: price − 15% (rounded up to the cent), − 10% coupon; branch pickup is free
    // above the threshold.
    const priceCents = Math.round(product.price * 100);
    const transferCents = Math.ceil((priceCents * 85) / 100);
    const expectedCents = transferCents - Math.round((transferCents * 10) / 100);
    const url = new URL(page.url());
    expect(Number(url.searchParams.get('monto'))).toBe(expectedCents / 100);
    await page.getByText(pesos(expectedCents), { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: /Tu pedido #\d+ está reservado/ }).waitFor();
    // Issue 42 item 9: the confirmation says how the order arrives (branch pickup here).
    await page
      .getByText('Lo enviamos por Correo Argentino a la sucursal que elegiste, donde lo retirás.')
      .waitFor();
    await page.getByRole('link', { name: 'Carrito, vacío' }).waitFor();

    const orderNumber = Number(url.pathname.split('/').at(-1));
    const orders = await adminGet<AdminOrder[]>('/api/orders');
    const order = orders.find((o) => o.order_number === orderNumber);
    expect(order).toMatchObject({
      email,
      status: 'Pago Pendiente',
      transaction_amount: expectedCents / 100,
      shipment: { rate: { deliveredType: 'S' } },
    });
    expect(order?.shipment.rate.agencyAddress).toContain('Córdoba');
    const outbox = await adminGet<OutboxEmail[]>('/api/emails');
    const mine = outbox.filter((m) => m.orderNumber === orderNumber && m.to === email);
    expect(mine.map((m) => m.subject)).toEqual([`Recibimos tu pedido #${orderNumber}`]);
    expect(problems).toEqual([]);
    await context.close();
  });

  describe.each([
    ['Aprobar', /\/orden-mp-confirmada\/\d+/, 'Su compra fue exitosa!', 'Aprobado', true],
    [
      'Dejar pendiente',
      /\/orden-mp-pendiente\/\d+/,
      'Tu pago está pendiente',
      'Pago Pendiente',
      false,
    ],
    ['Rechazar', /\/orden-mp-rechazada\/\d+/, 'Tu pago fue rechazado', 'rejected', false],
  ] as const)(
    'Mercado Pago through the simulator: %s',
    (button, landing, heading, status, paid) => {
      it('lands on its result page with the order and e-mails in the right state', async () => {
        const { product, size } = await bootInStock();
        const email = `mp-${status.replace(' ', '-').toLowerCase()}-${Date.now()}@example.com`;
        const { page, context, problems } = await openPage(browser, PHONE);

        await addToCart(page, product, size);
        await page.goto(`${shop}/paymentgateway`);
        await confirmContact(page, email);
        await fillAddress(page, email);
        await page
          .getByRole('region', { name: 'Datos de envío' })
          .getByRole('button', { name: 'Continuar' })
          .click();
        const delivery = page.getByRole('region', { name: 'Envío', exact: true });
        await delivery.getByRole('radio', { name: /Envío a domicilio/ }).check();
        await delivery.getByRole('radio', { name: /Correo Argentino Clasico/ }).check();
        await delivery.getByRole('button', { name: 'Continuar' }).click();
        const payment = page.getByRole('region', { name: 'Pago', exact: true });
        await payment.getByRole('radio', { name: /Mercado Pago/ }).check();
        await payment.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();

        await page.waitForURL(/\/pago-simulado\//);
        await page.getByText('Simulador de pagos').first().waitFor();
        const title = await page.getByRole('heading', { level: 1 }).textContent();
        const orderNumber = Number(/#(\d+)/.exec(title ?? '')?.[1]);
        await page.getByRole('button', { name: new RegExp(`^${button}`) }).click();

        await page.waitForURL(landing);
        await page.getByRole('heading', { name: heading }).waitFor();
        expect(new URL(page.url()).pathname.endsWith(`/${orderNumber}`)).toBe(true);
        await page.getByText(`Detalle del pedido #${orderNumber}`).waitFor();
        // A paid or pending order empties the cart; a rejected payment keeps it for another try.
        await page
          .getByRole('link', {
            name: button === 'Rechazar' ? 'Carrito, 1 producto' : 'Carrito, vacío',
          })
          .waitFor();

        const orders = await adminGet<AdminOrder[]>('/api/orders');
        expect(orders.find((o) => o.order_number === orderNumber)).toMatchObject({
          email,
          status,
          shipment: { rate: { deliveredType: 'D' } },
        });
        const outbox = await adminGet<OutboxEmail[]>('/api/emails');
        const subjects = outbox
          .filter((m) => m.orderNumber === orderNumber && m.to === email)
          .map((m) => m.subject)
          .sort();
        expect(subjects).toEqual(
          paid
            ? [
                `Recibimos tu pedido #${orderNumber}`,
                `¡Pago aprobado! Pedido #${orderNumber}`,
              ].sort()
            : button === 'Rechazar'
              ? [
                  `Recibimos tu pedido #${orderNumber}`,
                  `Tu pago del pedido #${orderNumber} fue rechazado`,
                ]
              : [`Recibimos tu pedido #${orderNumber}`],
        );
        if (button === 'Rechazar') {
          // 'Reintentar pago': the same order, a new checkout, paid this time.
          const firstCheckout = page.url();
          await page.getByRole('button', { name: 'Reintentar pago' }).click();
          await page.waitForURL(/\/pago-simulado\//);
          expect(page.url()).not.toBe(firstCheckout);
          await page.getByRole('heading', { name: `Pedido #${orderNumber}` }).waitFor();
          await page.getByRole('button', { name: /^Aprobar/ }).click();
          await page.waitForURL(new RegExp(`/orden-mp-confirmada/${orderNumber}`));
          await page.getByRole('heading', { name: 'Su compra fue exitosa!' }).waitFor();
        }
        expect(problems).toEqual([]);
        await context.close();
      });
    },
  );
});
