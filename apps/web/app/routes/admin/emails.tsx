import { AdminRouteError } from '../../components/admin/route-error';
import { EmailsPage, loadEmails } from '../../features/emails/emails-page';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/emails';

export const meta: Route.MetaFunction = () => adminMeta('Correos enviados');
export const clientLoader = loadEmails;
export const ErrorBoundary = AdminRouteError;

export default function Emails({ loaderData }: Route.ComponentProps) {
  return <EmailsPage loaderData={loaderData} />;
}
