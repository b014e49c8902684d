import { Breadcrumb } from '../components/content/breadcrumb';
import styles from '../components/content/content.module.css';
import { INFO_PAGES } from '../components/content/info-pages';
import { canonicalUrl, contactLinks, loadShopSettings } from '../lib/shop-settings';
import { shopTermsOf } from '../lib/shop-terms';
import { pageTitle } from '../lib/shop';
import { sharedPageHeaders } from '../lib/shared-page';
import type { Route } from './+types/help';
import { ShopLink } from '../components/shop-link';

export const headers = sharedPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await loadShopSettings(context.api);
  return {
    contact: contactLinks(settings, 'Hola! Tengo una consulta sobre la tienda.'),
    serviceHours: settings.serviceHours,
    terms: shopTermsOf(settings),
    canonical: canonicalUrl(context.publicUrl, '/ayuda'),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle('Ayuda y atención al cliente') },
  {
    name: 'description',
    content:
      'Escribinos por WhatsApp, e-mail o Instagram. Envíos, métodos de pago, seguimiento de órdenes, devoluciones y guía de talles.',
  },
  ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
];

export default function Help({ loaderData }: Route.ComponentProps) {
  const { contact, serviceHours, terms } = loaderData;
  return (
    <div className={styles.page}>
      <Breadcrumb items={[{ label: 'Inicio', to: '/' }, { label: 'Ayuda' }]} />
      <p className={styles.eyebrow}>Atención al cliente</p>
      <h1 className={styles.title}>¿En qué te podemos ayudar?</h1>
      <p className={styles.lead}>
        Respondemos consultas sobre talles, stock, envíos y el estado de tu pedido. Elegí el canal
        que te quede más cómodo.
      </p>

      <section aria-labelledby="help-contact">
        <h2 id="help-contact" className="visually-hidden">
          Canales de contacto
        </h2>
        <ul className={styles.cards}>
          <li>
            <a
              className={`${styles.card} ${styles.cardLink}`}
              href={contact.whatsapp}
              target="_blank"
              rel="noopener noreferrer"
            >
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
                <circle cx="12" cy="12" r="11" fill="#25d366" />
                <path
                  d="M7 17l1-3a5 5 0 1 1 2 2zM10 9.5c0 2 2.5 4.5 4.5 4.5l.8-1-1.3-.7-.6.6c-.9-.4-1.8-1.3-2.2-2.2l.6-.6-.7-1.3z"
                  fill="#ffffff"
                />
              </svg>
              <h3>WhatsApp</h3>
              <p>Chateá con nosotros: {contact.whatsappLabel}</p>
            </a>
          </li>
          <li>
            <a className={`${styles.card} ${styles.cardLink}`} href={contact.mailto}>
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
                <circle cx="12" cy="12" r="11" fill="#0b5cd5" />
                <path
                  d="M6.5 8.5h11v7h-11zM6.5 8.5l5.5 4 5.5-4"
                  stroke="#ffffff"
                  strokeWidth="1.5"
                  fill="none"
                />
              </svg>
              <h3>E-mail</h3>
              <p>{contact.email}</p>
            </a>
          </li>
          {contact.instagram && (
            <li>
              <a
                className={`${styles.card} ${styles.cardLink}`}
                href={contact.instagram}
                target="_blank"
                rel="noopener noreferrer"
              >
                <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
                  <circle cx="12" cy="12" r="11" fill="#d62976" />
                  <rect
                    x="7"
                    y="7"
                    width="10"
                    height="10"
                    rx="3"
                    stroke="#ffffff"
                    strokeWidth="1.5"
                    fill="none"
                  />
                  <circle cx="12" cy="12" r="2.4" stroke="#ffffff" strokeWidth="1.5" fill="none" />
                  <circle cx="15" cy="9" r="0.8" fill="#ffffff" />
                </svg>
                <h3>Instagram</h3>
                <p>Seguinos y escribinos por mensaje directo</p>
              </a>
            </li>
          )}
        </ul>
        <div className={styles.callout}>
          <p>
            <strong>Horario de atención:</strong> {serviceHours}
          </p>
        </div>
      </section>

      <section aria-labelledby="help-topics">
        <h2 id="help-topics" className={styles.title}>
          Información útil
        </h2>
        <ul className={styles.cards}>
          {INFO_PAGES.map((page) => (
            <li key={page.path}>
              <ShopLink className={`${styles.card} ${styles.cardLink}`} to={page.path}>
                <h3>{page.title}</h3>
                <p>{page.summary(terms)}</p>
              </ShopLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
