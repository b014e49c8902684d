// @vitest-environment happy-dom
import type { OrderTrackingAnswer } from '@shop/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderTracking } from './order-tracking';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORDER: OrderTrackingAnswer = {
  order_number: 1042,
  status: 'Enviado',
  status_label: 'Enviado',
  shipping_type: 'domicilio',
  dates: {
    created: '2026-11-20T15:00:00.000Z',
    paid: '2026-11-20T16:00:00.000Z',
    shipped: '2026-11-21T12:00:00.000Z',
    delivered: null,
  },
  track_id: '000500076393019A3G0C701',
  tracking_url: 'https://www.correoargentino.com.ar/seguimiento-de-envios',
  events: [
    {
      code: 'EN TRANSITO',
      label: 'En viaje',
      date: '2026-11-22T13:33:00.000Z',
      rawDate: '22-11-2026 10:33',
      branch: 'CTA',
    },
    { code: 'RARO', label: 'RARO', date: null, rawDate: 'ayer', branch: '' },
  ],
};

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('OrderTracking', () => {
  it('looks the order up by number and e-mail and shows its status, dates, number and events', async () => {
    const fetchMock = answer(200, ORDER);
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter initialEntries={['/seguimiento-de-ordenes']}>
        <OrderTracking />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Número de pedido'), { target: { value: ' 1042 ' } });
    fireEvent.change(screen.getByLabelText('E-mail de la compra'), {
      target: { value: 'juana@example.com' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ver mi pedido' }));
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/order-tracking');
    expect(JSON.parse(String(init.body))).toEqual({
      order_number: '1042',
      email: 'juana@example.com',
    });
    const result = screen.getByRole('region', { name: 'Pedido #1042' });
    expect(result.textContent).toContain('000500076393019A3G0C701');
    expect(result.textContent).toContain('En viaje');
    expect(result.textContent).toContain('ayer');
    expect(result.textContent).toContain('Todavía no');
    expect(
      screen
        .getByRole('link', { name: 'Seguilo también en Correo Argentino' })
        .getAttribute('href'),
    ).toBe(ORDER.tracking_url);
  });

  it("opens the signed link of the e-mail by itself, and shows the shop's message on a miss", async () => {
    const fetchMock = answer(404, { error: 'not_found', message: 'No encontramos ese pedido.' });
    vi.stubGlobal('fetch', fetchMock);
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/seguimiento-de-ordenes?pedido=1042&token=firma']}>
          <OrderTracking />
        </MemoryRouter>,
      );
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ order_number: '1042', token: 'firma' });
    expect(screen.getByRole('alert').textContent).toBe('No encontramos ese pedido.');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
