import { AdminRouteError } from '../../components/admin/route-error';
import { UserTablePage, loadUsers } from '../../features/users/user-table-page';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/user-table';

export const meta: Route.MetaFunction = () => adminMeta('Usuarios');
export const clientLoader = loadUsers;
export const ErrorBoundary = AdminRouteError;

export default function UserTable({ loaderData }: Route.ComponentProps) {
  return <UserTablePage loaderData={loaderData} />;
}
