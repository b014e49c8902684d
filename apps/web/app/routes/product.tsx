import { ProductDetail } from '../components/product/product-detail';
import { productMeta } from '../components/product/product-seo';
import { loadProductBySlug } from '../lib/products';
import type { Route } from './+types/product';

export async function loader({ context, params }: Route.LoaderArgs) {
  const product = await loadProductBySlug(context.api, params.slug);
  return { product, publicUrl: context.publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? productMeta(loaderData.product, loaderData.publicUrl) : [];

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <ProductDetail key={loaderData.product.id} product={loaderData.product} />;
}
