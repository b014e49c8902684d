// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../components/toasts';
import { json, mockFetch, renderInRouter } from '../../../components/admin/testing';
import { IMAGE_TOO_LARGE } from '@shop/domain';
import { ProductForm } from './product-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
beforeEach(() => useToastStore.setState({ toasts: [] }));

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async (name = 'Agregar producto') => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

function imageFile(bytes: number) {
  return new File([new Uint8Array(bytes)], 'foto.png', { type: 'image/png' });
}

/** Picks a file for a variant and waits until its thumbnail shows (or the upload is refused). */
async function upload(variantNumber: number, file: File) {
  const input = screen.getByLabelText(`Imágenes de la variante ${variantNumber}: subir imagen`);
  const group = input.closest('fieldset') as HTMLElement;
  const before = within(group).queryAllByRole('img').length;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
  await waitFor(() =>
    expect(
      within(group).queryAllByRole('img').length > before || !!within(group).queryByRole('alert'),
    ).toBe(true),
  );
}

describe('new product form (/uploadproduct)', () => {
  it("shows the schema's message under every required field", async () => {
    mockFetch(() => json({}));
    renderInRouter(<ProductForm kind="product" />);
    await submit();
    for (const message of [
      'El nombre del producto es obligatorio',
      'El precio debe ser mayor que 0',
      'La marca es obligatoria',
      'La categoría es obligatoria',
      'El nombre de la variante es obligatorio',
      'La imagen es obligatoria',
      'El talle es obligatorio',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText('Nombre del producto').getAttribute('aria-invalid')).toBe('true');
  });

  it("reveals a free-text brand for 'Otro' and shows the brand message under it", async () => {
    renderInRouter(<ProductForm kind="product" />);
    expect(screen.queryByLabelText('Otra marca')).toBeNull();
    choose('Marca', 'Otro');
    expect(screen.getByLabelText('Otra marca')).toBeTruthy();
    await submit();
    const otherBrand = screen.getByLabelText('Otra marca');
    expect(otherBrand.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('La marca es obligatoria')).toBeTruthy();
  });

  it('starts with one empty variant; added variants get the last id + 1 and the name new', () => {
    renderInRouter(<ProductForm kind="product" />);
    expect(screen.getAllByRole('group', { name: /^Variante \d/ })).toHaveLength(1);
    expect((screen.getByLabelText('Nombre de la variante') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar variante' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar variante' }));
    const variants = screen.getAllByRole('group', { name: /^Variante \d/ });
    expect(variants.map((v) => v.querySelector('legend')?.textContent)).toEqual([
      'Variante 1 (id 1)',
      'Variante 2 (id 2)',
      'Variante 3 (id 3)',
    ]);
    const names = screen.getAllByLabelText('Nombre de la variante') as HTMLInputElement[];
    expect(names.map((n) => n.value)).toEqual(['', 'new', 'new']);
  });

  it("fills each variant's sizes from the category's table and resets them with the category", () => {
    renderInRouter(<ProductForm kind="product" />);
    choose('Categoría', 'Botines');
    const sizes = screen.getByRole('group', { name: 'Talles y stock de la variante 1' });
    expect(within(sizes).getAllByRole('spinbutton')).toHaveLength(7);
    expect(within(sizes).getByLabelText(/^39/)).toBeTruthy();

    choose('Subcategoría', 'Futbol 5');
    fireEvent.click(within(sizes).getByRole('button', { name: 'Quitar talle 45' }));
    expect(within(sizes).getAllByRole('spinbutton')).toHaveLength(6);

    choose('Categoría', 'Camisetas');
    expect((screen.getByLabelText('Subcategoría') as HTMLSelectElement).value).toBe('');
    const clothing = screen.getByRole('group', { name: 'Talles y stock de la variante 1' });
    expect(within(clothing).getAllByRole('spinbutton')).toHaveLength(5);
    expect(within(clothing).getByLabelText(/^XXL/)).toBeTruthy();
  });

  it("drops 'El talle es obligatorio' once the chosen category fills the sizes", async () => {
    renderInRouter(<ProductForm kind="product" />);
    await submit();
    expect(screen.getByText('El talle es obligatorio')).toBeTruthy();

    await act(async () => {
      choose('Categoría', 'Botines');
    });
    const sizes = screen.getByRole('group', { name: 'Talles y stock de la variante 1' });
    expect(within(sizes).getAllByRole('spinbutton')).toHaveLength(7);
    await waitFor(() => expect(screen.queryByText('El talle es obligatorio')).toBeNull());
    expect(screen.getByText('El nombre de la variante es obligatorio')).toBeTruthy();
  });

  it('refuses an image over 10 MB with the alert and uploads nothing', async () => {
    const calls = mockFetch(() => new Response('/api/images/x'));
    renderInRouter(<ProductForm kind="product" />);
    await upload(1, imageFile(10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe(IMAGE_TOO_LARGE);
    expect(calls).toHaveLength(0);
  });

  it('creates the product with two variants, an uploaded image and stock per size', async () => {
    let image = 0;
    const calls = mockFetch(({ url }) =>
      url === '/api/uploadImage'
        ? new Response(`/api/images/img-${++image}`)
        : json({ id: 'nuevo' }, 201),
    );
    const { router } = renderInRouter(<ProductForm kind="product" />, ['/producttable']);
    type('Nombre del producto', 'Botín Prueba');
    type('Precio', '99999.5');
    choose('Marca', 'Nike');
    choose('Categoría', 'Botines');
    choose('Subcategoría', 'Futbol 11');
    type('Nombre de la variante', 'Negro');
    await upload(1, imageFile(2000));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar variante' }));
    await upload(2, imageFile(2000));
    const first = screen.getByRole('group', { name: 'Talles y stock de la variante 1' });
    fireEvent.change(within(first).getByLabelText(/^40/), { target: { value: '3' } });
    const second = screen.getByRole('group', { name: 'Talles y stock de la variante 2' });
    fireEvent.change(within(second).getByLabelText(/^42/), { target: { value: '5' } });
    type('Peso (g)', '900');
    type('Alto (cm)', '12');
    type('Ancho (cm)', '20');
    type('Largo (cm)', '32');
    await submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/producttable'));
    const post = calls.find((c) => c.url === '/api/products');
    expect(post?.method).toBe('POST');
    const body = post?.body as {
      productName: string;
      price: number;
      brand: string;
      variants: {
        id: number;
        variant: string;
        imgUrl: string[];
        sizes: { size: string; stock: number }[];
      }[];
    };
    expect(body).toMatchObject({ productName: 'Botín Prueba', price: 99999.5, brand: 'Nike' });
    expect(body.variants.map((v) => [v.id, v.variant, v.imgUrl])).toEqual([
      [1, 'Negro', ['/api/images/img-1']],
      [2, 'new', ['/api/images/img-2']],
    ]);
    expect(body.variants[0]?.sizes.find((s) => s.size === '40')?.stock).toBe(3);
    expect(body.variants[1]?.sizes.find((s) => s.size === '42')?.stock).toBe(5);
    expect(useToastStore.getState().toasts.map((t) => t.text)).toContain(
      'Producto agregado exitosamente',
    );
  });

  it("keeps everything typed when the server refuses, and shows the server's message", async () => {
    mockFetch(({ url }) =>
      url === '/api/uploadImage'
        ? new Response('/api/images/a')
        : json({ error: 'conflict', message: 'Ya existe un producto con ese nombre.' }, 409),
    );
    const { router } = renderInRouter(<ProductForm kind="product" />);
    type('Nombre del producto', 'Botín Repetido');
    type('Precio', '1000');
    choose('Marca', 'Puma');
    choose('Categoría', 'Medias');
    type('Nombre de la variante', 'Blanco');
    await upload(1, imageFile(500));
    for (const [label, value] of [
      ['Peso (g)', '100'],
      ['Alto (cm)', '2'],
      ['Ancho (cm)', '10'],
      ['Largo (cm)', '15'],
    ] as const) {
      type(label, value);
    }
    await submit();
    await screen.findByText('Ya existe un producto con ese nombre.');
    expect(router.state.location.pathname).toBe('/pagina');
    expect((screen.getByLabelText('Nombre del producto') as HTMLInputElement).value).toBe(
      'Botín Repetido',
    );
  });

  it('warns before leaving with unsaved input', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { router } = renderInRouter(<ProductForm kind="product" />);
    type('Nombre del producto', 'A medio cargar');
    await act(async () => {
      await router.navigate('/otra');
    });
    expect(confirm).toHaveBeenCalledWith('Tienes cambios sin guardar...');
    expect(router.state.location.pathname).toBe('/pagina');
  });
});

describe('new made-to-order product form (/cargar-producto-encargo)', () => {
  it('also asks for the compare price and the description, and speaks of tamaño', async () => {
    renderInRouter(<ProductForm kind="commission" />);
    await submit('Agregar producto por encargo');
    expect(screen.getByText('El precio de comparación debe ser mayor que 0')).toBeTruthy();
    expect(screen.getByText('La descripción es obligatoria')).toBeTruthy();
    expect(screen.getByText('El tamaño es obligatorio')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancelar' }).getAttribute('href')).toBe(
      '/commissionstable',
    );
  });
});
