// @vitest-environment happy-dom
import type { CartLine, CartProductLine, CartPromotionLine } from '@shop/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconcileSavedCart } from '../../store/cart-reconciliation';
import { useShopStore } from '../../store/shop-store';
import { Toaster, useToastStore } from '../toasts';
import { CartView, EMPTY_CART_TEXT, LOADING_CART_TEXT, REMOVED_TEXT } from './cart-view';

const DIMENSIONS = { weight: 1000, height: 12, width: 20, length: 33 };

const boot: CartProductLine = {
  id: 'boot',
  name: 'Botines Nike Tiempo',
  image: '/api/images/boot',
  price: 100000,
  quantity: 2,
  maxQuantity: 3,
  size: '41',
  variant: { id: 1, variant: 'Negro' },
  color: 'Negro',
  badge: '',
  dimensions: DIMENSIONS,
  disabled: false,
  slug: 'botinesniketiempo',
};

const socks = (id: string, name: string, price: number) => ({
  id,
  name,
  quantity: 1 as const,
  maxQuantity: 3,
  size: '41-42',
  image: `/api/images/${id}`,
  badge: '',
  price,
  color: 'Blanco',
  variant: { id: 1, variant: 'Blanco' },
  dimensions: { weight: 100, height: 2, width: 10, length: 20 },
  slug: id,
});

const bundle: CartPromotionLine = {
  promotion: true,
  id: 'promo',
  lineId: 'promo-1',
  title: '2x1 en medias',
  description: '',
  type: '2x1',
  price: 25000,
  discountAmount: 20000,
  quantity: 1,
  disabled: false,
  endDate: '2099-01-01',
  products: [socks('s2', 'Medias Puma Largas', 25000), socks('s1', 'Medias Nike Grip', 20000)],
};

/** Today's shop as GET /api/products/:id and GET /api/promotion answer it. */
function shopApi(products: Record<string, { price: number; stock: number }>) {
  return vi.fn(async (path: string) => {
    if (path === '/api/promotion') {
      return Response.json({ promotion: [{ id: 'promo', disabled: false }] });
    }
    const id = decodeURIComponent(path.replace('/api/products/', ''));
    const product = products[id];
    if (!product) return Response.json({ error: 'not_found' }, { status: 404 });
    return Response.json({
      id,
      price: product.price,
      disabled: false,
      dimensions: DIMENSIONS,
      variants: [
        {
          id: 1,
          sizes: ['41', '41-42'].map((size) => ({ size, stock: product.stock })),
        },
      ],
    });
  });
}

const unchanged = {
  boot: { price: 100000, stock: 3 },
  s1: { price: 20000, stock: 3 },
  s2: { price: 25000, stock: 3 },
};

function CheckoutProbe() {
  const location = useLocation();
  const state = location.state as { items: CartLine[]; shippingCharge: number };
  return (
    <p data-testid="checkout">{`${state.items.length} líneas, envío ${state.shippingCharge}`}</p>
  );
}

async function openCart(lines: CartLine[]) {
  localStorage.setItem('root', JSON.stringify({ version: 1, state: { cartProducts: lines } }));
  const router = createMemoryRouter(
    [
      {
        path: '/carrito',
        element: (
          <>
            <CartView
              transferDiscountPercent={15}
              freeShippingThreshold={45000}
              homeDeliverySurcharge={2350}
            />
            <Toaster />
          </>
        ),
      },
      { path: '/paymentgateway', element: <CheckoutProbe /> },
    ],
    { initialEntries: ['/carrito'] },
  );
  await useShopStore.persist.rehydrate();
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  useShopStore.setState({ cartProducts: [] });
  useToastStore.setState({ toasts: [] });
  vi.stubGlobal('fetch', shopApi(unchanged));
});

afterEach(async () => {
  cleanup();
  // A check still waiting for the shop would be shared by the next test's cart, with this
  // test's answers: empty the cart and let it finish before the next test opens its own.
  useShopStore.setState({ cartProducts: [] });
  await reconcileSavedCart();
  vi.unstubAllGlobals();
});

