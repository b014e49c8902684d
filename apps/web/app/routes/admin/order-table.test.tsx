import type { AdminOrderAnswer } from '@shop/domain';
// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import OrderTable from './order-table';

afterEach(cleanup);

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
      createdAt: '2026-11-20T15:00:00.000Z',
    }) as unknown as AdminOrderAnswer,
);

function renderOrders() {
  const Stub = createRoutesStub([
    { path: '/orderstable', Component: OrderTable as never, loader: () => ({ orders }) },
  ]);
  return render(<Stub initialEntries={['/orderstable']} />);
}

const numbers = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

describe('/orderstable', () => {
  it('shows Aprobado, Enviado, Entregado and Pago Pendiente at first; Cancelado and rejected off', async () => {
    renderOrders();
    await screen.findByText('#1001');
    expect(numbers()).toEqual(['#1001', '#1002', '#1003', '#1004']);
    expect((screen.getByLabelText('Cancelado') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Tarjeta Rechazada') as HTMLInputElement).checked).toBe(false);
    expect(screen.getAllByText('Pago pendiente').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByLabelText('Tarjeta Rechazada'));
    expect(numbers()).toContain('#1007');
  });

  it('searches by number, name or e-mail and can put the newest first', async () => {
    renderOrders();
    await screen.findByText('#1001');
    const search = screen.getByLabelText('Buscar órdenes');
    fireEvent.change(search, { target: { value: '1003' } });
    expect(numbers()).toEqual(['#1003']);
    fireEvent.change(search, { target: { value: 'cliente2@example' } });
    expect(numbers()).toEqual(['#1003']);
    fireEvent.change(search, { target: { value: 'enviado' } });
    expect(numbers()).toEqual(['#1002']);
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('Más recientes primero'));
    expect(numbers()).toEqual(['#1004', '#1003', '#1002', '#1001']);
  });
});
