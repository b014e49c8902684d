import { data } from 'react-router';
import { categoryBySlug } from '@shop/domain';
import { CatalogueView } from '../components/catalogue/catalogue-view';
import { catalogueMeta } from '../components/catalogue/catalogue-meta';
import { loadCatalogue } from '../components/catalogue/load-catalogue';
import { sharedPageHeaders } from '../lib/shared-page';
import { shopTermsFromMatches } from '../lib/shop-terms';
import type { Route } from './+types/category';

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  catalogueMeta(
    loaderData,
    shopTermsFromMatches(matches).transferDiscountPercent,
    loaderData?.category,
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const category = categoryBySlug(params.category);
  if (!category) {
    throw data(null, { status: 404 });
  }
  const catalogue = await loadCatalogue(request, context, category.name);
  return { ...catalogue, category: category.name };
}

export default function Category({ loaderData }: Route.ComponentProps) {
  return <CatalogueView data={loaderData} fixedCategory={loaderData.category} />;
}
