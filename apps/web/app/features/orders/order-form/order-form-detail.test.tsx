// @vitest-environment happy-dom
import type { AdminOrderAnswer } from '@shop/domain';
import { STALE_WRITE_MESSAGES, TRACKING_CODE_REQUIRED } from '@shop/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../components/toasts';
import { ORDER_SAVED, OrderForm } from './order-form';
import { json, mockFetch, renderInRouter } from '../../../components/admin/testing';
import { boot, click, line, order, statusBox } from './order-detail-test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('order detail (/orderdetailbdd/{id})', () => {
  it('shows the item count in singular or plural and every status with its label', () => {
    const { unmount } = renderInRouter(<OrderForm order={order} />);
    expect(screen.getAllByText('1 producto').length).toBeGreaterThan(0);
    const options = [...statusBox().options].map((o) => o.textContent);
    expect(options).toEqual([
      'Aprobado',
      'Enviado',
      'Entregado',
      'Pago pendiente',
      'Cancelado',
      'Pago aprobado',
      'Tarjeta Rechazada',
    ]);
    expect(statusBox().disabled).toBe(true);
    unmount();
    renderInRouter(<OrderForm order={{ ...order, items: [{ ...line, quantity: 3 }] }} />);
    expect(screen.getAllByText('3 productos').length).toBeGreaterThan(0);
  });

  it("shows Mercado Pago's status detail in Spanish, its raw code only as the text's title", () => {
    const paid = { ...order, payment_method: 'mercadopago', status_detail: 'accredited' };
    const { unmount } = renderInRouter(<OrderForm order={paid} />);
    const detail = screen.getByText('Detalle').nextElementSibling as HTMLElement;
    expect(detail.textContent).toBe('Pago acreditado');
    expect(within(detail).getByText('Pago acreditado').title).toBe(
      'Código de Mercado Pago: accredited',
    );
    unmount();

    renderInRouter(<OrderForm order={{ ...paid, status_detail: 'cc_rejected_other_reason' }} />);
    const rejected = screen.getByText('Detalle').nextElementSibling as HTMLElement;
    expect(rejected.textContent).toBe('Rechazado por el banco emisor');
    expect(within(rejected).getByText('Rechazado por el banco emisor').title).toBe(
      'Código de Mercado Pago: cc_rejected_other_reason',
    );
  });

  it("shows the shop's own status sentence as it is, with no code", () => {
    renderInRouter(<OrderForm order={order} />);
    const detail = screen.getByText('Detalle').nextElementSibling as HTMLElement;
    expect(detail.textContent).toBe(order.status_detail);
    expect(detail.querySelector('code')).toBeNull();
  });

  it('Enviado reveals the tracking code and refuses to save without it', async () => {
    const calls = mockFetch(() => json(order));
    renderInRouter(<OrderForm order={order} />);
    expect(screen.queryByLabelText('Código de seguimiento')).toBeNull();
    await click('Realizar Cambios');
    fireEvent.change(statusBox(), { target: { value: 'Enviado' } });
    expect(screen.getByLabelText('Código de seguimiento')).toBeTruthy();
    await click('Guardar');
    expect(screen.getByRole('alert').textContent).toContain(TRACKING_CODE_REQUIRED);
    expect(calls).toHaveLength(0);
  });

  it("saves status and tracking code, then says 'Cambios guardados con éxito'", async () => {
    const calls = mockFetch(({ body }) => json({ ...order, ...(body as object), items: [line] }));
    renderInRouter(<OrderForm order={order} />);
    await click('Realizar Cambios');
    fireEvent.change(statusBox(), { target: { value: 'Enviado' } });
    fireEvent.change(screen.getByLabelText('Código de seguimiento'), {
      target: { value: 'CA123456789AR' },
    });
    fireEvent.change(screen.getByLabelText('Comentario del administrador'), {
      target: { value: 'Despachado por la mañana' },
    });
    await click('Guardar');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: '/api/order/o1',
      method: 'PUT',
      body: {
        status: 'Enviado',
        track_id: 'CA123456789AR',
        admin_comment: 'Despachado por la mañana',
        email: 'juana@example.com',
        items: [{ lineId: '1', size: '41', quantity: 1 }],
        version: 3,
      },
    });
    await waitFor(() => expect(statusBox().disabled).toBe(true));
    expect(useToastStore.getState().toasts.map((t) => t.text)).toContain(ORDER_SAVED);
    expect(within(screen.getByRole('form')).getAllByText('Enviado').length).toBeGreaterThan(0);
  });

  it('X restores the order as it was; leaving with unsaved changes warns first', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { router } = renderInRouter(<OrderForm order={order} />);
    await click('Realizar Cambios');
    fireEvent.change(statusBox(), { target: { value: 'Cancelado' } });
    await act(async () => {
      await router.navigate('/otra');
    });
    expect(confirm).toHaveBeenCalledWith('Tienes cambios sin guardar...');
    expect(router.state.location.pathname).toBe('/pagina');
    await click('Descartar cambios');
    expect(statusBox().value).toBe('Pago Pendiente');
    expect(statusBox().disabled).toBe(true);
  });

  it("keeps the edit when the server refuses, with the server's message", async () => {
    mockFetch(() =>
      json(
        {
          error: 'conflict',
          message: 'No hay stock suficiente de Botín Prueba (talle 42): se agotó.',
        },
        409,
      ),
    );
    renderInRouter(<OrderForm order={order} catalogue={[boot]} />);
    await click('Realizar Cambios');
    fireEvent.change(screen.getByLabelText('Talle de Botín Prueba'), { target: { value: '42' } });
    await click('Guardar');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No hay stock suficiente de Botín Prueba (talle 42): se agotó.',
    );
    expect((screen.getByLabelText('Talle de Botín Prueba') as HTMLSelectElement).value).toBe('42');
  });
});

