// @vitest-environment happy-dom
/**
 * Writes from a stale page (decision 0030): the product, coupon and promotion pages send the
 * version they loaded; on 409 stale_version they show the server's Spanish message and what is
 * there now, without leaving the page; after a save they hold the new version.
 */
import {
  STALE_WRITE_ERROR,
  STALE_WRITE_MESSAGES,
  type CouponAnswer,
  type ProductAnswer,
  type PromotionAnswer,
} from '@shop/domain';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { couponAnswer } from '../../features/coupons/coupon-fixtures';
import Discounts from './discounts';
import { renderPromotions } from './promotions-test-support';
import { ProductForm } from '../../features/products/product-form/product-form';
import { json, mockFetch, renderInRouter } from '../../components/admin/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stale = (entity: keyof typeof STALE_WRITE_MESSAGES) =>
  json({ error: STALE_WRITE_ERROR, message: STALE_WRITE_MESSAGES[entity] }, 409);

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

const product: ProductAnswer = {
  id: 'p1',
  _id: 'p1',
  slug: 'botin',
  version: 3,
  productName: 'Botín Prueba',
  price: 100000,
  compare_price: null,
  discount_percentage: 0,
  brand: 'Nike',
  cat: 'Botines',
  sub_cat: 'Futbol 5',
  sizes: ['40', '41'],
  description: 'Un botín.',
  color: 'Negro',
  badge: '',
  tags: [],
  video_youtube: null,
  disabled: false,
  new_arrivals: false,
  best_sellers: false,
  special_offers: false,
  stock: 8,
  total_sales: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  dimensions: { weight: 1000, height: 12, width: 20, length: 33 },
  variants: [
    {
      id: 1,
      variant: 'Negro',
      imgUrl: ['/api/images/a'],
      sizes: [
        { size: '40', stock: 5, sold: 0 },
        { size: '41', stock: 3, sold: 0 },
      ],
    },
  ],
};

describe('product detail', () => {
  const priceBox = () => screen.getByLabelText('Precio') as HTMLInputElement;

  it('sends the version and the stock it loaded; after a save it holds the new version', async () => {
    const calls = mockFetch(({ body }) =>
      json({ ...product, ...(body as object), version: (body as { version: number }).version + 1 }),
    );
    renderInRouter(<ProductForm kind="product" item={product} />);
    await click('Realizar Cambios');
    fireEvent.change(priceBox(), { target: { value: '110000' } });
    fireEvent.change(screen.getByLabelText(/^41/), { target: { value: '9' } });
    await click('Guardar');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      price: 110000,
      version: 3,
      variants: [
        {
          sizes: [
            { size: '40', stock: 5, stockRead: 5 },
            { size: '41', stock: 9, stockRead: 3 },
          ],
        },
      ],
    });
    await waitFor(() => expect(priceBox().disabled).toBe(true));
    await click('Realizar Cambios');
    await click('Guardar');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toMatchObject({ version: 4 });
  });

  it('on 409 shows the message and what is there now, read-only, on the same page', async () => {
    const now = { ...product, version: 4, price: 120000, productName: 'Botín Cambiado' };
    const calls = mockFetch(({ method }) => (method === 'PUT' ? stale('product') : json(now)));
    const saved = vi.fn();
    const { router } = renderInRouter(
      <ProductForm kind="product" item={product} onSaved={saved} />,
    );
    await click('Realizar Cambios');
    fireEvent.change(priceBox(), { target: { value: '90000' } });
    await click('Guardar');
    expect((await screen.findByRole('alert')).textContent).toContain(STALE_WRITE_MESSAGES.product);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/products/p1',
      'GET /api/products/p1',
    ]);
    await waitFor(() => expect(priceBox().value).toBe('120000'));
    expect((screen.getByLabelText('Nombre del producto') as HTMLInputElement).value).toBe(
      'Botín Cambiado',
    );
    expect(priceBox().disabled).toBe(true);
    expect(saved).toHaveBeenCalledWith(now);
    expect(router.state.location.pathname).toBe('/pagina');
    // Saving again starts from what was reloaded: its version.
    mockFetch(({ body }) => json({ ...now, ...(body as object), version: 5 }));
    await click('Realizar Cambios');
    await click('Guardar');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

const coupon = (over: Partial<CouponAnswer> = {}): CouponAnswer =>
  couponAnswer({ version: 2, ...over });

describe('coupons list', () => {
  function renderDiscounts(load: () => CouponAnswer[]) {
    const Stub = createRoutesStub([
      { path: '/discounts', Component: Discounts as never, loader: () => ({ coupons: load() }) },
    ]);
    return render(<Stub initialEntries={['/discounts']} />);
  }

  it('sends the version and the uses it read; on 409 shows the message and the row as it is now', async () => {
    let coupons = [coupon()];
    const calls = mockFetch(() => {
      // Meanwhile another admin changed the coupon.
      coupons = [coupon({ version: 3, percentage: 25, remainingUses: 4 })];
      return stale('coupon');
    });
    renderDiscounts(() => coupons);
    fireEvent.click(await screen.findByRole('button', { name: 'Modificar' }));
    fireEvent.change(screen.getByLabelText('Porcentaje de VERANO'), { target: { value: '30' } });
    await click('Guardar');
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/discounts/VERANO',
      body: { percentage: 30, remainingUses: 5, remainingUsesRead: 5, version: 2 },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(STALE_WRITE_MESSAGES.coupon);
    await waitFor(() => expect(screen.getByText('25%')).toBeTruthy());
    expect(screen.queryByLabelText('Porcentaje de VERANO')).toBeNull();
  });
});

const promotion = (over: Partial<PromotionAnswer> = {}): PromotionAnswer => ({
  id: 'p1',
  _id: 'p1',
  slug: 'promo',
  version: 1,
  title: '2x1 en medias',
  description: 'Llevá dos y pagá uno.',
  img: '',
  type: '2x1',
  categories: ['Medias'],
  subcategories: [],
  productIds: [],
  giftCategories: [],
  giftSubcategories: [],
  startDate: null,
  endDate: '2099-03-09',
  percentOff: null,
  brands: [],
  badge: '',
  disabled: false,
  video_youtube: null,
  usageRecord: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('promotions list', () => {
  it('on a stale edit shows the message and the promotion as it is now', async () => {
    let promotions = [promotion()];
    const calls = mockFetch(({ method }) => {
      if (method === 'GET') return json(promotions[0]);
      promotions = [promotion({ version: 2, title: '2x1 en medias largas' })];
      return stale('promotion');
    });
    renderPromotions(() => promotions);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Título'), {
      target: { value: 'Otro título' },
    });
    await click('Guardar cambios');
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { title: 'Otro título', version: 1 } });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      STALE_WRITE_MESSAGES.promotion,
    );
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Título') as HTMLInputElement).value).toBe(
        '2x1 en medias largas',
      ),
    );
  });

  it('a stale delete keeps the promotion and says why', async () => {
    vi.stubGlobal('confirm', () => true);
    let promotions = [promotion()];
    const calls = mockFetch(() => {
      promotions = [promotion({ version: 2, title: 'Cambiada' })];
      return stale('promotion');
    });
    renderPromotions(() => promotions);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'DELETE', body: { version: 1 } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(STALE_WRITE_MESSAGES.promotion);
    expect(alert.textContent).not.toContain('Hubo un error');
    await waitFor(() => expect(screen.getByText('Cambiada')).toBeTruthy());
  });
});
