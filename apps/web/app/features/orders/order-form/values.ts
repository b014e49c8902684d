import type { AdminOrderAnswer } from '@shop/domain';
/** The order form's values and how they become API bodies. */
import { ORDER_STATUS, provinceOf } from '@shop/domain';
import { numberValue } from '../../../lib/admin/form-resolver';

/**
 * A line of the order. A new order picks product, variant and size; an existing one names its
 * line (lineId) and lets the admin change only size and quantity.
 */
export interface LineValue {
  lineId: string;
  productId: string;
  variantId: string;
  size: string;
  quantity: string;
}

export interface OrderFormValues {
  name: string;
  email: string;
  phone: string;
  client_id: string;
  zipCode: string;
  state_name: string;
  city_name: string;
  street_name: string;
  street_number: string;
  floor: string;
  aclaration: string;
  rateName: string;
  deliveredType: '' | 'D' | 'S';
  status: string;
  status_detail: string;
  payment_method: string;
  shipping_amount: string;
  track_id: string;
  admin_comment: string;
  coupon: string;
  items: LineValue[];
}

export const EMPTY_LINE: LineValue = {
  lineId: '',
  productId: '',
  variantId: '',
  size: '',
  quantity: '1',
};

export const EMPTY_ORDER: OrderFormValues = {
  name: '',
  email: '',
  phone: '',
  client_id: '',
  zipCode: '',
  state_name: '',
  city_name: '',
  street_name: '',
  street_number: '',
  floor: '',
  aclaration: '',
  rateName: 'Correo Argentino Clasico',
  deliveredType: 'D',
  status: ORDER_STATUS.awaitingPayment,
  status_detail: '',
  payment_method: 'transferencia',
  shipping_amount: '0',
  track_id: '',
  admin_comment: '',
  coupon: '',
  items: [EMPTY_LINE],
};

/** An existing order as its detail form holds it: the fields PUT /order/{id} can change. */
export function orderValues(order: AdminOrderAnswer): OrderFormValues {
  const { shipment } = order;
  return {
    ...EMPTY_ORDER,
    name: order.name,
    phone: order.phone,
    client_id: order.client_id,
    zipCode: shipment.zipCode,
    // An order placed before provinces were checked may hold "CABA": the list shows its name.
    state_name: provinceOf(shipment.state_name)?.name ?? shipment.state_name,
    city_name: shipment.city_name,
    street_name: shipment.street_name,
    street_number: shipment.street_number,
    floor: shipment.floor,
    aclaration: shipment.aclaration,
    status: order.status,
    track_id: order.track_id,
    email: order.email,
    admin_comment: order.admin_comment,
    items: order.items.map((item) => ({
      ...EMPTY_LINE,
      lineId: item.lineId,
      size: item.size,
      quantity: String(item.quantity),
    })),
  };
}

/** SPEC.md section 7's POST /order body; the server prices it from its own data. */
export function orderBody(values: OrderFormValues) {
  return {
    items: values.items.map((line) => ({
      id: line.productId,
      size: line.size,
      variant: line.variantId === '' ? undefined : { id: Number(line.variantId) },
      quantity: numberValue(line.quantity),
    })),
    name: values.name,
    email: values.email,
    phone: values.phone,
    client_id: values.client_id,
    shipment: {
      zipCode: values.zipCode,
      state_name: values.state_name,
      city_name: values.city_name,
      street_name: values.street_name,
      street_number: values.street_number,
      floor: values.floor,
      aclaration: values.aclaration,
      rate: {
        productName: values.rateName,
        deliveredType: values.deliveredType || undefined,
      },
    },
    status: values.status,
    status_detail: values.status_detail,
    payment_method: values.payment_method,
    shipping_amount: numberValue(values.shipping_amount),
    shipping_type: values.deliveredType === 'S' ? 'sucursal' : 'domicilio',
    track_id: values.track_id,
    admin_comment: values.admin_comment,
    coupon: values.coupon || undefined,
  };
}

const CONTACT_FIELDS = ['name', 'phone', 'client_id'] as const;
const ADDRESS_FIELDS = [
  'zipCode',
  'state_name',
  'city_name',
  'street_name',
  'street_number',
  'floor',
  'aclaration',
] as const;

/**
 * The contact fields and the address of PUT /order/{id}, each only when it differs from what the
 * page read (`original`): a status change does not re-send an address the checks of today would
 * refuse.
 */
export function contactAndAddressBody(values: OrderFormValues, original: OrderFormValues) {
  const changed = (key: keyof OrderFormValues) => values[key] !== original[key];
  const contact = Object.fromEntries(
    CONTACT_FIELDS.filter(changed).map((key) => [key, values[key]]),
  ) as Partial<Pick<OrderFormValues, (typeof CONTACT_FIELDS)[number]>>;
  return ADDRESS_FIELDS.some(changed)
    ? {
        ...contact,
        shipment: Object.fromEntries(ADDRESS_FIELDS.map((key) => [key, values[key]])) as Pick<
          OrderFormValues,
          (typeof ADDRESS_FIELDS)[number]
        >,
      }
    : contact;
}

/** SPEC.md section 7's PUT /order/{id} body: what the detail page lets the admin change. */
export function orderUpdateBody(values: OrderFormValues, original: OrderFormValues) {
  return {
    status: values.status,
    track_id: values.track_id,
    email: values.email,
    admin_comment: values.admin_comment,
    ...contactAndAddressBody(values, original),
    items: values.items.map((item) => ({
      lineId: item.lineId,
      size: item.size,
      quantity: numberValue(item.quantity),
    })),
  };
}

/** Body paths back to the form's fields: items.0.id is the product select of line 1. */
export function orderFieldOf(path: string): string {
  const line = /^items\.(\d+)\.(id|variant|variant\.id)$/.exec(path);
  if (line) return `items.${line[1]}.${line[2] === 'id' ? 'productId' : 'variantId'}`;
  const shipment = /^shipment\.(?:rate\.)?(\w+)$/.exec(path);
  if (shipment) return shipment[1] === 'productName' ? 'rateName' : (shipment[1] ?? path);
  return path;
}
