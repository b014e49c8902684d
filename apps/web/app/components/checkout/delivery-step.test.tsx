// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutReducer, INITIAL_CHECKOUT, type CheckoutState } from './checkout-state';
import { payer } from './checkout-test-fixtures';
import { DeliveryStep } from './delivery-step';

const rate = (productName: string, price: number) => ({
  productName,
  price,
  deliveryTimeMin: 2,
  deliveryTimeMax: 5,
});
const RATES = {
  domicilio: [rate('Correo Argentino Clasico', 6000), rate('Correo Argentino Expreso', 9000)],
  sucursal: [rate('Correo Argentino Clasico', 4800), rate('Correo Argentino Expreso', 7200)],
};
const agency = (code: string, name: string, postalCode: string) => ({
  code,
  name,
  location: {
    address: {
      streetName: 'San Martín',
      streetNumber: '10',
      locality: name,
      city: name,
      postalCode,
    },
  },
});
const AGENCIES = [
  agency('X0150', 'Córdoba', 'X5000AAA'),
  agency('X0250', 'Nueva Córdoba', 'X5000BBB'),
  agency('X0358', 'Río Cuarto', 'X5800CCC'),
];

type Route = (body: Record<string, unknown>) => Response | Promise<Response>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function stubApi(routes: Partial<Record<'token' | 'rates' | 'agencies', Route>>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url === '/api/correo-argentino-token') {
      return (
        routes.token ??
        (() => json(200, { token: 'tok', expire: new Date(Date.now() + 3_600_000).toISOString() }))
      )(body);
    }
    if (url === '/api/rates') return (routes.rates ?? (() => json(200, RATES)))(body);
    if (url === '/api/agencies')
      return (routes.agencies ?? (() => json(200, { agencies: AGENCIES })))(body);
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let state: CheckoutState;

function Harness({ subtotalCents = 2_000_000, who = payer() }) {
  const [current, dispatch] = useReducer(checkoutReducer, { ...INITIAL_CHECKOUT, payer: who });
  state = current;
  return (
    <DeliveryStep
      payer={who}
      parcel={{ weight: 1000, height: 12, width: 20, length: 33 }}
      subtotalCents={subtotalCents}
      rules={{ freeShippingThreshold: 45000, homeDeliverySurcharge: 2350 }}
      delivery={current.delivery}
      confirmed={current.deliveryConfirmed}
      dispatch={dispatch}
    />
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pick = (name: RegExp | string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('radio', { name }));
  });

