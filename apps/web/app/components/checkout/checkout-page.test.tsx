// @vitest-environment happy-dom
import { cartNotices, formatARS } from '@shop/domain';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShopStore } from '../../store/shop-store';
import { CheckoutPage, type CheckoutSettings } from './checkout-page';
import { boots, settings } from './checkout-test-fixtures';
import { CONFIRM_AND_PAY_TEXT, PRICE_CHANGE_TITLE, newTotalText } from './price-change-notice';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

type Call = { url: string; init: RequestInit | undefined };
let calls: Call[];
let orderAnswer: () => Response | Promise<Response>;
/** The boots' price in the shop now (what the checkout's re-pricing reads). */
let priceNow: number;

/** GET /api/products/:id as the shop answers it now. */
const productNow = () => ({
  id: boots.id,
  price: priceNow,
  disabled: false,
  dimensions: boots.dimensions,
  variants: [{ id: 1, sizes: [{ size: '41', stock: 5 }] }],
});

function stubApi() {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (url === '/api/correo-argentino-token') {
        return json(200, { token: 'tok', expire: new Date(Date.now() + 3_600_000).toISOString() });
      }
      if (url === '/api/rates') {
        return json(200, {
          domicilio: [
            {
              productName: 'Correo Argentino Clasico',
              price: 6000,
              deliveryTimeMin: 2,
              deliveryTimeMax: 5,
            },
          ],
          sucursal: [
            {
              productName: 'Correo Argentino Clasico',
              price: 4800,
              deliveryTimeMin: 2,
              deliveryTimeMax: 5,
            },
          ],
        });
      }
      if (url === '/api/order') return orderAnswer();
      if (url === `/api/products/${boots.id}`) return json(200, productNow());
      // The cart's re-check reads the running promotions ('% OFF' prices a plain line).
      if (url === '/api/promotion') return json(200, { promotion: [] });
      throw new Error(`unexpected ${url}`);
    }),
  );
}

const dataLayer = () => (window as Window & { dataLayer?: { event: string }[] }).dataLayer ?? [];

function renderCheckout(shopSettings: CheckoutSettings = settings) {
  const Stub = createRoutesStub([
    { path: '/paymentgateway', Component: () => <CheckoutPage settings={shopSettings} /> },
    {
      path: '/orden-transferencia-confirmada/:orden',
      Component: () => <p>Página de transferencia</p>,
    },
    { path: '/catalogo', Component: () => <p>Catálogo</p> },
  ]);
  render(<Stub initialEntries={['/paymentgateway']} />);
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: RegExp | string, role: 'button' | 'radio' = 'button') =>
  act(async () => {
    fireEvent.click(screen.getByRole(role, { name }));
  });

/** The contact e-mail and a home address in Córdoba, typed into a rendered checkout. */
async function typeContactAndAddress() {
  await screen.findByText('Resumen del pedido');
  type('Email', 'lionel@example.com.ar');
  await screen.findByLabelText('Nombre y apellido');
  type('Nombre y apellido', 'Lionel Scaloni');
  type('Celular', '1155551234');
  type('DNI, CUIL o CUIT', '20123456');
  type('Código postal', '5000');
  fireEvent.change(screen.getByLabelText('Provincia'), { target: { value: 'Córdoba' } });
  type('Ciudad', 'Córdoba');
  type('Calle', 'Avenida Colón');
  type('Número', '210');
}

async function reachPayment(shopSettings: CheckoutSettings = settings) {
  renderCheckout(shopSettings);
  await typeContactAndAddress();
  await click('Continuar');
  await screen.findByRole('radio', { name: /Envío a domicilio/ });
  await click(/Envío a domicilio/, 'radio');
  await click(/Correo Argentino Clasico/, 'radio');
  await click('Continuar');
  await screen.findByRole('radio', { name: /Mercado Pago/ });
}

