// @vitest-environment happy-dom
import type { ProductAnswer } from '@shop/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../components/toasts';
import { json, mockFetch, renderInRouter } from '../../../components/admin/testing';
import { SAVED_TEXT } from '../../../components/admin/entity-form';
import { ProductForm } from './product-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => useToastStore.setState({ toasts: [] }));

const product: ProductAnswer = {
  id: 'p1',
  _id: 'p1',
  slug: 'botinprueba',
  version: 1,
  productName: 'Botín Prueba',
  price: 100000,
  compare_price: 120000,
  discount_percentage: 0,
  brand: 'Nike',
  cat: 'Botines',
  sub_cat: 'Futbol 5',
  sizes: ['40', '41'],
  description: 'Un botín.',
  color: 'Negro',
  badge: '',
  tags: ['Hombre'],
  video_youtube: null,
  disabled: false,
  new_arrivals: false,
  best_sellers: true,
  special_offers: false,
  stock: 3,
  total_sales: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  dimensions: { weight: 1000, height: 12, width: 20, length: 33 },
  variants: [
    {
      id: 1,
      variant: 'Negro',
      imgUrl: ['/api/images/a'],
      sizes: [
        { size: '40', stock: 0, sold: 2 },
        { size: '41', stock: 3, sold: 0 },
      ],
    },
  ],
};

const nameBox = () => screen.getByLabelText('Nombre del producto') as HTMLInputElement;
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('product detail edit mode (/productdetailbdd/{id})', () => {
  it("is read-only until 'Realizar Cambios'", async () => {
    renderInRouter(<ProductForm kind="product" item={product} />);
    expect(nameBox().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    await click('Realizar Cambios');
    expect(nameBox().disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
    expect((screen.getByLabelText('Lo más vendido') as HTMLInputElement).checked).toBe(true);
  });

  it('X discards every edit and restores the original', async () => {
    renderInRouter(<ProductForm kind="product" item={product} />);
    await click('Realizar Cambios');
    fireEvent.change(nameBox(), { target: { value: 'Otro nombre' } });
    fireEvent.click(screen.getByLabelText('Desactivado (no se muestra en la tienda)'));
    await click('Descartar cambios');
    expect(nameBox().value).toBe('Botín Prueba');
    expect(nameBox().disabled).toBe(true);
    expect(
      (screen.getByLabelText('Desactivado (no se muestra en la tienda)') as HTMLInputElement)
        .checked,
    ).toBe(false);
  });

  it("'Guardar' sends the editable fields and leaves edit mode", async () => {
    const calls = mockFetch(({ body }) =>
      json({ ...product, ...(body as object), productName: 'Botín Editado', disabled: true }),
    );
    renderInRouter(<ProductForm kind="product" item={product} />);
    await click('Realizar Cambios');
    fireEvent.change(nameBox(), { target: { value: 'Botín Editado' } });
    // Decision 0034: no field that changes no price; the stored value is left as it is.
    expect(screen.queryByLabelText('Porcentaje de descuento')).toBeNull();
    fireEvent.click(screen.getByLabelText('Desactivado (no se muestra en la tienda)'));
    fireEvent.change(screen.getByLabelText(/^41/), { target: { value: '7' } });
    await click('Guardar');
    await waitFor(() => expect(nameBox().disabled).toBe(true));
    expect(calls[0]).toMatchObject({ url: '/api/products/p1', method: 'PUT' });
    expect(calls[0]?.body).toMatchObject({
      productName: 'Botín Editado',
      brand: 'Nike',
      cat: 'Botines',
      sub_cat: 'Futbol 5',
      disabled: true,
      best_sellers: true,
      tags: ['Hombre'],
      variants: [
        {
          id: 1,
          sizes: [
            { size: '40', stock: 0 },
            { size: '41', stock: 7 },
          ],
        },
      ],
    });
    expect(calls[0]?.body).not.toHaveProperty('discount_percentage');
    expect(useToastStore.getState().toasts.map((t) => t.text)).toContain(SAVED_TEXT);
  });

  it("keeps the edits when the save fails, with the server's message", async () => {
    mockFetch(() =>
      json({ error: 'validation_error', message: 'El precio debe ser mayor que 0' }, 400),
    );
    renderInRouter(<ProductForm kind="product" item={product} />);
    await click('Realizar Cambios');
    fireEvent.change(screen.getByLabelText('Precio'), { target: { value: '-5' } });
    await click('Guardar');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'El precio debe ser mayor que 0',
    );
    expect((screen.getByLabelText('Precio') as HTMLInputElement).value).toBe('-5');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
  });

  it("warns 'Tienes cambios sin guardar...' before leaving with unsaved edits", async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { router } = renderInRouter(<ProductForm kind="product" item={product} />);
    await act(async () => {
      await router.navigate('/otra');
    });
    expect(confirm).not.toHaveBeenCalled();
    await act(async () => {
      await router.navigate('/pagina');
    });
    await click('Realizar Cambios');
    fireEvent.change(nameBox(), { target: { value: 'Sin guardar' } });
    await act(async () => {
      await router.navigate('/otra');
    });
    expect(confirm).toHaveBeenCalledWith('Tienes cambios sin guardar...');
    expect(router.state.location.pathname).toBe('/pagina');
    expect(nameBox().value).toBe('Sin guardar');

    confirm.mockReturnValue(true);
    await act(async () => {
      await router.navigate('/otra');
    });
    expect(router.state.location.pathname).toBe('/otra');
  });

  it('resets the subcategory and the sizes when the category changes', async () => {
    renderInRouter(<ProductForm kind="product" item={product} />);
    await click('Realizar Cambios');
    fireEvent.change(screen.getByLabelText('Categoría'), { target: { value: 'Camisetas' } });
    expect((screen.getByLabelText('Subcategoría') as HTMLSelectElement).value).toBe('');
    expect(screen.getAllByRole('spinbutton', { name: /stock/ }).length).toBe(5);
  });
});

describe('made-to-order detail (/commissionsdetail/{id})', () => {
  it('edits the commission fields through PUT /api/commissions/{id}', async () => {
    const commission = {
      id: 'c1',
      slug: 'botinencargo',
      productName: 'Botín a pedido',
      price: 140,
      compare_price: 180,
      brand: 'Adidas',
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      image: '',
      description: 'Hecho a pedido.',
      variants: product.variants,
      status: 'Activo',
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const calls = mockFetch(({ body }) => json({ ...commission, ...(body as object) }));
    renderInRouter(<ProductForm kind="commission" item={commission} />);
    expect(screen.queryByLabelText('Porcentaje de descuento')).toBeNull();
    await click('Realizar Cambios');
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'Inactivo' } });
    await click('Guardar');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: '/api/commissions/c1', method: 'PUT' });
    expect(calls[0]?.body).toMatchObject({ status: 'Inactivo', brand: 'Adidas', price: 140 });
  });
});
