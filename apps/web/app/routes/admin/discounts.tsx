import { AdminRouteError } from '../../components/admin/route-error';
import { CouponsPage, loadCoupons } from '../../features/coupons/coupons-page';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/discounts';

export const meta: Route.MetaFunction = () => adminMeta('Cupones de descuento');
export const clientLoader = loadCoupons;
export const ErrorBoundary = AdminRouteError;

export default function Discounts({ loaderData }: Route.ComponentProps) {
  return <CouponsPage loaderData={loaderData} />;
}
