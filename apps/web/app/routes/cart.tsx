import { CartView } from '../components/cart/cart-view';
import { loadShopSettings } from '../lib/shop-settings';
import { pageTitle } from '../lib/shop';
import { sharedPageHeaders } from '../lib/shared-page';
import type { Route } from './+types/cart';

export const headers = sharedPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await loadShopSettings(context.api);
  return {
    transferDiscountPercent: settings.transferDiscountPercent,
    freeShippingThreshold: settings.freeShippingThreshold,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Carrito') },
  { name: 'robots', content: 'noindex' },
];

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartView {...loaderData} />;
}
