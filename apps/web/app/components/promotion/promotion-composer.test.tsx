// @vitest-environment happy-dom
import type { CandidateProduct, ComposablePromotion, CartPromotionLine } from '@shop/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useShopStore } from '../../store/shop-store';
import { useToastStore } from '../toasts';
import { ADDED_TEXT, PromotionComposer } from './promotion-composer';

const candidate = (
  id: string,
  productName: string,
  price: number,
  over: Partial<CandidateProduct> = {},
): CandidateProduct => ({
  id,
  slug: id,
  productName,
  price,
  cat: 'Medias',
  sub_cat: 'Largas',
  color: 'Blanco',
  badge: '',
  disabled: false,
  dimensions: { weight: 100, height: 2, width: 10, length: 20 },
  variants: [
    {
      id: 1,
      variant: 'Blanco',
      imgUrl: [`/api/images/${id}-blanco`],
      sizes: [
        { size: '39-40', stock: 0 },
        { size: '41-42', stock: 2 },
      ],
    },
    {
      id: 2,
      variant: 'Negro',
      imgUrl: [`/api/images/${id}-negro`],
      sizes: [{ size: '43-44', stock: 1 }],
    },
  ],
  ...over,
});

const socks = [
  candidate('grip', 'Medias Nike Grip', 19999),
  candidate('largas', 'Medias Puma Largas', 24999),
  candidate('cortas', 'Medias Adidas Cortas', 12999),
];
const boots = [candidate('tiempo', 'Botines Nike Tiempo', 119999, { cat: 'Botines' })];

const promotion = (over: Partial<ComposablePromotion> = {}): ComposablePromotion => ({
  id: 'promo',
  title: '2x1 en medias',
  description: 'Llevá dos',
  type: '2x1',
  categories: ['Medias'],
  subcategories: ['Largas'],
  productIds: [],
  giftCategories: [],
  giftSubcategories: [],
  endDate: '2099-12-31',
  ...over,
});

function compose(p = promotion(), gifts: CandidateProduct[] = []) {
  render(
    <MemoryRouter>
      <PromotionComposer
        promotion={p}
        candidates={p.type === 'Regalo' ? boots : socks}
        giftCandidates={gifts}
      />
    </MemoryRouter>,
  );
}

function pick(search: string, text: string, name: string) {
  const box = screen.getByRole('searchbox', { name: search });
  fireEvent.change(box, { target: { value: text } });
  const results = screen.getByRole('list', { name: `Resultados: ${search}` });
  fireEvent.click(within(results).getByRole('button', { name: new RegExp(name) }));
}

const alertText = () => screen.getByRole('alert').textContent;
const selected = () => [
  ...screen.getByRole('list', { name: 'Productos seleccionados' }).querySelectorAll(':scope > li'),
];
const sizeGroup = (name: string) => screen.getAllByRole('group', { name: `Talle de ${name}` });

beforeEach(() => {
  localStorage.clear();
  useShopStore.setState({ cartProducts: [] });
  useToastStore.setState({ toasts: [] });
});
afterEach(cleanup);

