// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_TERMS } from '../../lib/shop-terms';
import { SiteHeader } from './site-header';
import { MENU_CLOSE_DELAY_MS, MENU_SWITCH_DELAY_MS } from './use-hover-intent';

function renderHeader() {
  const router = createMemoryRouter(
    [{ path: '/', element: <SiteHeader terms={DEFAULT_SHOP_TERMS} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

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
    vi.useFakeTimers();
    fireEvent.mouseEnter(item);
    expect(screen.getByRole('group', { name: 'Busca según tu talle' })).toBeTruthy();
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS));
    expect(screen.queryByRole('group', { name: 'Busca según tu talle' })).toBeNull();
    vi.useRealTimers();

    const toggle = screen.getByRole('button', { name: 'Opciones de Camisetas' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Busca según tu talle' })).toBeTruthy();
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Busca según tu talle' })).toBeNull();
  });

  it('keep the open menu while the pointer crosses a neighbour on its way to the panel (issue 21, item 14)', () => {
    vi.useFakeTimers();
    renderHeader();
    const boots = screen.getByRole('button', { name: 'Opciones de Botines' });
    const shirts = screen.getByRole('button', { name: 'Opciones de Camisetas' });
    fireEvent.mouseEnter(boots.closest('li')!);
    expect(boots.getAttribute('aria-expanded')).toBe('true');

    // Diagonally from 'Botines' towards its size grid, across 'Camisetas', in a moment.
    fireEvent.mouseLeave(boots.closest('li')!);
    fireEvent.mouseEnter(shirts.closest('li')!);
    act(() => vi.advanceTimersByTime(MENU_SWITCH_DELAY_MS / 2));
    fireEvent.mouseLeave(shirts.closest('li')!);
    fireEvent.mouseEnter(boots.closest('li')!);
    act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS * 2));
    expect(boots.getAttribute('aria-expanded')).toBe('true');
    expect(shirts.getAttribute('aria-expanded')).toBe('false');

    // Resting on 'Camisetas' does switch, and only one menu is ever open.
    fireEvent.mouseLeave(boots.closest('li')!);
    fireEvent.mouseEnter(shirts.closest('li')!);
    act(() => vi.advanceTimersByTime(MENU_SWITCH_DELAY_MS));
    expect(shirts.getAttribute('aria-expanded')).toBe('true');
    expect(boots.getAttribute('aria-expanded')).toBe('false');
  });
});
