// @vitest-environment happy-dom
import type { ProductStockAnswer, StockHistoryAnswer } from '@shop/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderInRouter } from '../../../components/admin/testing';
import { ProductStockPage } from './product-stock-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stock: ProductStockAnswer = {
  id: 'p1',
  productName: 'Botín Predator',
  version: 3,
  sizes: [
    { variantId: 1, variant: 'Negro', size: '40', stock: 2, sold: 1, sku: '', barcode: '' },
    { variantId: 1, variant: 'Negro', size: '41', stock: 0, sold: 0, sku: 'PRED-41', barcode: '' },
  ],
};
const withStock = (stocks: [number, number]): ProductStockAnswer => ({
  ...stock,
  sizes: stock.sizes.map((s, i) => ({ ...s, stock: stocks[i]! })),
});

describe('the stock screen', () => {
  it('adds and takes one unit per click; a refusal shows the server’s Spanish words', async () => {
    const calls = mockFetch((call) =>
      call.url.endsWith('/adjust') && (call.body as { delta: number }).delta > 0
        ? json(withStock([3, 0]))
        : json(
            {
              error: 'conflict',
              message:
                'El stock de Botín Predator (talle 40) no puede quedar por debajo de 0: hay 3.',
            },
            409,
          ),
    );
    renderInRouter(<ProductStockPage loaderData={{ stock }} />);
    // A sold-out size cannot go lower.
    expect(screen.getByRole('button', { name: 'Restar 1 al talle 41' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sumar 1 al talle 40' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Stock del talle 40' }).textContent).toBe('3'),
    );
    expect(calls[0]).toMatchObject({
      url: '/api/admin/products/p1/stock/adjust',
      method: 'POST',
      body: { variantId: 1, size: '40', delta: 1, note: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Restar 1 al talle 40' }));
    await screen.findByText(
      'El stock de Botín Predator (talle 40) no puede quedar por debajo de 0: hay 3.',
    );
  });

  it('receives goods for several sizes at once, then shows a size’s history that adds up', async () => {
    const history: StockHistoryAnswer = {
      variantId: 1,
      size: '41',
      stock: 5,
      truncated: false,
      movements: [
        {
          id: 3,
          at: '2026-11-29T12:00:00.000Z',
          delta: 5,
          stockAfter: 5,
          reason: 'receipt',
          note: 'Remito 12',
          by: 'duena@example.com',
          orderId: null,
          orderNumber: null,
        },
        {
          id: 2,
          at: '2026-11-28T12:00:00.000Z',
          delta: -1,
          stockAfter: 0,
          reason: 'order',
          note: '',
          by: null,
          orderId: 'o1',
          orderNumber: 1042,
        },
        {
          id: 1,
          at: '2026-11-27T12:00:00.000Z',
          delta: 1,
          stockAfter: 1,
          reason: 'initial',
          note: '',
          by: null,
          orderId: null,
          orderNumber: null,
        },
      ],
    };
    const calls = mockFetch((call) =>
      call.url.includes('/history') ? json(history) : json(withStock([4, 5])),
    );
    renderInRouter(<ProductStockPage loaderData={{ stock }} />, ['/orderdetailbdd/o1']);
    fireEvent.change(screen.getByLabelText('Talle 40'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Talle 41'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Nota (remito, proveedor)'), {
      target: { value: 'Remito 12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar ingreso' }));
    await screen.findByText('Ingresaron 7 unidades.');
    expect(calls[0]).toMatchObject({
      url: '/api/admin/products/p1/stock/receipts',
      body: {
        lines: [
          { variantId: 1, size: '40', quantity: 2 },
          { variantId: 1, size: '41', quantity: 5 },
        ],
        note: 'Remito 12',
      },
    });
    const row41 = screen
      .getAllByRole('row')
      .find((row) => within(row).queryByDisplayValue('PRED-41'));
    fireEvent.click(within(row41!).getByRole('button', { name: 'Ver historial' }));
    const table = await screen.findByRole('table', { name: 'Historial del talle 41' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Ingreso de mercadería',
      'Venta',
      'Stock inicial',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: '#1042' }).getAttribute('href')).toBe(
      '/orderdetailbdd/o1',
    );
  });
});
