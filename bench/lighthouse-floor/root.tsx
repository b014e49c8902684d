/**
 * The bare page bench:lighthouse measures beside the storefront: the shop's HTML document,
 * server-rendered and hydrated as the shop's pages are, with one heading and nothing else. Its
 * score is what the framework alone reaches on the machine in that run.
 */
import { Outlet } from 'react-router';

export { Document as Layout } from '../../apps/web/app/document';

export const meta = () => [
  { title: 'Página mínima' },
  { name: 'description', content: 'React Router sin la tienda: la referencia de Lighthouse.' },
];

export default function App() {
  return <Outlet />;
}
