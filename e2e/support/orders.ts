import { inject } from 'vitest';

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
