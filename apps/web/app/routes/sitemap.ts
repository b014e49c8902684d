import { CATEGORIES } from '@shop/domain';
import type { Route } from './+types/sitemap';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const STATIC_PATHS = [
  '/',
  '/catalogo',
  '/encargo',
  '/ayuda',
  '/envios',
  '/metodos-de-pago',
  '/seguimiento-de-ordenes',
  '/devoluciones',
  '/guia-de-talles',
  '/sobre-nosotros',
  '/contact',
  '/terminos-y-condiciones',
  '/politicas-de-privacidad',
];

/** Every enabled product, category and promotion, so search engines find the whole shop. */
export async function loader({ context }: Route.LoaderArgs) {
  const [productsAnswer, promotionsAnswer] = await Promise.all([
    context.api('/api/products'),
    context.api('/api/promotion'),
  ]);
  const products =
    productsAnswer.status === 200
      ? ((await productsAnswer.json()) as { slug: string; createdAt: string }[])
      : [];
  const promotions =
    promotionsAnswer.status === 200
      ? ((await promotionsAnswer.json()) as { promotion: { slug: string }[] }).promotion
      : [];
  const urls = [
    ...STATIC_PATHS.map((path) => ({ path, lastmod: undefined as string | undefined })),
    ...CATEGORIES.map((c) => ({ path: `/category/${c.slug}`, lastmod: undefined })),
    ...promotions.map((p) => ({ path: `/promocion/${p.slug}`, lastmod: undefined })),
    ...products.map((p) => ({ path: `/producto/${p.slug}`, lastmod: p.createdAt.slice(0, 10) })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (u) =>
        `<url><loc>${escapeXml(context.publicUrl + u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
    },
  });
}
