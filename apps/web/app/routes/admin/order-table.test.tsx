// @vitest-environment happy-dom
import type { AdminOrderAnswer, StaffArea } from '@shop/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../components/admin/testing';
import type { AdminContext } from '../../lib/admin/admin-context';
import OrderTable from './order-table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STATUSES = [
  'Aprobado',
  'Enviado',
  'Entregado',
  'Pago Pendiente',
  'Cancelado',
  'approved',
  'rejected',
];

const orders = STATUSES.map(
  (status, i) =>
    ({
      id: `o${i}`,
      order_number: 1001 + i,
      name: `Cliente ${status}`,
      email: `cliente${i}@example.com`,
      items: [{ quantity: 1 }],
      status,
      transaction_amount: 1000,
      payment_method: i % 2 === 0 ? 'transferencia' : 'mercadopago',
      client_id: `2030${i}000007`,
      refunded_total: i === 0 ? 250 : 0,
      shipment: { rate: { deliveredType: i % 3 === 0 ? 'S' : 'D' } },
      // One a day from 18 November; 02:30 UTC is still the day before in Argentina.
      createdAt: `2026-11-${18 + i}T02:30:00.000Z`,
    }) as unknown as AdminOrderAnswer,
);

function renderOrders(list: AdminOrderAnswer[] = orders, at = '/orderstable') {
  const Stub = createRoutesStub([
    { path: '/orderstable', Component: OrderTable as never, loader: () => ({ orders: list }) },
  ]);
  return render(<Stub initialEntries={[at]} />);
}

const numbers = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td strong')?.textContent);

describe('/orderstable', () => {
  it('shows Aprobado, Enviado, Entregado and Pago Pendiente at first; Cancelado and rejected off', async () => {
    renderOrders();
    await screen.findByText('#1001');
    expect(numbers()).toEqual(['#1004', '#1003', '#1002', '#1001']);
    expect((screen.getByLabelText('Cancelado') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Tarjeta Rechazada') as HTMLInputElement).checked).toBe(false);
    expect(screen.getAllByText('Pago pendiente').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByLabelText('Tarjeta Rechazada'));
    expect(numbers()).toContain('#1007');
  });

  it('searches by number, name, e-mail or DNI/CUIT; newest first unless the URL says oldest', async () => {
    renderOrders();
    await screen.findByText('#1001');
    const search = screen.getByLabelText('Buscar órdenes');
    fireEvent.change(search, { target: { value: '1003' } });
    expect(numbers()).toEqual(['#1003']);
    fireEvent.change(search, { target: { value: 'cliente2@example' } });
    expect(numbers()).toEqual(['#1003']);
    fireEvent.change(search, { target: { value: 'enviado' } });
    expect(numbers()).toEqual(['#1002']);
    fireEvent.change(search, { target: { value: '20-30100000' } });
    expect(numbers()).toEqual(['#1002']);
    fireEvent.change(search, { target: { value: '' } });
    expect(numbers()).toEqual(['#1004', '#1003', '#1002', '#1001']);
    fireEvent.click(screen.getByLabelText('Más recientes primero'));
    await waitFor(() => expect(numbers()).toEqual(['#1001', '#1002', '#1003', '#1004']));
    cleanup();
    // A reload keeps the order the owner chose: it is in the address.
    renderOrders(orders, '/orderstable?orden=antiguas');
    await screen.findByText('#1001');
    expect(numbers()).toEqual(['#1001', '#1002', '#1003', '#1004']);
    expect((screen.getByLabelText('Más recientes primero') as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('shows how each order is paid and delivered, and what was refunded', async () => {
    renderOrders();
    await screen.findByText('#1001');
    const row = (number: string) =>
      screen.getAllByRole('row').find((r) => r.querySelector('td strong')?.textContent === number)!;
    expect(row('#1001').textContent).toContain('Transferencia');
    expect(row('#1001').textContent).toContain('Retiro en sucursal');
    expect(row('#1001').textContent).toContain('Reintegrado $250.00');
    expect(row('#1002').textContent).toContain('Mercado Pago');
    expect(row('#1002').textContent).toContain('Envío a domicilio');
    expect(row('#1002').textContent).not.toContain('Reintegrado');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Pago y entrega', 'Total']),
    );
  });

  it('filters by Argentine date range and payment method, and exports what it shows', async () => {
    renderOrders();
    await screen.findByText('#1001');
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-18' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-11-19' } });
    expect(numbers()).toEqual(['#1003', '#1002']);
    fireEvent.change(screen.getByLabelText('Medio de pago'), {
      target: { value: 'transferencia' },
    });
    expect(numbers()).toEqual(['#1003']);
    fireEvent.change(screen.getByLabelText('Buscar órdenes'), { target: { value: 'cliente' } });

    const calls = mockFetch(() => new Response('\uFEFFOrden\r\n', { status: 200 }));
    const createObjectURL = vi.fn(() => 'blob:ordenes');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    });
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]!.url, 'http://tienda.test');
    expect(url.pathname).toBe('/api/admin/orders/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: '2026-11-18',
      to: '2026-11-19',
      payment_method: 'transferencia',
      status: 'Aprobado,Enviado,Entregado,Pago Pendiente',
      q: 'cliente',
    });
    expect(createObjectURL).toHaveBeenCalledOnce();
  });
});

