import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { adminRoutes } from './routes/admin/admin-routes';

export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // SPEC.md: the template sign-in/up pages live outside the shop layout.
  route('signin', 'routes/signin.tsx'),
  route('signup', 'routes/signup.tsx'),
  // The payment provider's stand-in page (no MP_ACCESS_TOKEN): outside the shop layout.
  route('pago-simulado/:preferenceId', 'routes/payment-simulator.tsx'),
  ...adminRoutes,
  layout('routes/storefront-layout.tsx', [
    index('routes/home.tsx'),
    route('catalogo', 'routes/catalogue.tsx'),
    route('category/:category', 'routes/category.tsx'),
    route('producto/:slug', 'routes/product.tsx'),
    route('carrito', 'routes/cart.tsx'),
    route('promocion/:slug', 'routes/promotion.tsx'),
    route('paymentgateway', 'routes/checkout.tsx'),
    route('encargo', 'routes/encargo.tsx'),
    route('ayuda', 'routes/help.tsx'),
    route('envios', 'routes/info-page.tsx', { id: 'info-envios' }),
    route('metodos-de-pago', 'routes/info-page.tsx', { id: 'info-metodos-de-pago' }),
    route('seguimiento-de-ordenes', 'routes/info-page.tsx', { id: 'info-seguimiento' }),
    route('devoluciones', 'routes/info-page.tsx', { id: 'info-devoluciones' }),
    route('guia-de-talles', 'routes/info-page.tsx', { id: 'info-guia-de-talles' }),
    route('sobre-nosotros', 'routes/static-page.tsx', { id: 'static-sobre-nosotros' }),
    route('about', 'routes/static-page.tsx', { id: 'static-about' }),
    route('journal', 'routes/static-page.tsx', { id: 'static-journal' }),
    route('contact', 'routes/static-page.tsx', { id: 'static-contact' }),
    route('terminos-y-condiciones', 'routes/static-page.tsx', { id: 'static-terminos' }),
    route('politicas-de-privacidad', 'routes/static-page.tsx', { id: 'static-privacidad' }),
    route('orden-transferencia-confirmada/:orden', 'routes/order-result.tsx', {
      id: 'order-transfer',
    }),
    route('orden-mp-confirmada/:orden', 'routes/order-result.tsx', { id: 'order-mp-approved' }),
    route('orden-mp-rechazada/:orden', 'routes/order-result.tsx', { id: 'order-mp-rejected' }),
    route('orden-mp-pendiente/:orden', 'routes/order-result.tsx', { id: 'order-mp-pending' }),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
