import { inject } from 'vitest';
import { adminFetch, sharedAdminToken } from './admin.js';

const shop = inject('shopUrl');

/** A size of the catalogue, as an order's line names it. */
export type Line = { id: string; variant: { id: number }; size: string };

export interface CatalogueProduct {
  id: string;
  variants: { id: number; sizes: { size: string; stock: number }[] }[];
}

/** Every product as GET /api/products lists it. */
export async function catalogueProducts(): Promise<CatalogueProduct[]> {
  return (await (await fetch(`${shop}/api/products`)).json()) as CatalogueProduct[];
}

/** Every size holding three units or more, as order lines. */
export async function linesInStock(): Promise<Line[]> {
  return (await catalogueProducts()).flatMap((p) =>
    p.variants.flatMap((v) =>
      v.sizes
        .filter((s) => s.stock > 2)
        .map((s) => ({ id: p.id, variant: { id: v.id }, size: s.size })),
    ),
  );
}

/** A shopper in Buenos Aires, as the order calls take one. */
export const cabaPayer = (payerName: string, email: string) => ({
  payerName,
  email,
  phone: '1144445555',
  zipCode: '1425',
  state: 'Ciudad Autónoma de Buenos Aires',
  city: 'CABA',
  street: 'Av. Santa Fe',
  streetNumber: '1234',
  floor: '',
  aclaration: '',
  client_id: '30123456',
});

/** Home delivery by Correo Argentino's standard service. */
export const HOME_DELIVERY = {
  rate: { productName: 'Correo Argentino Clasico', deliveredType: 'D' },
};

/**
 * Runs `place` while the shop takes transfers (it needs an account and a WhatsApp number), then
 * puts the settings back. Orders read the settings at most once a second: it waits that long.
 */
export async function withTransfersTaken<T>(place: () => Promise<T>): Promise<T> {
  const before = (await (await fetch(`${shop}/api/settings`)).json()) as object;
  const put = (settings: object) => adminFetch('/api/settings', 'PUT', settings, sharedAdminToken);
  await put({
    ...before,
    bankAccount: {
      bank: 'Banco Nación',
      holder: 'Tienda',
      cbu: '',
      alias: 'tienda.pagos',
      cuit: '',
    },
    contact: { whatsapp: '+5491155556666', email: '', phone: '', instagram: '' },
  });
  await new Promise((resolve) => setTimeout(resolve, 1100));
  try {
    return await place();
  } finally {
    await put(before);
  }
}
