import { useEffect } from 'react';
import { isRouteErrorResponse, Outlet } from 'react-router';
import type { Route } from './+types/root';
import headingFont from '@fontsource/oswald/files/oswald-latin-600-normal.woff2?url';
import stylesheet from './app.css?url';
import { NotFound, notFoundTitle } from './components/not-found';
import { pageTitle, shopName } from './lib/shop';
import { markHydrated } from './lib/hydrated';
import { followOtherTabs, useShopStore } from './store/shop-store';
import { ShopLink, ShopLinkProvider } from './components/shop-link';

export const links: Route.LinksFunction = () => [
  // Headings (the home banner's title is the page's largest paint) need it before the CSS that
  // names it has even arrived.
  { rel: 'preload', href: headingFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) {
    return [{ title: shopName }];
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: pageTitle(notFound ? notFoundTitle : 'Error') }];
};

export { Document as Layout } from './document';

export default function App() {
  // The server and the first browser render show an empty cart; the saved one comes back here,
  // after hydration, so the two renders never disagree.
  useEffect(() => {
    markHydrated();
    void useShopStore.persist.rehydrate();
    return followOtherTabs(useShopStore);
  }, []);
  return (
    <ShopLinkProvider>
      <Outlet />
    </ShopLinkProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }
  return (
    <main>
      <h1>Lo sentimos, ocurrió un error inesperado.</h1>
      <p>Inténtalo de nuevo en unos minutos.</p>
      <p>
        <ShopLink to="/">Volver al inicio</ShopLink>
      </p>
    </main>
  );
}
