// @vitest-environment happy-dom
import type { ProductAnswer } from '@shop/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../components/toasts';
import { ORDER_CREATED, OrderForm } from './order-form';
import { json, mockFetch, renderInRouter } from '../../../components/admin/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => useToastStore.setState({ toasts: [] }));

const products = [
  {
    id: 'p1',
    productName: 'Botín Prueba',
    price: 100000,
    variants: [
      {
        id: 3,
        variant: 'Negro',
        imgUrl: [],
        sizes: [
          { size: '40', stock: 0, sold: 1 },
          { size: '41', stock: 2, sold: 0 },
        ],
      },
    ],
  },
] as unknown as ProductAnswer[];

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Cargar orden' }));
  });
};
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('draft order form (/uploadorder)', () => {
  it('asks for a product, its size, the customer name and e-mail', async () => {
    const calls = mockFetch(() => json({}));
    renderInRouter(<OrderForm products={products} />);
    await submit();
    expect(screen.getByText('Falta el producto del pedido')).toBeTruthy();
    expect(screen.getByText('Falta el talle del producto')).toBeTruthy();
    expect(screen.getByText('Completar con su nombre')).toBeTruthy();
    expect(screen.getByText('Debes ingresar un email')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("offers only sizes in stock, sends SPEC.md's order body and says 'Producto Agregado Exitosamente'", async () => {
    const calls = mockFetch(() => json({ id: 'o9', order_number: 1009 }, 201));
    const { router } = renderInRouter(<OrderForm products={products} />, ['/orderdetailbdd/o9']);
    fill('Producto 1', 'p1');
    const sizes = screen.getByLabelText('Talle') as HTMLSelectElement;
    expect([...sizes.options].filter((o) => o.disabled).map((o) => o.value)).toEqual(['40']);
    fill('Talle', '41');
    fill('Cantidad', '2');
    fill('Nombre', 'Pedro Gómez');
    fill('Email', 'pedro@example.com');
    fill('Provincia', 'Córdoba');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderdetailbdd/o9'));
    expect(calls[0]).toMatchObject({
      url: '/api/order',
      method: 'POST',
      body: {
        items: [{ id: 'p1', size: '41', variant: { id: 3 }, quantity: 2 }],
        name: 'Pedro Gómez',
        email: 'pedro@example.com',
        status: 'Pago Pendiente',
        payment_method: 'transferencia',
        shipment: { state_name: 'Córdoba', rate: { deliveredType: 'D' } },
      },
    });
    expect(useToastStore.getState().toasts.map((t) => t.text)).toContain(ORDER_CREATED);
  });

  it("keeps the form when the server refuses, with the server's message", async () => {
    mockFetch(() =>
      json({ error: 'conflict', message: 'Botín Prueba no tiene stock en el talle 41.' }, 409),
    );
    const { router } = renderInRouter(<OrderForm products={products} />);
    fill('Producto 1', 'p1');
    fill('Talle', '41');
    fill('Nombre', 'Pedro Gómez');
    fill('Email', 'pedro@example.com');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Botín Prueba no tiene stock en el talle 41.',
    );
    expect(router.state.location.pathname).toBe('/pagina');
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Pedro Gómez');
  });
});
