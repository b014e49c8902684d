import { AdminRouteError } from '../../components/admin/route-error';
import { PromotionsPage, loadPromotions } from '../../features/promotions/promotions-page';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/promotions';

export const meta: Route.MetaFunction = () => adminMeta('Promociones');
export const clientLoader = loadPromotions;
export const ErrorBoundary = AdminRouteError;

export default function Promotions({ loaderData }: Route.ComponentProps) {
  return <PromotionsPage loaderData={loaderData} />;
}
