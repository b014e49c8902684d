import type { AddressChange, OrderUpdate } from '@shop/domain';
import { ApiError } from '../../http/errors.js';
import type { OrderRow } from './rows.js';

/** The owner's words for each field the order's address and contact edit may change. */
const CONTACT_LABELS = { name: 'Nombre', phone: 'Teléfono', clientId: 'DNI, Cuil o Cuit' } as const;
const ADDRESS_LABELS = {
  zipCode: 'Código postal',
  state_name: 'Provincia',
  city_name: 'Ciudad',
  street_name: 'Calle',
  street_number: 'Número',
  floor: 'Piso',
  aclaration: 'Aclaración',
} as const;

export const ADDRESS_ALREADY_SHIPPED =
  'El envío ya se generó en Correo Argentino con la dirección anterior: corregila también en MiCorreo, o cancelá el envío allí antes de cambiarla acá.';

export type { AddressChange } from '@shop/domain';

/**
 * What PUT /api/order/:id changes of the order's contact and shipping address: the row's patch
 * and one line per field whose value really differs. An address MiCorreo already took is not
 * changed here (its label would go to the old one).
 */
export function addressEdit(order: OrderRow, input: OrderUpdate) {
  const changes: AddressChange[] = [];
  const patch: Partial<Pick<OrderRow, 'name' | 'phone' | 'clientId' | 'shipment'>> = {};
  const contact = { name: input.name, phone: input.phone, clientId: input.client_id };
  for (const key of Object.keys(CONTACT_LABELS) as (keyof typeof CONTACT_LABELS)[]) {
    const to = contact[key];
    if (to !== undefined && to !== order[key]) {
      changes.push({ field: CONTACT_LABELS[key], from: order[key], to });
      patch[key] = to;
    }
  }
  if (input.shipment) {
    // Read field by field: the row is the shopper's old text, whatever it holds.
    const stored: Partial<Record<string, unknown>> = order.shipment;
    const before = changes.length;
    for (const key of Object.keys(ADDRESS_LABELS) as (keyof typeof ADDRESS_LABELS)[]) {
      const from = typeof stored[key] === 'string' ? stored[key] : '';
      const to = input.shipment[key] ?? '';
      if (to !== from) changes.push({ field: ADDRESS_LABELS[key], from, to });
    }
    if (changes.length > before) {
      if (order.shipmentImportedAt)
        throw new ApiError(409, 'shipment_imported', ADDRESS_ALREADY_SHIPPED);
      patch.shipment = {
        ...order.shipment,
        ...input.shipment,
        floor: input.shipment.floor ?? '',
        aclaration: input.shipment.aclaration ?? '',
      };
    }
  }
  return { patch, changes };
}
