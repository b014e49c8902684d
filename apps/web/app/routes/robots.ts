import type { Route } from './+types/robots';

/** Search engines may read the shop, never the back office or the API. */
export function loader({ context }: Route.LoaderArgs) {
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /login',
    'Disallow: /paymentgateway',
    ...[
      '/producttable',
      '/productdetailbdd/',
      '/uploadproduct',
      '/orderstable',
      '/orderdetailbdd/',
      '/uploadorder',
      '/usertable',
      '/commissionstable',
      '/commissionsdetail/',
      '/cargar-producto-encargo',
      '/discounts',
      '/promociones',
    ].map((path) => `Disallow: ${path}`),
    `Sitemap: ${context.publicUrl}/sitemap.xml`,
  ];
  return new Response(`${lines.join('\n')}\n`, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
