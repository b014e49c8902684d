import { data } from 'react-router';
import { Breadcrumb } from '../components/content/breadcrumb';
import styles from '../components/content/content.module.css';
import { InfoContent } from '../components/content/info-content';
import { infoPageByPath, INFO_PAGES } from '../components/content/info-pages';
import { canonicalUrl, loadShopSettings } from '../lib/shop-settings';
import { pageTitle } from '../lib/shop';
import { sharedPageHeaders } from '../lib/shared-page';
import type { Route } from './+types/info-page';

export const headers = sharedPageHeaders;

/** One module for /envios, /metodos-de-pago, /seguimiento-de-ordenes, /devoluciones, /guia-de-talles. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = infoPageByPath(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  const settings = await loadShopSettings(context.api);
  return {
    path: page.path,
    info: {
      freeShippingThreshold: settings.freeShippingThreshold,
      transferDiscountPercent: settings.transferDiscountPercent,
      homeDeliverySurcharge: settings.homeDeliverySurcharge,
    },
    canonical: canonicalUrl(context.publicUrl, page.path),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const page = loaderData ? infoPageByPath(loaderData.path) : undefined;
  if (!loaderData || !page) return [];
  return [
    { title: pageTitle(page.title) },
    { name: 'description', content: page.summary(loaderData.info) },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ];
};

export default function InfoPageRoute({ loaderData }: Route.ComponentProps) {
  const page = INFO_PAGES.find((candidate) => candidate.path === loaderData.path)!;
  return (
    <div className={styles.page}>
      <Breadcrumb
        items={[
          { label: 'Inicio', to: '/' },
          { label: 'Ayuda', to: '/ayuda' },
          { label: page.title },
        ]}
      />
      <p className={styles.eyebrow}>Ayuda</p>
      <h1 className={styles.title}>{page.title}</h1>
      <div className={styles.prose}>
        <InfoContent path={page.path} context={loaderData.info} />
      </div>
    </div>
  );
}
