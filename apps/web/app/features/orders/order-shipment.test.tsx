// @vitest-environment happy-dom
import type { AdminOrderDetailAnswer, OrderEventAnswer } from '@shop/domain';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderShipment } from './order-shipment';
import { json, mockFetch, renderInRouter } from '../../components/admin/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GAVE_UP =
  'No pudimos importar el envío en Correo Argentino: Correo Argentino no respondió a tiempo. Probá de nuevo.';

const event = (type: OrderEventAnswer['type'], details: Record<string, unknown> = {}) =>
  ({
    type,
    actor: type === 'shipment_requested' ? 'admin' : 'system',
    fromStatus: 'Aprobado',
    toStatus: 'Aprobado',
    details,
    createdAt: '2026-11-20T15:00:00.000Z',
  }) satisfies OrderEventAnswer;

/** A paid order whose import was asked for at 15:00 and ended as `error` says. */
function paidOrder(error: string, events: OrderEventAnswer[]): AdminOrderDetailAnswer {
  return {
    id: 'o1',
    order_number: 1001,
    status: 'Aprobado',
    track_id: '',
    shipment_import: { requested_at: '2026-11-20T15:00:00.000Z', imported_at: null, error },
    events,
  } as unknown as AdminOrderDetailAnswer;
}

describe("the order's Correo Argentino shipment (order detail)", () => {
  it("an import given up after MiCorreo failed every retry shows why and offers 'Reintentar envío'", async () => {
    const order = paidOrder(GAVE_UP, [
      event('shipment_requested'),
      event('shipment_failed', { message: GAVE_UP }),
    ]);
    const calls = mockFetch(() =>
      json({
        shipment_import: {
          requested_at: '2026-11-20T16:05:00.000Z',
          imported_at: null,
          error: '',
        },
      }),
    );
    renderInRouter(<OrderShipment order={order} />);
    expect(screen.getByRole('alert').textContent).toBe(GAVE_UP);
    expect(screen.queryByText('Enviando a Correo Argentino')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar envío' }));
    });
    expect(calls[0]).toMatchObject({ url: '/api/order/o1/shipment', method: 'POST' });
    expect(screen.getByText('Enviando a Correo Argentino')).toBeTruthy();
  });

  it("a refusal is Correo Argentino's own words; while queued, it says it is being sent", () => {
    const refused = paidOrder('Verifique la sucursal de destino', [
      event('shipment_failed', { message: GAVE_UP }),
      event('shipment_requested'),
      event('shipment_refused', { message: 'Verifique la sucursal de destino', status: 402 }),
    ]);
    const { unmount } = renderInRouter(<OrderShipment order={refused} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Correo Argentino rechazó el envío: Verifique la sucursal de destino',
    );
    unmount();
    renderInRouter(<OrderShipment order={paidOrder('', [event('shipment_requested')])} />);
    expect(screen.getByText('Enviando a Correo Argentino')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
