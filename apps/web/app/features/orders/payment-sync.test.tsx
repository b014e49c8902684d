// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentSync } from './payment-sync';
import { TRANSFER_ORDER } from './order-fixtures';
import { json, mockFetch, renderInRouter } from '../../components/admin/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const order = TRANSFER_ORDER;

const mercadoPagoOrder = { ...order, payment_method: 'mercadopago' };

describe("the order's Mercado Pago payment (order detail)", () => {
  it("'Sincronizar con Mercado Pago' asks the server and says what Mercado Pago has, in Spanish", async () => {
    const calls = mockFetch(() =>
      json({
        order: { ...mercadoPagoOrder, status: 'Aprobado' },
        payments: [
          {
            id: '1311617794',
            status: 'approved',
            status_detail: 'partially_refunded',
            amount: 87349,
          },
        ],
      }),
    );
    renderInRouter(<PaymentSync order={mercadoPagoOrder} />);
    screen.getByRole('region', { name: 'Pago con Mercado Pago' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sincronizar con Mercado Pago' }));
    });
    expect(calls[0]).toMatchObject({ url: '/api/order/o1/sync-payments', method: 'POST' });
    expect(screen.getByRole('status').textContent).toBe(
      'Mercado Pago tiene 1 pago de este pedido: #1311617794 por $87,349.00: Pago devuelto en parte.',
    );
  });

  it("shows the server's Spanish message when Mercado Pago cannot be asked", async () => {
    mockFetch(() =>
      json(
        {
          error: 'payment_provider_error',
          message: 'No pudimos consultar Mercado Pago. Intentá de nuevo en unos minutos.',
        },
        502,
      ),
    );
    renderInRouter(<PaymentSync order={mercadoPagoOrder} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sincronizar con Mercado Pago' }));
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'No pudimos consultar Mercado Pago. Intentá de nuevo en unos minutos.',
    );
  });

  it("a transfer order has no Mercado Pago card, even with an alert (the order's Atención list shows it)", () => {
    renderInRouter(
      <PaymentSync order={{ ...order, status: 'Cancelado', payment_alert: 'Pagado dos veces' }} />,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sincronizar con Mercado Pago' })).toBeNull();
  });
});
