// @vitest-environment happy-dom
import type { AdminOrderDetailAnswer, StaffArea } from '@shop/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderRefund } from './order-refund';
import { TRANSFER_ORDER } from './order-fixtures';
import { json, mockFetch, renderInRouter } from '../../components/admin/testing';
import type { AdminContext } from '../../lib/admin/admin-context';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base: AdminOrderDetailAnswer = {
  ...TRANSFER_ORDER,
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

describe('the refund control by staff area (issue 44)', () => {
  const renderAs = (permissions: StaffArea[]) => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <Outlet context={{ admin: 'ana', owner: false, permissions } satisfies AdminContext} />
        ),
        children: [{ path: 'pedido', Component: () => <OrderRefund order={paidByCard} /> }],
      },
    ]);
    return render(<Stub initialEntries={['/pedido']} />);
  };

  it('is not shown to a staff admin without the refunds area', async () => {
    renderAs(['exports', 'settings', 'users']);
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Reintegrar' })).toBeNull();
    expect(screen.queryByLabelText('Monto a reintegrar')).toBeNull();
  });

  it('is shown to a staff admin granted refunds', async () => {
    renderAs(['refunds']);
    expect(await screen.findByRole('button', { name: 'Reintegrar' })).toBeTruthy();
  });
});