describe('order detail: a save from a stale page', () => {
  const refunded = {
    ...order,
    status: 'Cancelado' as const,
    admin_comment: 'Reintegrado por teléfono',
    version: 5,
    events: [],
    received_total: 85000,
    refunded_total: 85000,
    refundable: 0,
    alerts: [],
  };

  it('shows the stale message and the order as it is now, and leaves edit mode', async () => {
    const calls = mockFetch(({ method }) =>
      method === 'PUT'
        ? json({ error: 'stale_version', message: STALE_WRITE_MESSAGES.order }, 409)
        : json(refunded),
    );
    renderInRouter(<OrderForm order={{ ...order, status: 'Aprobado' }} />);
    await click('Realizar Cambios');
    fireEvent.change(screen.getByLabelText('Comentario del administrador'), {
      target: { value: 'Llamar al cliente' },
    });
    await click('Guardar');
    expect((await screen.findByRole('alert')).textContent).toContain(STALE_WRITE_MESSAGES.order);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/order/o1',
      'GET /api/order/o1',
    ]);
    expect(calls[0]?.body).toMatchObject({ status: 'Aprobado', version: 3 });
    await waitFor(() => expect(statusBox().value).toBe('Cancelado'));
    expect(statusBox().disabled).toBe(true);
    expect(
      (screen.getByLabelText('Comentario del administrador') as HTMLTextAreaElement).value,
    ).toBe('Reintegrado por teléfono');
    screen.getByRole('button', { name: 'Realizar Cambios' });
    expect(within(screen.getByRole('form')).getAllByText('Cancelado').length).toBeGreaterThan(0);
    expect(useToastStore.getState().toasts).toEqual([]);

    // The next save carries the version now shown.
    calls.length = 0;
    await click('Realizar Cambios');
    await click('Guardar');
    expect(calls[0]?.body).toMatchObject({ status: 'Cancelado', version: 5 });
  });

  it('shows the order the page read again, unless the admin is editing it', async () => {
    function ReadAgain() {
      const [shown, setShown] = useState<AdminOrderAnswer>(order);
      return (
        <>
          <button
            type="button"
            onClick={() => setShown({ ...order, status: 'Aprobado', version: 4 })}
          >
            Releer
          </button>
          <OrderForm order={shown} />
        </>
      );
    }
    renderInRouter(<ReadAgain />);
    await click('Realizar Cambios');
    fireEvent.change(screen.getByLabelText('Comentario del administrador'), {
      target: { value: 'a medio escribir' },
    });
    await click('Releer');
    // What the admin is typing stays; the save will meet the newer version.
    expect(statusBox().value).toBe('Pago Pendiente');
    expect(
      (screen.getByLabelText('Comentario del administrador') as HTMLTextAreaElement).value,
    ).toBe('a medio escribir');
    await click('Descartar cambios');
    expect(statusBox().value).toBe('Aprobado');
  });
});
