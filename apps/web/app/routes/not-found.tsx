import { data } from 'react-router';
import { NotFoundContent, notFoundTitle } from '../components/not-found';
import { pageTitle } from '../lib/shop';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(notFoundTitle) }];

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFoundContent />;
}
