// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../components/toasts';
import { OrderForm } from './order-form';
import { json, mockFetch, renderInRouter } from '../../../components/admin/testing';
import { boot, click, line, order, statusBox } from './order-detail-test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => useToastStore.setState({ toasts: [] }));

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
