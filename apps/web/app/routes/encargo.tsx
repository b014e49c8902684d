import { deliveryDaysText } from '@shop/domain';
import { Breadcrumb } from '../components/content/breadcrumb';
import styles from '../components/content/content.module.css';
import {
  CommissionCard,
  DownloadCatalogueButton,
  EncargoSteps,
  ENCARGO_PDF,
  type Commission,
} from '../components/content/encargo';
import encargoStyles from '../components/content/encargo.module.css';
import { canonicalUrl } from '../lib/shop-settings';
import { pageTitle } from '../lib/shop';
import { sharedPageHeaders } from '../lib/shared-page';
import type { Route } from './+types/encargo';

export const headers = sharedPageHeaders;

const DESCRIPTION =
  'Botines por encargo: 30 a 35 días hábiles, talles US 5 a 12, 140 USD con 50% de seña y 50% al recibirlos. Descargá el catálogo en PDF.';

export async function loader({ context }: Route.LoaderArgs) {
  const response = await context.api('/api/commissions');
  if (response.status !== 200) {
    throw new Error(`GET /api/commissions answered ${response.status}`);
  }
  const commissions = (await response.json()) as Commission[];
  return { commissions, canonical: canonicalUrl(context.publicUrl, '/encargo') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle('Productos por encargo') },
  { name: 'description', content: DESCRIPTION },
  ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
];

export default function Encargo({ loaderData }: Route.ComponentProps) {
  const { commissions } = loaderData;
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <Breadcrumb items={[{ label: 'Inicio', to: '/' }, { label: 'Encargo' }]} />
      <p className={styles.eyebrow}>Encargo</p>
      <h1 className={styles.title}>Productos por encargo</h1>
      <figure className={styles.figure}>
        <EncargoSteps wideClass={styles.onlyWide} narrowClass={styles.onlyNarrow} />
      </figure>

      <section aria-labelledby="encargo-how" className={styles.prose}>
        <h2 id="encargo-how">Cómo funciona</h2>
        <p>
          Si el botín que buscás no está en stock, lo traemos por encargo. Elegís el modelo del
          catálogo, confirmás tu talle y nosotros nos ocupamos del resto.
        </p>
        <ul className={styles.facts}>
          <li className={styles.fact}>
            <strong>30 a 35 días</strong>
            <span>hábiles de demora desde que confirmás el pedido</span>
          </li>
          <li className={styles.fact}>
            <strong>US 5 a 12</strong>
            <span>todos los talles disponibles</span>
          </li>
          <li className={styles.fact}>
            <strong>140 USD</strong>
            <span>precio del par por encargo</span>
          </li>
          <li className={styles.fact}>
            <strong>50% + 50%</strong>
            <span>la mitad al encargar y la otra mitad cuando llega</span>
          </li>
        </ul>
        <p>
          Los productos por encargo se fabrican o importan a pedido: no tienen cambio ni devolución
          si fueron personalizados. Las compras en stock se entregan en {deliveryDaysText()}.
        </p>
      </section>

      <section aria-labelledby="encargo-catalogue" className={styles.section}>
        <h2 id="encargo-catalogue" className={styles.title}>
          Catálogo por encargo
        </h2>
        <div className={styles.actions}>
          <DownloadCatalogueButton className={styles.button} />
          <a className={styles.buttonGhost} href={ENCARGO_PDF} target="_blank" rel="noopener">
            Ver catálogo online
          </a>
        </div>
        {commissions.length > 0 ? (
          <ul className={encargoStyles.grid}>
            {commissions.map((commission) => (
              <li key={commission.id}>
                <CommissionCard commission={commission} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={encargoStyles.empty}>
            Estamos actualizando el catálogo por encargo. Descargá el PDF o escribinos para
            consultar un modelo.
          </p>
        )}
      </section>
    </div>
  );
}
