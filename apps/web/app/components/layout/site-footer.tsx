import type { CategoryName } from '@shop/domain';
import { catalogueHref, selectCatalogueFilters } from './catalogue-links';
import { ChatIcon, MailIcon } from './icons';
import { NewsletterForm } from './newsletter-form';
import { ShopLink } from '../shop-link';
import { PaymentBadges } from './payment-badges';
import styles from './site-footer.module.css';

export interface ShopContact {
  email: string;
  whatsappUrl: string;
  serviceHours: string;
}

type FooterLink = { label: string; to: string } | { label: string; category: CategoryName };

const NAVIGATION: readonly FooterLink[] = [
  { label: 'Inicio', to: '/' },
  { label: 'Catálogo', to: '/catalogo' },
  { label: 'Botines', category: 'Botines' },
  { label: 'Camisetas', category: 'Camisetas' },
  { label: 'Indumentaria', category: 'Indumentaria' },
  { label: 'Zapatillas', category: 'Zapatillas' },
  { label: 'Accesorios', category: 'Accesorios' },
  { label: 'Ayuda', to: '/ayuda' },
  { label: 'Sobre nosotros', to: '/sobre-nosotros' },
];

/**
 * Payment logos, navigation, contact and newsletter. `reduced` (checkout) leaves out the
 * newsletter block.
 */
export function SiteFooter({
  contact,
  reduced = false,
}: {
  contact: ShopContact;
  reduced?: boolean;
}) {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-payments">
          <h2 id="footer-payments" className={styles.heading}>
            Medios de pago
          </h2>
          <PaymentBadges />
        </section>
        <nav aria-labelledby="footer-navigation">
          <h2 id="footer-navigation" className={styles.heading}>
            Navegación
          </h2>
          <ul className={styles.links}>
            {NAVIGATION.map((link) => (
              <li key={link.label}>
                {'category' in link ? (
                  <ShopLink
                    to={catalogueHref({ category: link.category })}
                    className={styles.link}
                    onClick={() => selectCatalogueFilters({ category: link.category })}
                  >
                    {link.label}
                  </ShopLink>
                ) : (
                  <ShopLink to={link.to} className={styles.link}>
                    {link.label}
                  </ShopLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contactanos
          </h2>
          <ul className={styles.links}>
            <li>
              <a href={`mailto:${contact.email}`} className={styles.contact}>
                <MailIcon className={styles.contactIcon} />
                {contact.email}
              </a>
            </li>
            <li>
              <a
                href={contact.whatsappUrl}
                className={styles.contact}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ChatIcon className={styles.contactIcon} />
                WhatsApp
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            </li>
          </ul>
          <p className={styles.hours}>Atención: {contact.serviceHours}</p>
        </section>
        {!reduced && (
          <section aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter" className={styles.heading}>
              Newsletter
            </h2>
            <NewsletterForm />
          </section>
        )}
      </div>
      <p className={styles.copyright}>© 2024 Tienda deportiva</p>
    </footer>
  );
}
