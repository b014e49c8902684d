import { ProductList } from '../components/product-list';
import { loadNewestProducts } from '../lib/products';
import { shopName } from '../lib/shop';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadNewestProducts(context.api);
  return { products: page.items };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{shopName}</h1>
      <ProductList products={loaderData.products} />
    </main>
  );
}
