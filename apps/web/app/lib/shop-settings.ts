import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '@shop/domain';
import type { AppLoadContext } from 'react-router';

export type { Settings };

/**
 * GET /api/settings for the layout and the content pages. Every page can still be shown without
 * it, so a failed call or an unexpected answer falls back to the documented defaults.
 */
export async function loadShopSettings(api: AppLoadContext['api']): Promise<Settings> {
  try {
    const response = await api('/api/settings');
    if (response.status !== 200) return DEFAULT_SETTINGS;
    const parsed = settingsSchema.safeParse(await response.json());
    if (!parsed.success) return DEFAULT_SETTINGS;
    return {
      ...parsed.data,
      serviceHours: parsed.data.serviceHours.trim() || DEFAULT_SETTINGS.serviceHours,
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** Demo contact details, used until the admin fills in Ajustes > Contacto (WhatsApp and e-mail). */
export const DEMO_CONTACT = {
  whatsapp: '5491100000000',
  email: 'contacto@tiendadeportiva.com.ar',
} as const;

export interface ContactLinks {
  whatsapp: string;
  whatsappLabel: string;
  email: string;
  mailto: string;
  /** Only when the admin has set the shop's profile. */
  instagram: string | null;
}

/** wa.me and mailto links from the settings, with the demo values as fallback; Instagram if set. */
export function contactLinks(settings: Settings, whatsappText?: string): ContactLinks {
  const phone = (settings.contact.whatsapp || DEMO_CONTACT.whatsapp).replace(/\D/g, '');
  const email = settings.contact.email || DEMO_CONTACT.email;
  const text = whatsappText ? `?text=${encodeURIComponent(whatsappText)}` : '';
  return {
    whatsapp: `https://wa.me/${phone}${text}`,
    whatsappLabel: `+${phone}`,
    email,
    mailto: `mailto:${email}`,
    instagram: settings.contact.instagram || null,
  };
}

export { formatPesosShort } from '@shop/domain';

/** Absolute canonical URL of a path. */
export function canonicalUrl(publicUrl: string, pathname: string): string {
  return `${publicUrl.replace(/\/$/, '')}${pathname}`;
}