describe('DeliveryStep', () => {
  it('quotes the parcel to the postal code with a shop token and offers only Clasico', async () => {
    const fetchMock = stubApi({});
    render(<Harness />);
    await screen.findByRole('radio', { name: /Envío a domicilio/ });
    const ratesCall = fetchMock.mock.calls.find(([url]) => url === '/api/rates');
    expect(JSON.parse(String(ratesCall?.[1]?.body))).toEqual({
      postalCodeDestination: '5000',
      dimensions: { weight: 1000, height: 12, width: 20, length: 33 },
      token: 'tok',
    });
    await pick(/Envío a domicilio/);
    const services = screen.getByRole('group', { name: 'Servicio del correo' });
    expect(within(services).getAllByRole('radio')).toHaveLength(1);
    expect(services.textContent).toContain('Correo Argentino Clasico');
    expect(services.textContent).not.toContain('Expreso');
    // Below the threshold: the rate plus the home-delivery surcharge.
    expect(services.textContent).toContain('$8,350.00');
  });

  it('makes branch pickup free from the threshold, home delivery only the surcharge', async () => {
    stubApi({});
    render(<Harness subtotalCents={5_000_000} />);
    const home = await screen.findByRole('radio', { name: /Envío a domicilio/ });
    expect(home.closest('label')?.textContent).toContain('Desde $2,350.00');
    expect(
      screen.getByRole('radio', { name: /Retiro en sucursal/ }).closest('label')?.textContent,
    ).toContain('Gratis');
  });

  it('lists the branches of the province at the postal code and resets the rate on a new branch', async () => {
    const fetchMock = stubApi({});
    render(<Harness />);
    await screen.findByRole('radio', { name: /Retiro en sucursal/ });
    await pick(/Retiro en sucursal/);
    await screen.findByRole('radio', { name: /Sucursal Córdoba/ });
    const agenciesCall = fetchMock.mock.calls.find(([url]) => url === '/api/agencies');
    expect(JSON.parse(String(agenciesCall?.[1]?.body))).toEqual({
      provinceCode: 'X',
      token: 'tok',
    });
    expect(screen.queryByRole('radio', { name: /Río Cuarto/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /Nueva Córdoba/ })).toBeTruthy();

    await pick(/Sucursal Córdoba/);
    await pick(/Correo Argentino Clasico/);
    expect(state.delivery.rate?.productName).toBe('Correo Argentino Clasico');
    await pick(/Nueva Córdoba/);
    // The new branch resets the rate, and its sole Clasico rate is chosen again.
    expect(state.delivery).toMatchObject({
      agency: { code: 'X0250' },
      rate: { productName: 'Correo Argentino Clasico' },
    });
  });

  it('preselects a sole branch and a sole rate (issue 21, item 8)', async () => {
    stubApi({ agencies: () => json(200, { agencies: [AGENCIES[0]] }) });
    render(<Harness />);
    await screen.findByRole('radio', { name: /Retiro en sucursal/ });
    await pick(/Retiro en sucursal/);
    const branch = (await screen.findByRole('radio', {
      name: /Sucursal Córdoba/,
    })) as HTMLInputElement;
    await waitFor(() => expect(branch.checked).toBe(true));
    const service = (await screen.findByRole('radio', {
      name: /Correo Argentino Clasico/,
    })) as HTMLInputElement;
    await waitFor(() => expect(service.checked).toBe(true));
    expect(state.delivery).toMatchObject({
      deliveredType: 'S',
      agency: { code: 'X0150' },
      rate: { productName: 'Correo Argentino Clasico' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    });
    expect(state.deliveryConfirmed).toBe(true);
  });

  it('chooses home delivery when it is the only way, and its sole rate', async () => {
    stubApi({ rates: () => json(200, { ...RATES, sucursal: [] }) });
    render(<Harness />);
    const service = (await screen.findByRole('radio', {
      name: /Correo Argentino Clasico/,
    })) as HTMLInputElement;
    await waitFor(() => expect(service.checked).toBe(true));
    expect(state.delivery).toMatchObject({
      deliveredType: 'D',
      rate: { productName: 'Correo Argentino Clasico' },
    });
  });

  it('asks for a choice on Continuar, then confirms a complete one', async () => {
    stubApi({});
    render(<Harness />);
    await screen.findByRole('radio', { name: /Envío a domicilio/ });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Debe elegir un método de envío');
    await pick(/Envío a domicilio/);
    await pick(/Correo Argentino Clasico/);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    });
    expect(state.deliveryConfirmed).toBe(true);
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
  });

  it('says so when no branch matches the province and postal code', async () => {
    stubApi({});
    render(<Harness who={payer({ zipCode: '5152' })} />);
    await screen.findByRole('radio', { name: /Retiro en sucursal/ });
    await pick(/Retiro en sucursal/);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se encontraron sucursales para la combinación de provincia y código postal ingresados. Por favor, verifica los datos que ingresaste e inténtalo de nuevo.',
    );
  });

  it('shows the branch failure message and retries', async () => {
    let fail = true;
    stubApi({
      agencies: () =>
        fail
          ? json(504, {
              error: 'carrier_timeout',
              message: 'Hubo un error al obtener las agencias. Inténtalo de nuevo.',
            })
          : json(200, { agencies: AGENCIES }),
    });
    render(<Harness />);
    await screen.findByRole('radio', { name: /Retiro en sucursal/ });
    await pick(/Retiro en sucursal/);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Hubo un error al obtener las agencias. Inténtalo de nuevo.',
    );
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    });
    await screen.findByRole('radio', { name: /Sucursal Córdoba/ });
  });

  it('shows the rates failure message in red, and the token failure one', async () => {
    stubApi({
      rates: () =>
        json(502, {
          error: 'carrier_error',
          message: 'Hubo un error al calcular las tarifas. Inténtalo de nuevo.',
        }),
    });
    render(<Harness />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Hubo un error al calcular las tarifas. Inténtalo de nuevo.',
    );
    cleanup();
    localStorage.clear();
    stubApi({ token: () => json(500, { error: 'internal_error', message: 'x' }) });
    render(<Harness />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo obtener autorización para el servicio de envío',
    );
  });

  it('gets a new token once when the stored one is refused', async () => {
    localStorage.setItem(
      'correoArgentinoToken',
      JSON.stringify({ token: 'viejo', expire: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    const fetchMock = stubApi({
      rates: (body) =>
        body.token === 'viejo'
          ? json(401, { error: 'invalid_shipping_token', message: 'x' })
          : json(200, RATES),
    });
    render(<Harness />);
    await screen.findByRole('radio', { name: /Envío a domicilio/ });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => url === '/api/correo-argentino-token'),
      ).toHaveLength(1),
    );
  });
});
