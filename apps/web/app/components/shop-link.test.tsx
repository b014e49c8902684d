// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopLink, ShopLinkProvider } from './shop-link';

function Probe() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function renderLinks(links: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ShopLinkProvider>
            {links}
            <Probe />
          </ShopLinkProvider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const where = () => screen.getByTestId('where').textContent;

/**
 * Whether a click is left to the browser (nothing prevented it). The test then prevents it
 * itself, last, so happy-dom does not try to load the page.
 */
function leftToBrowser(link: HTMLElement, init?: MouseEventInit): boolean {
  let left = false;
  const last = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', last);
  fireEvent.click(link, init);
  window.removeEventListener('click', last);
  return left;
}

afterEach(cleanup);

describe('ShopLink', () => {
  it('renders a plain link the router discovers', () => {
    renderLinks(<ShopLink to="/producto/botin">Botín</ShopLink>);
    const link = screen.getByRole('link', { name: 'Botín' });
    expect(link.getAttribute('href')).toBe('/producto/botin');
    expect(link.getAttribute('data-discover')).toBe('true');
  });

  it('opens an in-shop path with the router on a plain click, query and hash kept', () => {
    const router = renderLinks(<ShopLink to="/catalogo?category=Botines#grilla">Botines</ShopLink>);
    const click = fireEvent.click(screen.getByRole('link', { name: 'Botines' }));
    expect(click).toBe(false);
    expect(where()).toBe('/catalogo?category=Botines#grilla');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('runs the caller’s onClick first, and stays put when it prevents the default', () => {
    const calls: string[] = [];
    renderLinks(
      <>
        <ShopLink to="/ayuda" onClick={() => calls.push('ayuda')}>
          Ayuda
        </ShopLink>
        <ShopLink to="/carrito" onClick={(event) => event.preventDefault()}>
          Carrito
        </ShopLink>
      </>,
    );
    expect(leftToBrowser(screen.getByRole('link', { name: 'Carrito' }))).toBe(false);
    expect(where()).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: 'Ayuda' }));
    expect(calls).toEqual(['ayuda']);
    expect(where()).toBe('/ayuda');
  });

  it('leaves new tabs, other buttons, targets, downloads and other sites to the browser', () => {
    renderLinks(
      <>
        <ShopLink to="/a">A</ShopLink>
        <ShopLink to="/b" target="_blank">
          B
        </ShopLink>
        <ShopLink to="/c" download>
          C
        </ShopLink>
        <ShopLink to="https://www.mercadopago.com.ar/">MP</ShopLink>
      </>,
    );
    const a = screen.getByRole('link', { name: 'A' });
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey']) {
      expect(leftToBrowser(a, { [modifier]: true })).toBe(true);
    }
    expect(leftToBrowser(a, { button: 1 })).toBe(true);
    for (const name of ['B', 'C', 'MP']) {
      expect(leftToBrowser(screen.getByRole('link', { name }))).toBe(true);
    }
    expect(where()).toBe('/');
  });

  it('replaces the history entry when the link opens the page already shown', () => {
    const router = renderLinks(<ShopLink to="/ofertas">Ofertas</ShopLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Ofertas' }));
    expect(router.state.historyAction).toBe('PUSH');
    window.history.replaceState(null, '', '/ofertas');
    fireEvent.click(screen.getByRole('link', { name: 'Ofertas' }));
    expect(router.state.historyAction).toBe('REPLACE');
    window.history.replaceState(null, '', '/');
  });

  it('is a plain link without a provider: the browser loads the page', () => {
    render(<ShopLink to="/ayuda">Ayuda</ShopLink>);
    expect(leftToBrowser(screen.getByRole('link', { name: 'Ayuda' }))).toBe(true);
  });
});
