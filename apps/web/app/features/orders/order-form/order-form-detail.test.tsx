// @vitest-environment happy-dom
import type { AdminOrderAnswer, AdminOrderDetailAnswer, ProductAnswer } from '@shop/domain';
import { STALE_WRITE_MESSAGES, TRACKING_CODE_REQUIRED } from '@shop/domain';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../components/toasts';
import { OrderShipment } from '../order-shipment';
import { OrderTimeline } from '../order-timeline';
import { ORDER_SAVED, OrderForm } from './order-form';
import { ORDER_LINE, TRANSFER_ORDER } from '../order-fixtures';
import { json, mockFetch, renderInRouter } from '../../../components/admin/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => useToastStore.setState({ toasts: [] }));

const line = ORDER_LINE;
const order: AdminOrderAnswer = { ...TRANSFER_ORDER, version: 3 };

/** The line's product as the catalogue has it: colour 1 in sizes 40 to 43. */
const boot = {
  id: 'p1',
  productName: 'Botín Prueba',
  variants: [
    {
      id: 1,
      variant: 'Negro',
      imgUrl: [],
      sizes: [
        { size: '40', stock: 0, sold: 2 },
        { size: '41', stock: 1, sold: 1 },
        { size: '42', stock: 5, sold: 0 },
        { size: '43', stock: 2, sold: 0 },
      ],
    },
    { id: 2, variant: 'Blanco', imgUrl: [], sizes: [{ size: '44', stock: 9, sold: 0 }] },
  ],
} as unknown as ProductAnswer;

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const statusBox = () => screen.getByLabelText('Estado de la orden') as HTMLSelectElement;

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

describe('order detail: the owner corrects the address and contact (issue 42)', () => {
  const typed = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('offers the province list, kept for an order whose province was typed freely', async () => {
    renderInRouter(
      <OrderForm order={{ ...order, shipment: { ...order.shipment, state_name: 'CABA' } }} />,
    );
    expect(screen.queryByLabelText('Provincia')).toBeNull();
    await click('Realizar Cambios');
    const province = screen.getByLabelText('Provincia') as HTMLSelectElement;
    expect(province.options).toHaveLength(25);
    expect(province.value).toBe('Ciudad Autónoma de Buenos Aires');
  });

  it('sends the address and contact only when changed, with the province chosen', async () => {
    const calls = mockFetch(({ body }) => {
      const { shipment, ...rest } = body as { shipment?: object };
      return json({
        ...order,
        ...rest,
        shipment: { ...order.shipment, ...shipment },
        items: [line],
      });
    });
    renderInRouter(<OrderForm order={order} />);
    await click('Realizar Cambios');
    fireEvent.change(statusBox(), { target: { value: 'Aprobado' } });
    await click('Guardar');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(Object.keys(calls[0]!.body as object).sort()).toEqual(
      ['admin_comment', 'email', 'items', 'status', 'track_id', 'version'].sort(),
    );

    await waitFor(() => expect(statusBox().disabled).toBe(true));
    await click('Realizar Cambios');
    typed('Nombre', 'Juana P. Gómez');
    typed('Provincia', 'Santa Fe');
    typed('Código postal', '2000');
    typed('Ciudad', 'Rosario');
    await click('Guardar');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toMatchObject({
      name: 'Juana P. Gómez',
      shipment: {
        zipCode: '2000',
        state_name: 'Santa Fe',
        city_name: 'Rosario',
        street_name: 'Av. Santa Fe',
        street_number: '1234',
        floor: '3B',
        aclaration: '',
      },
    });
    expect(calls[1]!.body).not.toHaveProperty('phone');
  });

  it("refuses a postal code of another province under the field, with the checkout's words", async () => {
    const calls = mockFetch(() => json(order));
    renderInRouter(<OrderForm order={order} />);
    await click('Realizar Cambios');
    typed('Provincia', 'Córdoba');
    typed('Calle', '');
    await click('Guardar');
    expect(
      await screen.findByText('El código postal ingresado no corresponde a la provincia elegida'),
    ).toBeTruthy();
    expect(screen.getByText('Debe ingresar su calle')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('order detail: only controls that can be saved (issue 42)', () => {
  it("offers the sizes of the line's colour with their stock, and no quantity or 'Quitar'", async () => {
    const twoUnits = { ...order, items: [{ ...line, quantity: 2 }] };
    renderInRouter(<OrderForm order={twoUnits} catalogue={[boot]} />);
    await click('Realizar Cambios');
    const size = screen.getByLabelText('Talle de Botín Prueba') as HTMLSelectElement;
    expect(size.tagName).toBe('SELECT');
    expect([...size.options].map((o) => [o.value, o.textContent, o.disabled])).toEqual([
      ['40', '40 · sin stock', true],
      ['41', '41 · el actual', false],
      ['42', '42 · 5 en stock', false],
      ['43', '43 · 2 en stock', false],
    ]);
    expect(screen.queryByLabelText('Cantidad de Botín Prueba')).toBeNull();
    expect(screen.queryByRole('button', { name: /Quitar/ })).toBeNull();
  });

  it('a size needs as many units as the line holds; a product gone from the catalogue keeps its size', async () => {
    const threeUnits = { ...order, items: [{ ...line, quantity: 3 }] };
    const { unmount } = renderInRouter(<OrderForm order={threeUnits} catalogue={[boot]} />);
    await click('Realizar Cambios');
    const size = screen.getByLabelText('Talle de Botín Prueba') as HTMLSelectElement;
    expect([...size.options].filter((o) => !o.disabled).map((o) => o.value)).toEqual(['41', '42']);
    unmount();
    renderInRouter(<OrderForm order={order} catalogue={[]} />);
    await click('Realizar Cambios');
    expect(screen.queryByLabelText('Talle de Botín Prueba')).toBeNull();
    expect(
      screen.getByText('El producto ya no está en el catálogo: su talle no se puede cambiar.'),
    ).toBeTruthy();
  });
});
