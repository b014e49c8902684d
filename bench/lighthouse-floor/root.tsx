/**
 * The bare page bench:lighthouse measures beside the storefront: React Router's own document,
 * server-rendered and hydrated as the shop's pages are, with one heading and nothing else. Its
 * score is what the framework alone reaches on the machine in that run.
 */
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';

export const meta = () => [
  { title: 'Página mínima' },
  { name: 'description', content: 'React Router sin la tienda: la referencia de Lighthouse.' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
