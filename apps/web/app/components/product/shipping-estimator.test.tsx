// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShopStore } from '../../store/shop-store';
import { product, rules } from './estimator-test-fixtures';
import { ShippingEstimator } from './shipping-estimator';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const RATES = {
  domicilio: [
    {
      productName: 'Correo Argentino Clasico',
      price: 6252.33,
      deliveryTimeMin: 2,
      deliveryTimeMax: 5,
    },
    {
      productName: 'Correo Argentino Expreso',
      price: 9065.88,
      deliveryTimeMin: 1,
      deliveryTimeMax: 2,
    },
  ],
  sucursal: [
    {
      productName: 'Correo Argentino Clasico',
      price: 5001.86,
      deliveryTimeMin: 2,
      deliveryTimeMax: 5,
    },
  ],
};

function stub(token: () => Response, rates: () => Response = () => json(200, RATES)) {
  const fetchMock = vi.fn(async (url: string) => (url === '/api/rates' ? rates() : token()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const okToken = () =>
  json(200, { token: 'tok', expire: new Date(Date.now() + 3_600_000).toISOString() });

async function estimate(postalCode: string) {
  fireEvent.change(screen.getByLabelText('Código postal'), { target: { value: postalCode } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Calcular' }));
  });
}

beforeEach(() => {
  localStorage.clear();
  useShopStore.setState({ postalCode: '' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShippingEstimator', () => {
  it('shows the Clasico home and branch options with what the shopper pays and the dates', async () => {
    const fetchMock = stub(okToken);
    render(<ShippingEstimator product={product} rules={rules} />);
    await estimate('x5000abc');
    const options = await screen.findByRole('list', { name: 'Opciones de envío' });
    expect(options.textContent).toContain('Envío a domicilio');
    expect(options.textContent).toContain('$8,602.33');
    expect(options.textContent).toContain('Retiro en sucursal');
    expect(options.textContent).toContain('$5,001.86');
    expect(options.textContent).not.toContain('Expreso');
    expect(options.textContent).toMatch(/Llega entre el \S+ \d+ de \S+ y el/);
    const rates = fetchMock.mock.calls.find(([url]) => url === '/api/rates') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(rates[1].body))).toMatchObject({
      postalCodeDestination: 'X5000ABC',
      dimensions: product.dimensions,
    });
    expect(useShopStore.getState().postalCode).toBe('X5000ABC');
  });

  it('shows branch pickup free from the threshold', async () => {
    stub(okToken);
    render(<ShippingEstimator product={{ ...product, price: 50000 }} rules={rules} />);
    await estimate('5000');
    const options = await screen.findByRole('list', { name: 'Opciones de envío' });
    expect(options.textContent).toContain('Gratis');
    expect(options.textContent).toContain('$2,350.00');
  });

  it('starts from the remembered postal code', () => {
    useShopStore.setState({ postalCode: '1425' });
    stub(okToken);
    render(<ShippingEstimator product={product} rules={rules} />);
    expect((screen.getByLabelText('Código postal') as HTMLInputElement).value).toBe('1425');
  });

  it('says when the shipping service gave no authorisation', async () => {
    stub(() => json(500, { error: 'internal_error', message: 'x' }));
    render(<ShippingEstimator product={product} rules={rules} />);
    await estimate('5000');
    expect(screen.getByRole('alert').textContent).toBe(
      'No se pudo obtener autorización para el servicio de envío',
    );
  });

  it('says when the rates failed, and checks the postal code first', async () => {
    const fetchMock = stub(okToken, () =>
      json(504, {
        error: 'carrier_timeout',
        message: 'Hubo un error al calcular las tarifas. Inténtalo de nuevo.',
      }),
    );
    render(<ShippingEstimator product={product} rules={rules} />);
    await estimate('12');
    expect(screen.getByRole('alert').textContent).toBe('El código postal ingresado no es válido');
    expect(fetchMock).not.toHaveBeenCalled();
    await estimate('5000');
    expect(screen.getByRole('alert').textContent).toBe(
      'Hubo un error al calcular las tarifas. Inténtalo de nuevo.',
    );
  });

  it('is not offered for a product without full dimensions', () => {
    render(
      <ShippingEstimator
        product={{ ...product, dimensions: { weight: 0, height: 1, width: 1, length: 1 } }}
        rules={rules}
      />,
    );
    expect(screen.queryByLabelText('Código postal')).toBeNull();
  });
});
