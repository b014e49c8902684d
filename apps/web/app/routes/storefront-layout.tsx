import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '@shop/domain';
import { Outlet, useLocation, type ShouldRevalidateFunction } from 'react-router';
import { FloatingActions } from '../components/layout/floating-actions';
import { SiteFooter, type ShopContact } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import layoutStyles from '../components/layout/storefront-layout.module.css';
import { Toaster } from '../components/toasts';
import type { Route } from './+types/storefront-layout';

/** Used while the admin has not filled in the contact settings. */
const PLACEHOLDER_WHATSAPP = '5491100000000';
const PLACEHOLDER_EMAIL = 'contacto@tiendadeportiva.com.ar';

async function loadSettings(api: Route.LoaderArgs['context']['api']): Promise<Settings> {
  try {
    const response = await api('/api/settings');
    if (response.status !== 200) return DEFAULT_SETTINGS;
    const parsed = settingsSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  } catch {
    // The chrome must never take a page down: without settings it shows the defaults.
    return DEFAULT_SETTINGS;
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await loadSettings(context.api);
  const whatsappDigits = settings.contact.whatsapp.replace(/\D/g, '');
  const contact: ShopContact = {
    email: settings.contact.email || PLACEHOLDER_EMAIL,
    whatsappUrl: `https://wa.me/${whatsappDigits || PLACEHOLDER_WHATSAPP}`,
    serviceHours: settings.serviceHours,
  };
  return { freeShippingThreshold: settings.freeShippingThreshold, contact };
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
    <>
      <a href="#contenido" className={layoutStyles.skipLink}>
        Saltar al contenido
      </a>
      <SiteHeader freeShippingThreshold={loaderData.freeShippingThreshold} reduced={reduced} />
      <main id="contenido" className={layoutStyles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter contact={loaderData.contact} reduced={reduced} />
      <FloatingActions whatsappUrl={loaderData.contact.whatsappUrl} showCart={!reduced} />
      <Toaster />
    </>
  );
}
