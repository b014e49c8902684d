// @vitest-environment happy-dom
import type { AdminOrderAnswer, AdminOrderDetailAnswer } from '@shop/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../components/toasts';
import { OrderShipment } from '../order-shipment';
import { OrderTimeline } from '../order-timeline';
import { OrderForm } from './order-form';
import { json, mockFetch, renderInRouter } from '../../../components/admin/testing';
import { click, order, statusBox } from './order-detail-test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('order detail: the transfer instruction line', () => {
  const detailLine = () =>
    (screen.getByText('Detalle').nextElementSibling as HTMLElement).textContent;

  it('shows only while the transfer order awaits payment', () => {
    const { unmount } = renderInRouter(<OrderForm order={order} />);
    expect(detailLine()).toBe(
      'El cliente debe realizar la transferencia bancaria y enviar el comprobante.',
    );
    unmount();
    for (const status of ['Aprobado', 'Enviado', 'Entregado', 'Cancelado'] as const) {
      const { unmount: gone } = renderInRouter(
        <OrderForm order={{ ...order, status, track_id: status === 'Enviado' ? 'CA1AR' : '' }} />,
      );
      expect(detailLine(), status).toBe('—');
      gone();
    }
  });

  it("so does Mercado Pago's wait; a payment's own detail stays", () => {
    const card = {
      ...order,
      payment_method: 'mercadopago',
      status_detail: 'Esperando el pago en Mercado Pago.',
    };
    const { unmount } = renderInRouter(<OrderForm order={card} />);
    expect(detailLine()).toBe('Esperando el pago en Mercado Pago.');
    unmount();
    const { unmount: cancelled } = renderInRouter(
      <OrderForm order={{ ...card, status: 'Cancelado' }} />,
    );
    expect(detailLine()).toBe('—');
    cancelled();
    renderInRouter(
      <OrderForm order={{ ...card, status: 'Aprobado', status_detail: 'accredited' }} />,
    );
    expect(detailLine()).toBe('Pago acreditado');
  });
});

describe('order detail: after a save the page shows what was saved', () => {
  it('re-reads the order: status, history and Generar envío without a reload', async () => {
    const detail = (
      status: AdminOrderAnswer['status'],
      version: number,
    ): AdminOrderDetailAnswer => ({
      ...order,
      status,
      version,
      events: [
        {
          type: 'created',
          actor: 'shopper',
          fromStatus: null,
          toStatus: 'Pago Pendiente',
          details: {},
          createdAt: '2026-11-20T15:00:00.000Z',
        },
        ...(status === 'Aprobado'
          ? [
              {
                type: 'status_changed' as const,
                actor: 'admin' as const,
                fromStatus: 'Pago Pendiente' as const,
                toStatus: 'Aprobado' as const,
                details: { adminUser: 'dueño' },
                createdAt: '2026-11-20T15:05:00.000Z',
              },
            ]
          : []),
      ],
      received_total: 0,
      refunded_total: 0,
      refundable: 0,
      alerts: [],
    });
    let stored = detail('Pago Pendiente', 3);
    let reads = 0;
    const calls = mockFetch(() => {
      stored = detail('Aprobado', 4);
      return json(stored);
    });
    function Page() {
      const loaded = useLoaderData() as AdminOrderDetailAnswer;
      return (
        <>
          <OrderForm key={loaded.id} order={loaded} />
          <OrderShipment order={loaded} />
          <OrderTimeline events={loaded.events} />
        </>
      );
    }
    const router = createMemoryRouter(
      [
        {
          path: '/orden',
          loader: () => {
            reads++;
            return stored;
          },
          Component: Page,
        },
      ],
      { initialEntries: ['/orden'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('Pedido creado en "Pago pendiente"');
    expect(screen.queryByRole('button', { name: 'Generar envío' })).toBeNull();
    await click('Realizar Cambios');
    fireEvent.change(statusBox(), { target: { value: 'Aprobado' } });
    await click('Guardar');
    expect(calls[0]?.body).toMatchObject({ status: 'Aprobado', version: 3 });
    await screen.findByRole('button', { name: 'Generar envío' });
    expect(reads).toBe(2);
    screen.getByText('Estado: "Pago pendiente" → "Aprobado"');
    expect(statusBox().value).toBe('Aprobado');
  });
});