beforeEach(async () => {
  localStorage.clear();
  // Each test is a new session: the checkout keeps what was typed for the session.
  sessionStorage.clear();
  (window as Window & { dataLayer?: unknown[] }).dataLayer = undefined;
  await useShopStore.persist.rehydrate();
  useShopStore.setState({ cartProducts: [boots], postalCode: '' });
  priceNow = boots.price;
  stubApi();
  orderAnswer = () =>
    json(201, { order_number: 1042, transaction_amount: 87350, receiptToken: 'recibo' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CheckoutPage', () => {
  it('sends an empty cart back to the catalogue', async () => {
    useShopStore.setState({ cartProducts: [] });
    renderCheckout();
    expect(await screen.findByText('Tu carrito se encuentra vacío.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al Catálogo' }).getAttribute('href')).toBe(
      '/catalogo',
    );
  });

  it('places a transfer order with one idempotency key and lands on the transfer page', async () => {
    await reachPayment();
    expect(dataLayer().map((e) => e.event)).toEqual(['InitiateCheckout']);
    const pay = screen.getByRole('button', { name: 'Elegí un medio de pago' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    await click(/Transferencia bancaria/, 'radio');
    expect(dataLayer().at(-1)).toMatchObject({
      event: 'AddPaymentInfo',
      payment_type: 'transfer',
      currency: 'ARS',
    });
    // 100000 − 15% + shipping: the rate is free from $45.000, home delivery adds 2350.
    expect(screen.getByText('Descuento por transferencia (15%)')).toBeTruthy();
    expect(screen.getAllByText('$87,350.00').length).toBeGreaterThan(0);
    await click('Pagar con transferencia');

    await screen.findByText('Página de transferencia');
    const order = calls.find((c) => c.url === '/api/order')!;
    const headers = order.init?.headers as Record<string, string>;
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(JSON.parse(String(order.init?.body))).toEqual({
      productInfo: [{ id: 'p-botin', size: '41', quantity: 1, variant: { id: 1 } }],
      payerInfo: expect.objectContaining({
        payerName: 'Lionel Scaloni',
        zipCode: '5000',
        client_id: '20123456',
      }),
      shipment: { rate: { productName: 'Correo Argentino Clasico', deliveredType: 'D' } },
      // The total shown: the order is placed only at it (decision 0030).
      expectedTotal: 87350,
    });
    expect(useShopStore.getState().cartProducts).toEqual([]);
    expect(useShopStore.getState().postalCode).toBe('5000');
  });

  it('shows the shop message of a refused order, keeps everything and uses a new key next time', async () => {
    orderAnswer = () =>
      json(409, { error: 'conflict', message: 'No hay stock de Botín Predator talle 41.' });
    await reachPayment();
    await click(/Transferencia bancaria/, 'radio');
    await click('Pagar con transferencia');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No hay stock de Botín Predator talle 41.',
    );
    expect(screen.getByText('Lionel Scaloni')).toBeTruthy();
    expect(useShopStore.getState().cartProducts).toHaveLength(1);

    await click('Pagar con transferencia');
    const keys = calls
      .filter((c) => c.url === '/api/order')
      .map((c) => (c.init?.headers as Record<string, string>)['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('retries a lost answer with the same key', async () => {
    orderAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    await reachPayment();
    await click(/Transferencia bancaria/, 'radio');
    await click('Pagar con transferencia');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No pudimos crear tu pedido. Revisá tu conexión e inténtalo de nuevo en unos minutos.',
    );
    await click('Pagar con transferencia');
    const keys = calls
      .filter((c) => c.url === '/api/order')
      .map((c) => (c.init?.headers as Record<string, string>)['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('keeps the address e-mail up to date while the contact e-mail is typed (issue 21, item 1)', async () => {
    renderCheckout();
    await screen.findByText('Resumen del pedido');
    const contact = screen.getByRole('region', { name: /Contacto/ });
    const typeContact = (value: string) =>
      fireEvent.change(within(contact).getByLabelText('Email'), { target: { value } });
    // At a person's pace the address is valid, and confirmed, before it is finished.
    typeContact('martina@gmail.co');
    const address = await screen.findByRole('region', { name: 'Datos de envío' });
    const addressEmail = within(address).getByLabelText('Email') as HTMLInputElement;
    expect(addressEmail.value).toBe('martina@gmail.co');
    typeContact('martina@gmail.com');
    await waitFor(() => expect(addressEmail.value).toBe('martina@gmail.com'));
    // An e-mail written in the address box by the shopper is theirs to keep.
    fireEvent.change(addressEmail, { target: { value: 'envios@martina.com.ar' } });
    typeContact('martina@gmail.com.ar');
    await waitFor(() => expect(addressEmail.value).toBe('envios@martina.com.ar'));
  });

  it('does not offer transfer until the shop has an account and a WhatsApp number (issue 21, item 4)', async () => {
    await reachPayment({ ...settings, transferOffered: false });
    expect(screen.getByRole('radio', { name: /Mercado Pago/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Transferencia bancaria/ })).toBeNull();
  });

  describe('shows what it will charge (decision 0030)', () => {
    const orderBodies = () =>
      calls
        .filter((c) => c.url === '/api/order')
        .map((c) => JSON.parse(String(c.init?.body)) as { expectedTotal?: number });
    // At $110.000: 110000 − 15% + 2350 of home delivery = $95.850.

    it("re-prices before 'Pagar': a raised price shows SPEC's notice and the new total, and pays only once confirmed", async () => {
      await reachPayment();
      await click(/Transferencia bancaria/, 'radio');
      priceNow = 110000;
      await click('Pagar con transferencia');
      const notice = await screen.findByRole('alert');
      expect(notice.textContent).toContain(PRICE_CHANGE_TITLE);
      expect(notice.textContent).toContain(cartNotices.priceChanged('Botín Predator', 110000));
      expect(notice.textContent).toContain(newTotalText(9585000));
      expect(orderBodies()).toHaveLength(0);
      expect(screen.queryByRole('button', { name: 'Pagar con transferencia' })).toBeNull();
      expect(useShopStore.getState().cartProducts[0]?.price).toBe(110000);

      await click(`${CONFIRM_AND_PAY_TEXT} ${formatARS(9585000)}`);
      await screen.findByText('Página de transferencia');
      expect(orderBodies().map((b) => b.expectedTotal)).toEqual([95850]);
    });

    it('takes the prices of a 409 price_changed, asks, and places the order at the confirmed total', async () => {
      let answers = 0;
      orderAnswer = () =>
        ++answers === 1
          ? json(409, {
              error: 'price_changed',
              message: 'Los precios cambiaron.',
              lines: [{ id: boots.id, size: '41', quantity: 1, price: 110000 }],
              total: 95850,
            })
          : json(201, { order_number: 1043, transaction_amount: 95850, receiptToken: 'r' });
      await reachPayment();
      await click(/Transferencia bancaria/, 'radio');
      await click('Pagar con transferencia');
      const notice = await screen.findByRole('alert');
      expect(notice.textContent).toContain(cartNotices.priceChanged('Botín Predator', 110000));
      expect(notice.textContent).toContain(newTotalText(9585000));
      expect(screen.getAllByText('$95,850.00').length).toBeGreaterThan(1);
      await click(`${CONFIRM_AND_PAY_TEXT} ${formatARS(9585000)}`);
      await screen.findByText('Página de transferencia');
      const [first, second] = calls
        .filter((c) => c.url === '/api/order')
        .map((c) => (c.init?.headers as Record<string, string>)['idempotency-key']);
      expect(orderBodies().map((b) => b.expectedTotal)).toEqual([87350, 95850]);
      expect(first).not.toBe(second);
    });

    it('re-prices when the tab comes back into view', async () => {
      renderCheckout();
      await screen.findByText('Resumen del pedido');
      await waitFor(() =>
        expect(calls.filter((c) => c.url === `/api/products/${boots.id}`)).toHaveLength(1),
      );
      expect(screen.queryByText(PRICE_CHANGE_TITLE)).toBeNull();
      priceNow = 90000;
      await act(async () => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      const notice = await screen.findByRole('alert');
      expect(notice.textContent).toContain(cartNotices.priceChanged('Botín Predator', 90000));
      expect(useShopStore.getState().cartProducts[0]?.price).toBe(90000);
      await click('Entendido');
      expect(screen.queryByText(PRICE_CHANGE_TITLE)).toBeNull();
    });
  });

  it('editing the address clears the shipping and hides the payment, keeping what was typed', async () => {
    await reachPayment();
    expect(screen.getByText('$2,350.00', { selector: 'dd' })).toBeTruthy();
    await click('Editar');
    expect(screen.queryByRole('radio', { name: /Transferencia bancaria/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Envío a domicilio/ })).toBeNull();
    expect(screen.getByText('A calcular')).toBeTruthy();
    expect((screen.getByLabelText('Calle') as HTMLInputElement).value).toBe('Avenida Colón');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy());
  });

  it("moves the focus to the step each 'Continuar' or 'Editar' opens, never to the page's body (issue 42 item 9)", async () => {
    const focusedHeading = () => document.activeElement?.closest('h2')?.textContent;
    renderCheckout();
    await typeContactAndAddress();
    await click('Continuar');
    await waitFor(() => expect(focusedHeading()).toBe('3Envío'));
    await click(/Envío a domicilio/, 'radio');
    await click(/Correo Argentino Clasico/, 'radio');
    await click('Continuar');
    await waitFor(() => expect(focusedHeading()).toBe('4Pago'));
    await click('Editar');
    await waitFor(() => expect(focusedHeading()).toBe('2Datos de envío'));
    expect(document.activeElement).not.toBe(document.body);
  });
});
