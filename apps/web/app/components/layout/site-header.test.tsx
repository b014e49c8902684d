// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_TERMS } from '../../lib/shop-terms';
import { SiteHeader } from './site-header';

function renderHeader() {
  const router = createMemoryRouter(
    [{ path: '/', element: <SiteHeader terms={DEFAULT_SHOP_TERMS} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('the header mega-menus', () => {
  it('are not in the page the server sends', () => {
    const html = renderToString(
      <MemoryRouter>
        <SiteHeader terms={DEFAULT_SHOP_TERMS} />
      </MemoryRouter>,
    );
    expect(html).toContain('Opciones de Botines');
    expect(html).not.toContain('Busca según tu talle');
  });

  it('are drawn when opened, by the pointer or the keyboard, and closed with Escape', () => {
    renderHeader();
    expect(screen.queryByRole('group', { name: 'Busca según tu talle' })).toBeNull();

    const item = screen.getByRole('button', { name: 'Opciones de Botines' }).closest('li')!;
    fireEvent.mouseEnter(item);
    expect(screen.getByRole('group', { name: 'Busca según tu talle' })).toBeTruthy();
    fireEvent.mouseLeave(item);
    expect(screen.queryByRole('group', { name: 'Busca según tu talle' })).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Opciones de Camisetas' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Busca según tu talle' })).toBeTruthy();
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Busca según tu talle' })).toBeNull();
  });
});
