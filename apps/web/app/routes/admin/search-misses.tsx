import { AdminRouteError } from '../../components/admin/route-error';
import { SearchMissesPage, loadSearchMisses } from '../../features/search/search-misses-page';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/search-misses';

export const meta: Route.MetaFunction = () => adminMeta('Búsquedas sin resultados');
export const clientLoader = loadSearchMisses;
export const ErrorBoundary = AdminRouteError;

export default function SearchMisses({ loaderData }: Route.ComponentProps) {
  return <SearchMissesPage loaderData={loaderData} />;
}
