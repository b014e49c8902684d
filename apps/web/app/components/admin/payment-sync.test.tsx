// @vitest-environment happy-dom
import type { AdminOrderAnswer } from '@shop/domain';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentSync } from './payment-sync';
import { json, mockFetch, renderInRouter } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = {
  lineId: '1',
  id: 'p1',
  name: 'Botín Prueba',
  size: '41',
  quantity: 1,
  price: 85000,
  variant: { id: 1, variant: 'Negro', imgUrl: ['/api/images/a'] },
  promotion: null,
};

const order: AdminOrderAnswer = {
  id: 'o1',
  _id: 'o1',
  order_number: 1001,
  name: 'Juana Pérez',
  email: 'juana@example.com',
  phone: '1144445555',
  client_id: '30123456',
  items: [line],
  status: 'Pago Pendiente',
  status_detail: 'El cliente debe realizar la transferencia bancaria y enviar el comprobante.',
  track_id: '',
  admin_comment: '',
  order_type: 'transfer',
  payment_method: 'transferencia',
  subtotal: 100000,
  promotion_discount: 0,
  transfer_discount: 15000,
  coupon_discount: 0,
  coupon: null,
  shipping_amount: 0,
  transaction_amount: 85000,
  transaction_details: { net_received_amount: null, total_paid_amount: null },
  shipping_type: 'domicilio',
  shipment: {
    street_name: 'Av. Santa Fe',
    street_number: '1234',
    floor: '3B',
    apartment: '',
    aclaration: '',
    city_name: 'CABA',
    state_name: 'Ciudad Autónoma de Buenos Aires',
    zipCode: '1425',
    rate: {
      productName: 'Correo Argentino Clasico',
      deliveredType: 'D',
      agencyAddress: '',
      agencyCode: '',
    },
  },
  payment_id: null,
  preference_id: null,
  payment_alert: null,
  refunded_total: 0,
  shipment_import: { requested_at: null, imported_at: null, error: '' },
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  version: 1,
};

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
