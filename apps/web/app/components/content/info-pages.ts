import { freeShippingPromise, type FreeShippingTerms } from '@shop/domain';

/**
 * The five info pages served by routes/info-page.tsx, keyed by path. A summary that promises
 * something is worded from the settings the checkout charges with.
 */
export const INFO_PAGES = [
  {
    path: '/envios',
    title: 'Envíos',
    summary: (terms: FreeShippingTerms) =>
      `${freeShippingPromise(terms)}. Enviamos con Correo Argentino.`,
  },
  {
    path: '/metodos-de-pago',
    title: 'Métodos de pago',
    summary: () => 'Transferencia con descuento, tarjetas en hasta 12 cuotas y efectivo.',
  },
  {
    path: '/seguimiento-de-ordenes',
    title: 'Seguimiento de órdenes',
    summary: () => 'Cómo seguir tu pedido con el código que te enviamos por e-mail.',
  },
  {
    path: '/devoluciones',
    title: 'Cambios y devoluciones',
    summary: () => 'Tenés 4 semanas para cambiar o devolver tu compra.',
  },
  {
    path: '/guia-de-talles',
    title: 'Guía de talles',
    summary: () => 'Tablas de talles de botines, indumentaria y zapatillas.',
  },
] as const;

export type InfoPage = (typeof INFO_PAGES)[number];
export type InfoPath = InfoPage['path'];

export function infoPageByPath(pathname: string): InfoPage | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return INFO_PAGES.find((page) => page.path === path);
}
