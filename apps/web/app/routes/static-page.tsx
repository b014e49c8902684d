import { youTubeId } from '@shop/domain';
import { data } from 'react-router';
import { Breadcrumb } from '../components/content/breadcrumb';
import styles from '../components/content/content.module.css';
import { canonicalUrl, contactLinks, loadShopSettings } from '../lib/shop-settings';
import { STATIC_PAGES } from '../components/content/static-pages';
import { pageTitle } from '../lib/shop';
import { sharedPageHeaders } from '../lib/shared-page';
import type { Route } from './+types/static-page';

export const headers = sharedPageHeaders;

/**
 * One module for /sobre-nosotros, /about, /journal, /contact, /terminos-y-condiciones and
 * /politicas-de-privacidad; the page is picked by path.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  const entry = Object.entries(STATIC_PAGES).find(([, page]) => page.path === path);
  if (!entry) throw data(null, { status: 404 });
  const settings = await loadShopSettings(context.api);
  return {
    pageId: entry[0],
    contact: contactLinks(settings),
    serviceHours: settings.serviceHours,
    brandVideoId: youTubeId(settings.brandVideoYoutube),
    canonical: canonicalUrl(context.publicUrl, entry[1].path),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const page = loaderData ? STATIC_PAGES[loaderData.pageId] : undefined;
  if (!loaderData || !page) return [];
  return [
    { title: pageTitle(page.title) },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ];
};

export default function StaticPageRoute({ loaderData }: Route.ComponentProps) {
  const page = STATIC_PAGES[loaderData.pageId]!;
  const { Body } = page;
  return (
    <div className={styles.page}>
      <Breadcrumb items={[{ label: 'Inicio', to: '/' }, { label: page.title }]} />
      <p className={styles.eyebrow}>{page.eyebrow}</p>
      <h1 className={styles.title}>{page.title}</h1>
      <div className={styles.prose}>
        <Body
          contact={loaderData.contact}
          serviceHours={loaderData.serviceHours}
          brandVideoId={loaderData.brandVideoId}
        />
      </div>
    </div>
  );
}
