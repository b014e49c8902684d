// @vitest-environment happy-dom
import type { BulkProducts, ProductAnswer } from '@shop/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type FetchCall } from '../../components/admin/testing';
import { loadAllMatching, loadProductTable, ProductTablePage } from './product-table-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const productsOf = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      ({
        id: `p${i}`,
        productName: `Botín ${i}`,
        cat: 'Botines',
        sub_cat: null,
        brand: 'Puma',
        price: 1000,
        stock: 3,
        total_sales: 0,
        disabled: false,
        variants: [],
        version: 7,
      }) as unknown as ProductAnswer,
  );

/** 45 products: more than two pages of 20. */
const products = productsOf(45);

/** The admin products API over `list`: its pages, and a bulk answer naming each one. */
const answerOver = (list: ProductAnswer[]) => (call: FetchCall) => {
  const url = new URL(call.url, 'http://tienda.test');
  if (url.pathname === '/api/admin/products/bulk') {
    const body = call.body as BulkProducts;
    return json({
      results: body.items.map((item) => ({
        id: item.id,
        name: `Botín ${item.id.slice(1)}`,
        ok: true,
        message: 'Activado',
      })),
    });
  }
  const limit = Number(url.searchParams.get('limit'));
  const page = Number(url.searchParams.get('page') ?? 1);
  return json({
    items: list.slice((page - 1) * limit, page * limit),
    total: list.length,
    page,
    limit,
  });
};
const answer = answerOver(products);

function renderProducts(entry = '/producttable?brand=Puma') {
  const Stub = createRoutesStub([
    {
      path: '/producttable',
      Component: ({ loaderData }: { loaderData: unknown }) => (
        <ProductTablePage loaderData={loaderData as never} />
      ),
      loader: loadProductTable,
    },
  ]);
  return render(<Stub initialEntries={[entry]} />);
}

const bar = () => screen.getByRole('region', { name: 'Acciones para los productos elegidos' });

describe('bulk actions on the products list', () => {
  it('chooses one product, the page, or every product the filter matches, on the shared bar', async () => {
    const calls = mockFetch(answer);
    renderProducts();
    await screen.findByText('Botín 0');
    expect(screen.getByText('45 productos')).toBeTruthy();
    expect(
      screen.queryByRole('region', { name: 'Acciones para los productos elegidos' }),
    ).toBeNull();

    fireEvent.click(screen.getByLabelText('Elegir Botín 3'));
    expect(bar().textContent).toContain('1 elegido');
    fireEvent.click(screen.getByLabelText('Elegir todos los de esta página'));
    expect(bar().textContent).toContain('20 elegidos');

    // Every product matching the filter: read from the API, 100 a page, the filter kept.
    const before = calls.length;
    fireEvent.click(
      within(bar()).getByRole('button', {
        name: 'Elegir los 45 productos que coinciden con el filtro',
      }),
    );
    await waitFor(() => expect(bar().textContent).toContain('45 elegidos'));
    const loads = calls.slice(before).map((call) => call.url);
    expect(loads).toEqual(['/api/admin/products?brand=Puma&page=1&limit=100']);
    expect(within(bar()).queryByRole('button', { name: /que coinciden con el filtro/ })).toBeNull();

    // The same actions as before, for all 45.
    for (const name of ['Activar', 'Desactivar', 'Agregar a promoción…', 'Aplicar precio']) {
      expect(within(bar()).getByRole('button', { name })).toBeTruthy();
    }
    fireEvent.click(within(bar()).getByRole('button', { name: 'Activar' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Listo: 45 de 45 productos.');
    const bulk = calls.find((call) => call.url === '/api/admin/products/bulk')
      ?.body as BulkProducts;
    expect(bulk.action).toBe('enable');
    // Each product once, with the version the list read.
    const byNumber = (a: { id: string }, b: { id: string }) =>
      Number(a.id.slice(1)) - Number(b.id.slice(1));
    expect([...bulk.items].sort(byNumber)).toEqual(products.map((p) => ({ id: p.id, version: 7 })));
    expect(
      screen.queryByRole('region', { name: 'Acciones para los productos elegidos' }),
    ).toBeNull();
  });

  it('keeps the choice across pages, and Quitar selección empties it', async () => {
    mockFetch(answer);
    renderProducts();
    await screen.findByText('Botín 0');
    fireEvent.click(screen.getByLabelText('Elegir Botín 1'));
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await screen.findByText('Botín 20');
    fireEvent.click(screen.getByLabelText('Elegir Botín 20'));
    expect(bar().textContent).toContain('2 elegidos');
    fireEvent.click(within(bar()).getByRole('button', { name: 'Quitar selección' }));
    expect(
      screen.queryByRole('region', { name: 'Acciones para los productos elegidos' }),
    ).toBeNull();
  });

  it('changes the price of the chosen products with the form in the bar', async () => {
    const calls = mockFetch(answer);
    renderProducts();
    await screen.findByText('Botín 0');
    fireEvent.click(screen.getByLabelText('Elegir Botín 2'));
    fireEvent.change(within(bar()).getByLabelText('Porcentaje (−10 baja)'), {
      target: { value: '-10' },
    });
    fireEvent.click(within(bar()).getByRole('button', { name: 'Aplicar precio' }));
    await screen.findByRole('status');
    expect(calls.find((call) => call.url === '/api/admin/products/bulk')?.body).toEqual({
      action: 'price',
      price: { kind: 'percent', value: -10, round99: true },
      items: [{ id: 'p2', version: 7 }],
    });
  });

  it('sends more than 500 chosen products 500 at a time and reports them all', async () => {
    const many = productsOf(501);
    const calls = mockFetch(answerOver(many));
    renderProducts();
    await screen.findByText('Botín 0');
    fireEvent.click(screen.getByLabelText('Elegir todos los de esta página'));
    fireEvent.click(
      within(bar()).getByRole('button', {
        name: 'Elegir los 501 productos que coinciden con el filtro',
      }),
    );
    await waitFor(() => expect(bar().textContent).toContain('501 elegidos'));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Desactivar' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Listo: 501 de 501 productos.',
    );
    const sent = calls
      .filter((call) => call.url === '/api/admin/products/bulk')
      .map((call) => (call.body as BulkProducts).items.length);
    expect(sent).toEqual([500, 1]);
  });

  it('reads every matching product a page of 100 at a time', async () => {
    const many = Array.from({ length: 230 }, (_, i) => ({ id: `m${i}` }));
    const calls = mockFetch((call) => {
      const url = new URL(call.url, 'http://tienda.test');
      const page = Number(url.searchParams.get('page'));
      return json({
        items: many.slice((page - 1) * 100, page * 100),
        total: 230,
        page,
        limit: 100,
      });
    });
    const all = await loadAllMatching({ q: 'botin', sort: 'name', page: '2' });
    expect(all.map((p) => p.id)).toEqual(many.map((p) => p.id));
    expect(calls.map((call) => call.url)).toEqual([
      '/api/admin/products?q=botin&sort=name&page=1&limit=100',
      '/api/admin/products?q=botin&sort=name&page=2&limit=100',
      '/api/admin/products?q=botin&sort=name&page=3&limit=100',
    ]);
  });
});
