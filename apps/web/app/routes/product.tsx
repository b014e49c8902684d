import { ProductDetail } from '../components/product/product-detail';
import { productMeta } from '../components/product/product-seo';
import { loadProductBySlug } from '../lib/products';
import { loadShopSettings } from '../lib/shop-settings';
import { sharedPageHeaders } from '../lib/shared-page';
import { shopTermsFromMatches } from '../lib/shop-terms';
import type { Route } from './+types/product';

export const headers = sharedPageHeaders;

export async function loader({ context, params }: Route.LoaderArgs) {
  const [product, settings] = await Promise.all([
    loadProductBySlug(context.api, params.slug),
    loadShopSettings(context.api),
  ]);
  const { freeShippingThreshold, homeDeliverySurcharge } = settings;
  return {
    product,
    publicUrl: context.publicUrl,
    shippingRules: { freeShippingThreshold, homeDeliverySurcharge },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? productMeta(
        loaderData.product,
        loaderData.publicUrl,
        shopTermsFromMatches(matches).transferDiscountPercent,
      )
    : [];

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return (
    <ProductDetail
      key={loaderData.product.id}
      product={loaderData.product}
      shippingRules={loaderData.shippingRules}
    />
  );
}
