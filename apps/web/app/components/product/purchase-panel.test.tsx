// @vitest-environment happy-dom
import type { ProductAnswer } from '@shop/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShopStore } from '../../store/shop-store';
import { useToastStore } from '../toasts';
import { ADDED_TEXT, PurchasePanel, SIZE_REQUIRED_TEXT } from './purchase-panel';

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
  tags: [],
  video_youtube: null,
  disabled: false,
  new_arrivals: false,
  best_sellers: false,
  special_offers: false,
  stock: 3,
  total_sales: 0,
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

function renderPanel() {
  const variant = product.variants[0]!;
  return render(
    <MemoryRouter>
      <PurchasePanel product={product} variant={variant} onVariantChange={() => {}} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useShopStore.setState({ cartProducts: [] });
  useToastStore.setState({ toasts: [] });
  (window as Window & { dataLayer?: unknown[] }).dataLayer = undefined;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PurchasePanel', () => {
  it('asks for a size for 3 seconds and adds nothing', () => {
    vi.useFakeTimers();
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(screen.getByRole('alert').textContent).toBe(SIZE_REQUIRED_TEXT);
    expect(useShopStore.getState().cartProducts).toEqual([]);
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('alert').textContent).toBe(SIZE_REQUIRED_TEXT);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('adds the chosen size and quantity, shows the toast and tells the data layer', () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '41' }));
    const more = screen.getByRole('button', { name: 'Agregar una unidad' });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(more).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));

    expect(useShopStore.getState().cartProducts).toEqual([
      {
        id: 'p1',
        name: 'Botín Prueba',
        image: '/api/images/a',
        price: 100000,
        quantity: 3,
        maxQuantity: 3,
        size: '41',
        variant: { id: 1, variant: 'Negro' },
        color: 'Negro',
        badge: '',
        dimensions: { weight: 1000, height: 12, width: 20, length: 33 },
        disabled: false,
        slug: 'botinprueba',
      },
    ]);
    expect(useToastStore.getState().toasts.map((t) => t.text)).toEqual([ADDED_TEXT]);
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toEqual([
      expect.objectContaining({
        event: 'AddToCart',
        content_ids: ['p1'],
        value: 300000,
        currency: 'ARS',
      }),
    ]);
  });
});
