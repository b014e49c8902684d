import { isTransferOffered } from '@shop/domain';
import { CheckoutPage } from '../components/checkout/checkout-page';
import { loadShopSettings } from '../lib/shop-settings';
import { pageTitle } from '../lib/shop';
import type { Route } from './+types/checkout';

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await loadShopSettings(context.api);
  return {
    settings: {
      transferDiscountPercent: settings.transferDiscountPercent,
      freeShippingThreshold: settings.freeShippingThreshold,
      homeDeliverySurcharge: settings.homeDeliverySurcharge,
      transferOffered: isTransferOffered(settings),
    },
  };
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Finalizar compra') },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage settings={loaderData.settings} />;
}