describe('/orderstable: orders with a payment alert', () => {
  /** #1005 Cancelado but paid later; #1001 Aprobado and paid twice. */
  const flagged = orders.map((o) =>
    o.order_number === 1005
      ? { ...o, payment_alert: 'Pagado después de cancelado' }
      : o.order_number === 1001
        ? { ...o, payment_alert: 'Pagado dos veces' }
        : { ...o, payment_alert: null },
  );

  it('says how many there are above the list, and shows them whatever their status', async () => {
    renderOrders(flagged);
    await screen.findByText('#1001');
    // SPEC's default filters stay: the cancelled one is not in the list…
    expect(numbers()).toEqual(['#1004', '#1003', '#1002', '#1001']);
    expect((screen.getByLabelText('Cancelado') as HTMLInputElement).checked).toBe(false);
    // …but the notice above it cannot be missed.
    expect(screen.getByRole('status').textContent).toContain(
      'Hay 2 pedidos con alertas de pago: revisalos en su detalle.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar pedidos con alertas' }));
    expect(numbers()).toEqual(['#1005', '#1001']);
    expect(screen.getByText('Pagado después de cancelado')).toBeTruthy();

    // The export asks for the same orders: the alerted ones, any status.
    const calls = mockFetch(() => new Response('\uFEFFOrden\r\n', { status: 200 }));
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    });
    const url = new URL(calls[0]!.url, 'http://tienda.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({ payment_alert: 'true' });

    fireEvent.click(screen.getByRole('button', { name: 'Ver todas las órdenes' }));
    expect(numbers()).toEqual(['#1004', '#1003', '#1002', '#1001']);
  });

  it('says nothing when no order has an alert', async () => {
    renderOrders(orders.map((o) => ({ ...o, payment_alert: null })));
    await screen.findByText('#1001');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mostrar pedidos con alertas' })).toBeNull();
  });
});

describe('the orders export by staff area (issue 44)', () => {
  const renderAs = (permissions: StaffArea[]) => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <Outlet context={{ admin: 'ana', owner: false, permissions } satisfies AdminContext} />
        ),
        children: [
          { path: 'orderstable', Component: OrderTable as never, loader: () => ({ orders }) },
        ],
      },
    ]);
    return render(<Stub initialEntries={['/orderstable']} />);
  };

  it('hides Exportar (customer data) from a staff admin without the exports area', async () => {
    renderAs(['refunds']);
    await screen.findAllByText(/Cliente Aprobado/);
    expect(screen.queryByRole('button', { name: 'Exportar' })).toBeNull();
  });

  it('shows it to a staff admin granted exports', async () => {
    renderAs(['exports']);
    await screen.findAllByText(/Cliente Aprobado/);
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
  });
});
