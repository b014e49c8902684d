import { formatPrice } from '../lib/format';
import { loadProductBySlug } from '../lib/products';
import { pageTitle } from '../lib/shop';
import type { Route } from './+types/product';

export async function loader({ context, params }: Route.LoaderArgs) {
  const product = await loadProductBySlug(context.api, params.slug);
  return { product };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) {
    return [];
  }
  const { product } = loaderData;
  const description =
    product.description?.trim() ||
    `${product.productName} a ${formatPrice(product.price)} en la Tienda deportiva.`;
  return [
    { title: pageTitle(product.productName) },
    { name: 'description', content: description.slice(0, 160) },
  ];
};

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const image = product.variants[0]?.imgUrl[0];
  return (
    <main>
      <h1>{product.productName}</h1>
      <p>{formatPrice(product.price)}</p>
      {image && <img src={image} width={600} height={600} alt={product.productName} />}
    </main>
  );
}
