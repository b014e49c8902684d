// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RetryPayment } from './retry-payment';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const click = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar pago' }));
  });

describe('RetryPayment', () => {
  it("'Reintentar pago' asks for a new checkout of the same order and goes to it", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ id: '1-pref', init_point: 'http://tienda.test/pago-simulado/1-pref' }),
          { status: 201 },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    render(<RetryPayment orderNumber={1042} token="firma.del.pedido" />);
    await click();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/order/1042/retry-payment');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'firma.del.pedido' });
    expect(assign).toHaveBeenCalledWith('http://tienda.test/pago-simulado/1-pref');
  });

  it("shows the shop's message when the order can no longer be paid, and lets the shopper try again", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: 'not_awaiting_payment',
              message: 'Este pedido ya no espera un pago.',
            }),
            { status: 409 },
          ),
      ),
    );
    render(<RetryPayment orderNumber={1042} token="firma" />);
    await click();
    expect(screen.getByRole('alert').textContent).toBe('Este pedido ya no espera un pago.');
    expect(screen.getByRole('button', { name: 'Reintentar pago' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('a network failure says so in Spanish', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<RetryPayment orderNumber={7} token="firma" />);
    await click();
    expect(screen.getByRole('alert').textContent).toBe(
      'No pudimos iniciar el pago. Revisá tu conexión e intentá de nuevo.',
    );
  });
});
