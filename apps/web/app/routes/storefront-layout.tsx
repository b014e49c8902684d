import { Outlet, useLocation, type ShouldRevalidateFunction } from 'react-router';
import { FloatingActions } from '../components/layout/floating-actions';
import { SiteFooter, type ShopContact } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import layoutStyles from '../components/layout/storefront-layout.module.css';
import { Toaster } from '../components/toasts';
import { contactLinks, loadShopSettings } from '../lib/shop-settings';
import { SalesContext, loadSales } from '../lib/shop-sales';
import { ShopTermsContext, shopTermsOf } from '../lib/shop-terms';
import type { Route } from './+types/storefront-layout';

export async function loader({ context }: Route.LoaderArgs) {
  const [settings, sales] = await Promise.all([
    loadShopSettings(context.api),
    loadSales(context.api),
  ]);
  const links = contactLinks(settings);
  const contact: ShopContact = {
    email: links.email,
    whatsappUrl: links.whatsapp,
    serviceHours: settings.serviceHours,
  };
  return { terms: shopTermsOf(settings), contact, sales };
}

/** The store settings hardly change: moving between pages does not ask for them again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false);

/**
 * The storefront's chrome around every public page: banners, header, the one <main>, footer,
 * floating buttons and toasts. The checkout (/paymentgateway) gets the reduced version.
 */
export default function StorefrontLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const reduced = pathname.startsWith('/paymentgateway');
  return (
    <ShopTermsContext.Provider value={loaderData.terms}>
      <SalesContext.Provider value={loaderData.sales}>
        <a href="#contenido" className={layoutStyles.skipLink}>
          Saltar al contenido
        </a>
        <SiteHeader terms={loaderData.terms} reduced={reduced} />
        <main id="contenido" className={layoutStyles.main} tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter contact={loaderData.contact} reduced={reduced} />
        <FloatingActions
          whatsappUrl={loaderData.contact.whatsappUrl}
          showCart={!reduced && pathname !== '/carrito'}
        />
        <Toaster />
      </SalesContext.Provider>
    </ShopTermsContext.Provider>
  );
}
