/** What the process tests do to a running shop over HTTP: sign in, stock a product, order. */
import { TRANSFER_SETUP } from './order-shop.js';

export type AdminOrder = {
  order_number: number;
  items: { name: string; size: string; quantity: number; price: number }[];
  transaction_amount: number;
  status: string;
};

export async function signIn(
  base: string,
  admin: { username: string; password: string },
): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

/** A product with plenty of stock in one size; answers its id. */
export async function createStockedProduct(
  base: string,
  headers: Record<string, string>,
): Promise<string> {
  const res = await fetch(`${base}/api/products`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      productName: 'Medias de prueba de operación',
      price: 10000,
      brand: 'Nike',
      cat: 'Medias',
      description: 'Medias para los ensayos de la tienda en marcha.',
      color: 'Blanco',
      tags: [],
      variants: [
        {
          id: 1,
          variant: 'Blanco',
          imgUrl: ['/api/images/00000000-0000-4000-8000-000000000001'],
          sizes: [{ size: '39-40', stock: 100_000, sold: 0 }],
        },
      ],
      dimensions: { weight: 200, height: 5, width: 10, length: 20 },
    }),
  });
  if (res.status !== 201) throw new Error(`product creation answered ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}

/** Units the n-th order of a stream buys (1 to 3, so orders differ). */
export const unitsOf = (n: number) => 1 + (n % 3);

/** A bank-transfer checkout body: these lines (variant 1), home delivery to a CABA shopper. */
export function transferOrderBody(
  lines: { id: string; size: string; quantity: number }[],
  shopper: { payerName: string; email: string; streetNumber: string },
): string {
  return JSON.stringify({
    productInfo: lines.map((line) => ({ ...line, variant: { id: 1 } })),
    payerInfo: {
      payerName: shopper.payerName,
      email: shopper.email,
      phone: '1144445555',
      zipCode: '1425',
      state: 'Ciudad Autónoma de Buenos Aires',
      city: 'CABA',
      street: 'Av. Santa Fe',
      streetNumber: shopper.streetNumber,
      client_id: '30123456',
    },
    shipment: { rate: { productName: 'Correo Argentino Clasico', deliveredType: 'D' } },
  });
}

/** Places the n-th order of a stream by bank transfer; answers the response. */
export function placeOrder(base: string, productId: string, n: number): Promise<Response> {
  return fetch(`${base}/api/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: transferOrderBody([{ id: productId, size: '39-40', quantity: unitsOf(n) }], {
      payerName: `Cliente ${n}`,
      email: `cliente${n}@example.com`,
      streetNumber: String(1000 + n),
    }),
  });
}

export async function adminOrders(
  base: string,
  headers: Record<string, string>,
): Promise<AdminOrder[]> {
  const res = await fetch(`${base}/api/orders`, { headers });
  if (res.status !== 200) throw new Error(`order list answered ${res.status}`);
  return (await res.json()) as AdminOrder[];
}

/** Gives the running shop a bank account and a WhatsApp number, so it takes transfers. */
export async function setUpTransferOverHttp(
  base: string,
  headers: Record<string, string>,
): Promise<void> {
  const settings = (await (await fetch(`${base}/api/settings`)).json()) as {
    contact: Record<string, string>;
  };
  const res = await fetch(`${base}/api/settings`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      ...settings,
      bankAccount: TRANSFER_SETUP.bankAccount,
      contact: { ...settings.contact, whatsapp: TRANSFER_SETUP.contact.whatsapp },
    }),
  });
  if (res.status !== 200) throw new Error(`settings answered ${res.status}: ${await res.text()}`);
}