describe('PromotionComposer', () => {
  it('searches case-insensitively, and picking closes and clears the search', () => {
    compose();
    const box = screen.getByRole('searchbox', { name: 'Buscar productos promocionales' });
    fireEvent.change(box, { target: { value: 'NIKE' } });
    expect(screen.getAllByRole('button', { name: /Medias/ }).map((b) => b.textContent)).toEqual([
      'Medias Nike Grip$19,999.00',
    ]);
    fireEvent.click(screen.getByRole('button', { name: /Medias Nike Grip/ }));
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: /Medias Puma/ })).toBeNull();
    expect(selected()).toHaveLength(1);
  });

  it('offers only sizes in stock; a new variant clears the size', () => {
    compose();
    pick('Buscar productos promocionales', 'grip', 'Medias Nike Grip');
    const [sizes] = sizeGroup('Medias Nike Grip');
    expect(
      within(sizes!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['41-42']);
    fireEvent.click(within(sizes!).getByRole('button', { name: '41-42' }));
    expect(within(sizes!).getByRole('button', { name: '41-42' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Negro' }));
    const [after] = sizeGroup('Medias Nike Grip');
    expect(
      within(after!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['43-44']);
    expect(within(after!).getByRole('button').getAttribute('aria-pressed')).toBe('false');
  });

  it('2x1: the limit, the exact count and the size alerts, then the bundle goes in the cart', () => {
    compose();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al Carrito' }));
    expect(alertText()).toBe(
      'Para esta promoción (2x1), debes seleccionar exactamente 2 productos.',
    );

    pick('Buscar productos promocionales', 'grip', 'Medias Nike Grip');
    pick('Buscar productos promocionales', 'puma', 'Medias Puma Largas');
    pick('Buscar productos promocionales', 'cortas', 'Medias Adidas Cortas');
    expect(alertText()).toBe('Solo puedes agregar un máximo de 2 productos para esta promoción.');
    expect(selected()).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Agregar al Carrito' }));
    expect(alertText()).toBe('Todos los productos seleccionados deben tener un talle.');

    for (const group of [...sizeGroup('Medias Nike Grip'), ...sizeGroup('Medias Puma Largas')]) {
      fireEvent.click(within(group).getByRole('button', { name: '41-42' }));
    }
    expect(screen.getByText('Gratis')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al Carrito' }));
    expect(alertText()).toBe('');
    const [line] = useShopStore.getState().cartProducts as CartPromotionLine[];
    expect(line).toMatchObject({
      id: 'promo',
      lineId: 'promo-1',
      price: 24999,
      discountAmount: 19999,
    });
    expect(line?.products.map((p) => [p.id, p.size])).toEqual([
      ['largas', '41-42'],
      ['grip', '41-42'],
    ]);
    expect(useToastStore.getState().toasts.map((t) => t.text)).toEqual([ADDED_TEXT]);
    expect(screen.queryByRole('list', { name: 'Productos seleccionados' })).toBeNull();
  });

  it('Quitar takes a product out', () => {
    compose(promotion({ type: '3x2' }));
    pick('Buscar productos promocionales', 'grip', 'Medias Nike Grip');
    pick('Buscar productos promocionales', 'grip', 'Medias Nike Grip');
    fireEvent.click(screen.getAllByRole('button', { name: 'Quitar Medias Nike Grip' })[0]!);
    expect(selected()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al Carrito' }));
    expect(alertText()).toBe(
      'Para esta promoción (3x2), debes seleccionar exactamente 3 productos.',
    );
  });

  it('Regalo: one normal and one gift product, with its alerts', () => {
    compose(
      promotion({ type: 'Regalo', categories: ['Botines'], giftCategories: ['Medias'] }),
      socks,
    );
    expect(screen.getByRole('searchbox', { name: 'Buscar productos de regalo' })).toBeTruthy();
    pick('Buscar productos promocionales', 'tiempo', 'Botines Nike Tiempo');
    pick('Buscar productos promocionales', 'tiempo', 'Botines Nike Tiempo');
    expect(alertText()).toBe('Ya has seleccionado un producto normal.');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al Carrito' }));
    expect(alertText()).toBe(
      'Para esta promoción, solo puedes agregar un producto normal y un producto de regalo.',
    );
    pick('Buscar productos de regalo', 'grip', 'Medias Nike Grip');
    expect(screen.getByText('Regalo')).toBeTruthy();
    pick('Buscar productos de regalo', 'puma', 'Medias Puma Largas');
    expect(alertText()).toBe('Solo puedes agregar un producto de regalo.');

    fireEvent.click(
      within(sizeGroup('Botines Nike Tiempo')[0]!).getByRole('button', { name: '41-42' }),
    );
    fireEvent.click(
      within(sizeGroup('Medias Nike Grip')[0]!).getByRole('button', { name: '41-42' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al Carrito' }));
    const [line] = useShopStore.getState().cartProducts as CartPromotionLine[];
    expect(line).toMatchObject({ type: 'Regalo', price: 119999, discountAmount: 19999 });
    expect(line?.products.map((p) => [p.id, p.gift])).toEqual([
      ['tiempo', undefined],
      ['grip', true],
    ]);
  });

  it('tells the data layer what went in the cart', () => {
    (window as Window & { dataLayer?: unknown[] }).dataLayer = [];
    compose();
    pick('Buscar productos promocionales', 'grip', 'Medias Nike Grip');
    pick('Buscar productos promocionales', 'grip', 'Medias Nike Grip');
    for (const group of sizeGroup('Medias Nike Grip')) {
      fireEvent.click(within(group).getByRole('button', { name: '41-42' }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al Carrito' }));
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toEqual([
      expect.objectContaining({
        event: 'AddToCart',
        content_name: '2x1 en medias',
        value: 19999,
        currency: 'ARS',
      }),
    ]);
  });
});
