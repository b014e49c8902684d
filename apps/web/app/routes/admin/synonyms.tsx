import { AdminRouteError } from '../../components/admin/route-error';
import { SynonymsPage, loadSynonyms } from '../../features/search/synonyms-page';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/synonyms';

export const meta: Route.MetaFunction = () => adminMeta('Sinónimos de búsqueda');
export const clientLoader = loadSynonyms;
export const ErrorBoundary = AdminRouteError;

export default function Synonyms({ loaderData }: Route.ComponentProps) {
  return <SynonymsPage loaderData={loaderData} />;
}
