/** What the order benches send: one shopper in CABA paying by transfer. */

/** The buyer of every bench order. */
export const BENCH_PAYER = {
  payerName: 'Cliente de Carga',
  email: 'carga@example.com',
  phone: '1144445555',
  zipCode: '1425',
  state: 'Ciudad Autónoma de Buenos Aires',
  city: 'CABA',
  street: 'Av. Santa Fe',
  streetNumber: '1234',
  client_id: '30123456',
};

/** Pickup at the carrier's branch `agencyCode`. */
export function branchPickup(agencyCode: string) {
  return { productName: 'Correo Argentino Clasico', deliveredType: 'S', agencyCode };
}

export const HOME_DELIVERY = { productName: 'Correo Argentino Clasico', deliveredType: 'D' };

/** Transfer is taken only once the shop has a bank account and a WhatsApp number. */
export async function acceptTransfers(base: string, token: string): Promise<void> {
  const settings = (await (await fetch(`${base}/api/settings`)).json()) as object;
  const saved = await fetch(`${base}/api/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      ...settings,
      bankAccount: {
        bank: 'Banco Nación',
        holder: 'Tienda',
        cbu: '',
        alias: 'tienda.pagos',
        cuit: '',
      },
      contact: { whatsapp: '+5491155556666', email: '', phone: '', instagram: '' },
    }),
  });
  if (!saved.ok) throw new Error(`PUT /api/settings answered ${saved.status}`);
}

/** A pickup branch of the shopper's province (CABA), as the checkout page would choose it. */
export async function pickupBranch(base: string): Promise<string> {
  const { token } = (await (await fetch(`${base}/api/correo-argentino-token`)).json()) as {
    token: string;
  };
  const answer = await fetch(`${base}/api/agencies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provinceCode: 'C', token }),
  });
  if (!answer.ok) throw new Error(`/api/agencies answered ${answer.status}`);
  const { agencies } = (await answer.json()) as { agencies: { code: string }[] };
  if (!agencies[0]) throw new Error('the carrier has no branch in CABA');
  return agencies[0].code;
}
