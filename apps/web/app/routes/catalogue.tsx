import { CatalogueView } from '../components/catalogue/catalogue-view';
import { catalogueMeta } from '../components/catalogue/catalogue-meta';
import { shopTermsFromMatches } from '../lib/shop-terms';
import { loadCatalogue } from '../components/catalogue/load-catalogue';
import { sharedPageHeaders } from '../lib/shared-page';
import type { Route } from './+types/catalogue';

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  catalogueMeta(loaderData, shopTermsFromMatches(matches).transferDiscountPercent);

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCatalogue(request, context);
}

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  return <CatalogueView data={loaderData} />;
}
