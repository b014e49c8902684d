// @vitest-environment happy-dom
import type { AdminOrderDetailAnswer } from '@shop/domain';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderRefund } from './order-refund';
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

const base = {
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
  shipment_import: { requested_at: null, imported_at: null, error: '' },
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  version: 1,
  events: [],
  received_total: 0,
  refunded_total: 0,
  refundable: 0,
  alerts: [],
};

const paidByCard: AdminOrderDetailAnswer = {
  ...base,
  status: 'Aprobado',
  payment_method: 'mercadopago',
  payment_id: '1311617794',
  refunded_total: 0,
  refundable: 85000,
};

const dialog = () => screen.getByRole('dialog', { hidden: true });

describe("the order's refunds (order detail)", () => {
  it("'Reintegrar' asks to confirm the amount, sends it with the note and shows the result", async () => {
    const calls = mockFetch(() =>
      json({
        order: paidByCard,
        refund: {
          amount: 1500.5,
          refunded_total: 1500.5,
          refundable: 83499.5,
          provider_refund_id: '9',
        },
      }),
    );
    renderInRouter(<OrderRefund order={paidByCard} />);
    fireEvent.change(screen.getByLabelText('Monto a reintegrar'), { target: { value: '1500,50' } });
    fireEvent.change(screen.getByLabelText('Nota'), { target: { value: 'Talle cambiado' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reintegrar' }));
    expect(calls).toHaveLength(0);
    expect(dialog().textContent).toContain(
      'Mercado Pago le devuelve $1,500.50 al comprador del pedido #1001.',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Confirmar/, hidden: true }));
    });
    expect(calls[0]).toMatchObject({
      url: '/api/order/o1/refunds',
      method: 'POST',
      body: { amount: 1500.5, note: 'Talle cambiado' },
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Reintegro registrado: $1,500.50. Queda por reintegrar $83,499.50.',
    );
  });

  it('an empty amount is all that is left: the order is cancelled; a refusal shows its message', async () => {
    const calls = mockFetch(() =>
      json(
        {
          error: 'refund_refused',
          message: 'Mercado Pago rechazó el reintegro: Payment too old to be refunded',
        },
        422,
      ),
    );
    renderInRouter(<OrderRefund order={paidByCard} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reintegrar' }));
    expect(dialog().textContent).toContain('El pedido se cancela y su stock vuelve.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Confirmar/, hidden: true }));
    });
    expect(calls[0]).toMatchObject({ body: {} });
    expect(screen.getByRole('alert').textContent).toContain(
      'Mercado Pago rechazó el reintegro: Payment too old to be refunded',
    );
  });

  it("a transfer order gets 'Registrar reintegro'; a bad amount is refused before asking", () => {
    renderInRouter(
      <OrderRefund order={{ ...paidByCard, payment_method: 'transferencia', payment_id: null }} />,
    );
    fireEvent.change(screen.getByLabelText('Monto a reintegrar'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar reintegro' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'El monto a reintegrar tiene que ser mayor que cero.',
    );
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('an unpaid order shows nothing; a refunded one shows what was given back', () => {
    const { container, unmount } = renderInRouter(
      <OrderRefund order={{ ...paidByCard, refundable: 0 }} />,
    );
    expect(container.textContent).toBe('');
    unmount();
    renderInRouter(<OrderRefund order={{ ...paidByCard, refundable: 0, refunded_total: 85000 }} />);
    expect(screen.getByText(/Reintegrado: \$85,000\.00/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintegrar' })).toBeNull();
  });
});
