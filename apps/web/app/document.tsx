import type { ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration } from 'react-router';

/**
 * The HTML document around every page: the root's Layout, and bench:lighthouse's bare page, which
 * imports it so the two documents cannot drift apart. It imports nothing of the shop.
 *
 * <Scripts> and <ScrollRestoration> take the nonce from <ServerRouter nonce> in entry.server.tsx,
 * which takes it from the load context for each request.
 */
export function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* Stylesheets need no nonce (style-src allows self); browsers hide nonce values, so an
            empty one keeps server and client markup identical for hydration. */}
        <Links nonce="" />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
