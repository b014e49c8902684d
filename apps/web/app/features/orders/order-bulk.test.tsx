// @vitest-environment happy-dom
import type { AdminOrderAnswer, BulkRunAnswer } from '@shop/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../components/admin/testing';
import { OrderTablePage } from './order-table-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Twelve paid orders: more than one page of ten. */
const orders = Array.from(
  { length: 12 },
  (_, i) =>
    ({
      id: `o${i}`,
      order_number: 1001 + i,
      name: `Cliente ${i}`,
      email: `cliente${i}@example.com`,
      items: [{ quantity: 1 }],
      status: 'Aprobado',
      transaction_amount: 1000,
      payment_method: 'transferencia',
      client_id: '30123456',
      refunded_total: 0,
      track_id: '',
      shipment: { rate: { deliveredType: 'D' } },
      createdAt: `2026-11-${10 + i}T15:00:00.000Z`,
    }) as unknown as AdminOrderAnswer,
);

function renderOrders() {
  const Stub = createRoutesStub([
    {
      path: '/orderstable',
      Component: () => <OrderTablePage loaderData={{ orders }} />,
      loader: () => ({ orders }),
    },
  ]);
  return render(<Stub initialEntries={['/orderstable']} />);
}

const report: BulkRunAnswer = {
  id: 'run-1',
  area: 'orders',
  action: 'generate_shipments',
  createdAt: '2026-11-29T10:00:00.000Z',
  finishedAt: '2026-11-29T10:00:01.000Z',
  total: 2,
  done: 1,
  refused: 1,
  items: [
    { ref: 'o11', label: '#1012', outcome: 'done', reason: '', result: {} },
    {
      ref: 'o10',
      label: '#1011',
      outcome: 'refused',
      reason: 'Solo se puede generar el envío de un pedido pagado.',
      result: null,
    },
  ],
};

describe('bulk actions on the orders list', () => {
  it('chooses orders one by one, the page, or all the filter matches', async () => {
    renderOrders();
    await screen.findByText('#1012');
    expect(screen.queryByRole('region', { name: 'Acciones para las elegidas' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Elegir #1012'));
    const bar = screen.getByRole('region', { name: 'Acciones para las elegidas' });
    expect(bar.textContent).toContain('1 elegida');
    fireEvent.click(screen.getByLabelText('Elegir todas las de esta página'));
    expect(bar.textContent).toContain('10 elegidas');
    fireEvent.click(within(bar).getByRole('button', { name: /Elegir las 12 órdenes/ }));
    expect(bar.textContent).toContain('12 elegidas');
    // A narrower search: only what it shows stays chosen.
    fireEvent.change(screen.getByLabelText('Buscar órdenes'), { target: { value: '1003' } });
    expect(bar.textContent).toContain('1 elegida');
    fireEvent.click(within(bar).getByRole('button', { name: 'Quitar selección' }));
    expect(screen.queryByRole('region', { name: 'Acciones para las elegidas' })).toBeNull();
  });

  it('starts the action on the chosen orders and reports each one, refused with its reason', async () => {
    const calls = mockFetch((call) =>
      call.method === 'POST' ? json({ id: 'run-1' }, 202) : json(report),
    );
    renderOrders();
    await screen.findByText('#1012');
    fireEvent.click(screen.getByLabelText('Elegir #1012'));
    fireEvent.click(screen.getByLabelText('Elegir #1011'));
    fireEvent.click(screen.getByRole('button', { name: 'Generar envíos' }));
    const panel = await screen.findByRole('region', { name: 'Resultado: Generar envíos' });
    await waitFor(() => expect(panel.textContent).toContain('Terminado: 1 hecho, 1 rechazado.'));
    expect(calls[0]).toMatchObject({
      url: '/api/admin/bulk/orders',
      method: 'POST',
      body: { action: 'generate_shipments', ids: ['o11', 'o10'] },
    });
    expect(calls[1]?.url).toBe('/api/admin/bulk/run-1');
    expect(panel.textContent).toContain(
      '#1011 Solo se puede generar el envío de un pedido pagado.',
    );
    expect(panel.textContent).toContain('#1012 Envío pedido a Correo Argentino');
    // The choice was used up: the bar is gone, the report stays until closed.
    expect(screen.queryByRole('region', { name: 'Acciones para las elegidas' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('region', { name: 'Resultado: Generar envíos' })).toBeNull();
  });

  it("prints the chosen orders' labels as one PDF, opened in a new tab", async () => {
    const tab = { closed: false, close: vi.fn(), location: { href: '' }, document };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    URL.createObjectURL = vi.fn(() => 'blob:etiquetas');
    const calls = mockFetch(
      () =>
        new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), {
          headers: { 'content-type': 'application/pdf' },
        }),
    );
    renderOrders();
    await screen.findByText('#1012');
    fireEvent.click(screen.getByLabelText('Elegir #1012'));
    fireEvent.click(screen.getByLabelText('Elegir #1011'));
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir etiquetas' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:etiquetas'));
    expect(calls).toMatchObject([
      {
        url: '/api/admin/orders/print',
        method: 'POST',
        body: { ids: ['o11', 'o10'], kind: 'labels' },
      },
    ]);
  });

  it('marks Enviado with pasted codes, naming each line it cannot read and sending nothing then', async () => {
    const calls = mockFetch((call) =>
      call.method === 'POST'
        ? json({ id: 'run-2' }, 202)
        : json({ ...report, action: 'mark_shipped', items: [], total: 0, done: 0, refused: 0 }),
    );
    renderOrders();
    await screen.findByText('#1012');
    fireEvent.click(screen.getByLabelText('Elegir #1012'));
    fireEvent.click(screen.getByRole('button', { name: 'Marcar Enviado…' }));
    const codes = screen.getByLabelText('Pedidos y códigos');
    fireEvent.change(codes, { target: { value: '1012,TN1\nabc,TN2' } });
    expect(screen.getByRole('alert').textContent).toBe('Línea 2: "abc" no es un número de pedido.');
    const submit = screen.getByRole('button', { name: 'Marcar Enviado' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(codes, { target: { value: 'pedido,codigo\n1012,TN1\n1001;TN2' } });
    expect(screen.getByText('2 códigos leídos.')).toBeTruthy();
    fireEvent.click(submit);
    await screen.findByRole('region', { name: 'Resultado: Marcar Enviado' });
    expect(calls[0]?.body).toEqual({
      action: 'mark_shipped',
      ids: ['o11'],
      codes: [
        { orderNumber: 1012, trackingCode: 'TN1' },
        { orderNumber: 1001, trackingCode: 'TN2' },
      ],
    });
  });
});
