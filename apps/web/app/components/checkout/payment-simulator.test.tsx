// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentSimulator, type SimulatedPreference } from './payment-simulator';

const preference: SimulatedPreference = {
  preferenceId: '100200300-abc',
  orderNumber: 1002,
  title: 'Pedido #1002',
  amount: 107999.1,
  items: [{ id: 'p1', title: 'Botines Puma Ultra · talle 40', quantity: 1, unit_price: 107999.1 }],
  payerEmail: 'lionel@example.com',
  expired: false,
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PaymentSimulator', () => {
  it('is clearly a stand-in and shows the amount and items', () => {
    render(<PaymentSimulator preference={preference} />);
    expect(screen.getByText('Simulador de pagos')).toBeTruthy();
    expect(screen.getByText(/reemplaza a Mercado Pago/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pedido #1002');
    expect(screen.getAllByText('$107,999.10')).toHaveLength(2);
    for (const name of [/^Aprobar/, /^Dejar pendiente/, /^Rechazar/]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it.each([
    [/^Aprobar/, 'approved'],
    [/^Dejar pendiente/, 'pending'],
    [/^Rechazar/, 'rejected'],
  ])('%s posts its outcome and follows the redirect', async (button, outcome) => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ redirectUrl: 'http://tienda.test/orden-mp-confirmada/1002' }),
          {
            status: 200,
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    render(<PaymentSimulator preference={preference} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: button }));
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/payment-simulator/100200300-abc');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ outcome });
    expect(assign).toHaveBeenCalledWith('http://tienda.test/orden-mp-confirmada/1002');
  });

  it('shows the shop message when the payment cannot be recorded, and lets the tester retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: 'webhook_failed',
              message: 'La tienda no aceptó el aviso del pago simulado.',
            }),
            { status: 502 },
          ),
      ),
    );
    render(<PaymentSimulator preference={preference} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Aprobar/ }));
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'La tienda no aceptó el aviso del pago simulado.',
    );
    expect((screen.getByRole('button', { name: /^Aprobar/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('offers no outcome for an expired or unknown payment', () => {
    render(<PaymentSimulator preference={{ ...preference, expired: true }} />);
    expect(screen.queryByRole('button', { name: /^Aprobar/ })).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Este pago venció');
    cleanup();
    render(<PaymentSimulator preference={null} />);
    expect(screen.getByRole('heading', { name: 'No encontramos este pago' })).toBeTruthy();
  });
});
