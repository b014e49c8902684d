import { ProductList } from '../components/product-list';
import { loadNewestProducts } from '../lib/products';
import { pageTitle } from '../lib/shop';
import type { Route } from './+types/catalogue';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Catálogo') }];

export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadNewestProducts(context.api);
  return { products: page.items };
}

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>Catálogo</h1>
      <ProductList products={loaderData.products} />
    </main>
  );
}