describe('/carrito', () => {
  it('is rendered by the server as a cart being read, not as an empty one', () => {
    const html = renderToString(
      <MemoryRouter>
        <CartView
          transferDiscountPercent={15}
          freeShippingThreshold={45000}
          homeDeliverySurcharge={2350}
        />
      </MemoryRouter>,
    );
    expect(html).toContain(LOADING_CART_TEXT);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain(EMPTY_CART_TEXT);
  });

  it('says the cart is empty and links to the catalogue', async () => {
    await openCart([]);
    expect(screen.getByText(EMPTY_CART_TEXT).textContent).toBe('Tu carrito se encuentra vacío.');
    expect(screen.getByRole('link', { name: 'Ir al Catálogo' }).getAttribute('href')).toBe(
      '/catalogo',
    );
  });

  it('shows product lines and bundles with their discount, and the order summary', async () => {
    await openCart([boot, bundle]);
    const line = screen.getByRole('heading', { name: 'Botines Nike Tiempo' }).closest('li')!;
    expect(line.textContent).toContain('Talle: 41 · Color: Negro');
    expect(line.textContent).toContain('$100,000.00 c/u');
    expect(line.textContent).toContain('$200,000.00');

    const promo = screen.getByRole('heading', { name: '2x1 en medias' }).closest('li')!;
    const items = within(promo).getByRole('list', { name: 'Productos de 2x1 en medias' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Medias Puma Largas'),
      expect.stringMatching(/Medias Nike Grip.*Gratis/),
    ]);
    expect(promo.textContent).toContain('Ahorrás $20,000.00');

    const summary = screen.getByRole('complementary', { name: 'Resumen Del Pedido' });
    expect(summary.textContent).toContain('Productos (4 productos)$245,000.00');
    expect(summary.textContent).toContain('Descuento por promociones−$20,000.00');
    expect(summary.textContent).toContain('Subtotal$225,000.00');
    expect(summary.textContent).toContain('Total$225,000.00');
    expect(summary.textContent).toContain('$191,250.00 pagando con transferencia');
    expect(summary.textContent).toContain(
      '¡Tu compra tiene envío gratis a sucursal! A domicilio: +$2.350.',
    );
  });

  it('steps the quantity between 1 and the stock', async () => {
    await openCart([boot]);
    const stepper = screen.getByRole('group', { name: 'Cantidad de Botines Nike Tiempo' });
    const more = within(stepper).getByRole('button', { name: 'Agregar una unidad' });
    const less = within(stepper).getByRole('button', { name: 'Quitar una unidad' });
    fireEvent.click(more);
    expect(stepper.textContent).toContain('3');
    expect(more.hasAttribute('disabled')).toBe(true);
    fireEvent.click(less);
    fireEvent.click(less);
    expect(stepper.textContent).toContain('1');
    expect(less.hasAttribute('disabled')).toBe(true);
    expect(useShopStore.getState().cartProducts[0]?.quantity).toBe(1);
  });

  it('removes a line or a bundle with the error-style toast', async () => {
    await openCart([boot, bundle]);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Botines Nike Tiempo, talle 41' }));
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ text: REMOVED_TEXT, type: 'error' }),
    ]);
    expect(REMOVED_TEXT).toBe('Producto eliminado del carrito');
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar la promoción 2x1 en medias' }));
    expect(screen.getByText(EMPTY_CART_TEXT)).toBeTruthy();
  });

  it('Resetear asks first, then empties the cart (issue 21, item 13)', async () => {
    await openCart([boot, bundle]);
    fireEvent.click(screen.getByRole('button', { name: 'Resetear' }));
    expect(useShopStore.getState().cartProducts).toHaveLength(2);
    const ask = screen.getByRole('group', { name: '¿Vaciar el carrito?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(useShopStore.getState().cartProducts).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Resetear' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, vaciar' }));
    expect(useShopStore.getState().cartProducts).toEqual([]);
    expect(screen.getByText(EMPTY_CART_TEXT)).toBeTruthy();
  });

  it('CONTINUAR COMPRA opens the checkout with the lines', async () => {
    const router = await openCart([boot, bundle]);
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUAR COMPRA' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paymentgateway'));
    expect(screen.getByTestId('checkout').textContent).toBe('2 líneas, envío 0');
  });

  it('checks the cart against today’s shop on open and shows the notices for 10 s', async () => {
    vi.stubGlobal(
      'fetch',
      shopApi({ ...unchanged, boot: { price: 90000, stock: 1 }, s2: { price: 30000, stock: 3 } }),
    );
    await openCart([boot, bundle]);
    await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(4));
    expect(useToastStore.getState().toasts.map((t) => t.text)).toEqual([
      'El precio de Botines Nike Tiempo ha cambiado a $90,000.00.',
      'Botines Nike Tiempo ahora tiene 1 unidades disponibles.',
      'El precio de Medias Puma Largas en la promoción "2x1 en medias" ha cambiado a $30,000.00.',
      'El precio total de la promoción "2x1 en medias" ha sido actualizado a $30,000.00.',
    ]);
    const summary = screen.getByRole('complementary', { name: 'Resumen Del Pedido' });
    expect(summary.textContent).toContain('Total$120,000.00');
  });
});
