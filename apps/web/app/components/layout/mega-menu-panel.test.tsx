// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useShopStore } from '../../store/shop-store';
import { MegaMenuPanel } from './mega-menu-panel';
import { megaMenuFor, type MegaMenu } from './mega-menus';
import { ShopLinkProvider } from '../shop-link';

function CatalogueProbe() {
  const location = useLocation();
  return <p data-testid="catalogue">{`${location.pathname}${location.search}`}</p>;
}

function renderMenu(category: string) {
  const menu = megaMenuFor(category) as MegaMenu;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ShopLinkProvider>
            <MegaMenuPanel menu={menu} />
          </ShopLinkProvider>
        ),
      },
      { path: '/catalogo', element: <CatalogueProbe /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  useShopStore.getState().clearFilters();
  useShopStore.getState().setFilters({ checkedTags: ['Urbano'] });
});
afterEach(cleanup);

describe('mega-menu size finder', () => {
  it('offers the category sizes in a grid and does nothing while no size is chosen', () => {
    const router = renderMenu('Botines');
    const sizes = screen.getByRole('group', { name: 'Busca según tu talle' });
    expect(sizes.querySelectorAll('button').length).toBe(7);

    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));

    expect(router.state.location.pathname).toBe('/');
    expect(useShopStore.getState().checkedTags).toEqual(['Urbano']);
  });

  it('highlights the chosen size and opens the catalogue with category and size', async () => {
    const router = renderMenu('Botines');
    const size42 = screen.getByRole('button', { name: '42' });
    fireEvent.click(screen.getByRole('button', { name: '41' }));
    fireEvent.click(size42);
    expect(size42.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '41' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));

    expect((await screen.findByTestId('catalogue')).textContent).toBe(
      '/catalogo?category=Botines&size=42',
    );
    expect(router.state.location.search).toBe('?category=Botines&size=42');
    const filters = useShopStore.getState();
    expect(filters.checkedTags).toEqual([]);
    expect(filters.checkedCategorys).toEqual(['9006']);
    expect(filters.checkedSizes).toEqual(['42']);
  });

  it('links brands and subtypes to the catalogue with the same query names as the API', () => {
    renderMenu('Indumentaria');
    expect(screen.getByRole('link', { name: 'Nike' }).getAttribute('href')).toBe(
      '/catalogo?category=Indumentaria&brand=Nike',
    );
    expect(screen.getByRole('link', { name: 'Campera' }).getAttribute('href')).toBe(
      '/catalogo?category=Indumentaria&subcategory=Campera',
    );
    expect(screen.getByRole('link', { name: 'Toda la indumentaria' }).getAttribute('href')).toBe(
      '/catalogo?category=Indumentaria',
    );
    expect(screen.getAllByRole('button', { name: /^(S|M|L|XL|XXL)$/ }).length).toBe(5);
  });

  it('clears the other filters and selects brand when a brand is chosen', async () => {
    renderMenu('Botines');
    fireEvent.click(screen.getByRole('link', { name: 'Adidas' }));
    expect((await screen.findByTestId('catalogue')).textContent).toBe(
      '/catalogo?category=Botines&brand=Adidas',
    );
    const filters = useShopStore.getState();
    expect(filters.checkedTags).toEqual([]);
    expect(filters.checkedBrands).toEqual(['901']);
  });
});
