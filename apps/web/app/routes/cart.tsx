import { CartView } from '../components/cart/cart-view';
import { canonicalUrl, loadShopSettings } from '../lib/shop-settings';
import { pageTitle } from '../lib/shop';
import { sharedPageHeaders } from '../lib/shared-page';
import type { Route } from './+types/cart';

export const headers = sharedPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await loadShopSettings(context.api);
  return {
    transferDiscountPercent: settings.transferDiscountPercent,
    freeShippingThreshold: settings.freeShippingThreshold,
    homeDeliverySurcharge: settings.homeDeliverySurcharge,
    canonical: canonicalUrl(context.publicUrl, '/carrito'),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle('Carrito') },
  ...(loaderData
    ? [
        {
          name: 'description',
          content: `Tu carrito: botines, camisetas, zapatillas y promociones 2x1, 3x2 y regalo, con ${loaderData.transferDiscountPercent}% de descuento pagando por transferencia.`,
        },
        { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
      ]
    : []),
];

export default function Cart({ loaderData }: Route.ComponentProps) {
  return (
    <CartView
      transferDiscountPercent={loaderData.transferDiscountPercent}
      freeShippingThreshold={loaderData.freeShippingThreshold}
      homeDeliverySurcharge={loaderData.homeDeliverySurcharge}
    />
  );
}
