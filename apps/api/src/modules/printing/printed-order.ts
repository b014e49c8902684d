/** An order as the slips and labels print it: plain lines of text and figures, nothing to look up. */
import {
  deliveryTypeOf,
  multiplyCents,
  paymentMethodName,
  shipmentParcel,
  toCents,
  type Cents,
  type DeliveredType,
  type Dimensions,
} from '@shop/domain';
import { placeText } from './pdf.js';
import { sizeKey, type PrintedOrderRow } from './repo.js';

export interface PrintedLine {
  name: string;
  colour: string;
  size: string;
  /** The size's code, blank when the owner gave it none. */
  sku: string;
  quantity: number;
  unitCents: Cents;
  totalCents: Cents;
  /** The promotion that priced the line, if any. */
  promotion: string;
}

export interface PrintedOrder {
  id: string;
  number: number;
  createdAt: Date;
  customer: { name: string; email: string; phone: string; clientId: string };
  delivery: {
    type: DeliveredType | null;
    /** "Envío a domicilio · Correo Argentino Clasico". */
    title: string;
    /** The address or the branch, line by line. */
    lines: string[];
    /** The shopper's indications (timbre, horario). */
    note: string;
  };
  lines: PrintedLine[];
  /** Subtotal, each discount given, shipping; the total apart. */
  totals: { label: string; cents: Cents; free?: boolean }[];
  totalCents: Cents;
  paymentMethod: string;
  notes: string;
  trackId: string;
  /** The one parcel MiCorreo is told of, or why it cannot be said. */
  parcel: { ok: true; parcel: Dimensions } | { ok: false; reason: string };
}

const join = (parts: readonly string[], separator = ' ') =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(separator);

function deliveryOf(row: PrintedOrderRow): PrintedOrder['delivery'] {
  const type = deliveryTypeOf({ shipping_type: row.shippingType, shipment: row.shipment });
  const s = row.shipment;
  const service = s.rate.productName.trim();
  if (type === 'S') {
    return {
      type,
      title: join(['Retiro en sucursal', service], ' · '),
      lines: [
        s.rate.agencyAddress.trim() || 'Sucursal de Correo Argentino',
        s.rate.agencyCode ? `Código de sucursal: ${s.rate.agencyCode}` : '',
      ].filter(Boolean),
      note: '',
    };
  }
  const home = [
    join([s.street_name, s.street_number]),
    join([s.floor && `Piso ${s.floor}`, s.apartment && `Depto. ${s.apartment}`], ', '),
    placeText(s.city_name, s.state_name),
    s.zipCode.trim() ? `CP ${s.zipCode.trim()}` : '',
  ].filter(Boolean);
  return {
    type,
    title:
      type === 'D' ? join(['Envío a domicilio', service], ' · ') : 'Sin forma de envío elegida',
    lines: home,
    note: s.aclaration.trim(),
  };
}

function totalsOf(row: PrintedOrderRow, deliveryType: DeliveredType | null) {
  const totals: PrintedOrder['totals'] = [{ label: 'Subtotal', cents: row.subtotalCents }];
  const discount = (label: string, cents: Cents) => {
    if (cents > 0) totals.push({ label, cents: -cents });
  };
  discount('Descuento por promociones', row.promotionDiscountCents);
  discount('Descuento por transferencia', row.transferDiscountCents);
  discount(row.couponCode ? `Cupón ${row.couponCode}` : 'Cupón', row.couponDiscountCents);
  if (deliveryType) {
    totals.push({
      label: 'Envío',
      cents: row.shippingAmountCents,
      free: row.shippingAmountCents === 0,
    });
  }
  return totals;
}

/** The order's printed form, from its row and its products' boxes and size codes. */
export function printedOrderOf(
  row: PrintedOrderRow,
  dimensions: ReadonlyMap<string, Dimensions>,
  skus: ReadonlyMap<string, string>,
): PrintedOrder {
  const delivery = deliveryOf(row);
  const boxes = row.items.flatMap((item) => {
    const box = dimensions.get(item.id);
    return box ? [{ dimensions: box, quantity: item.quantity }] : [];
  });
  return {
    id: row.id,
    number: row.orderNumber,
    createdAt: row.createdAt,
    customer: { name: row.name, email: row.email, phone: row.phone, clientId: row.clientId },
    delivery,
    lines: row.items.map((item) => {
      const unitCents = toCents(item.price);
      return {
        name: item.name,
        colour: item.variant.variant,
        size: item.size,
        sku: skus.get(sizeKey(item.id, item.variant.id, item.size)) ?? '',
        quantity: item.quantity,
        unitCents,
        totalCents: multiplyCents(unitCents, item.quantity),
        promotion: item.promotion?.title ?? '',
      };
    }),
    totals: totalsOf(row, delivery.type),
    totalCents: row.transactionAmountCents,
    paymentMethod: paymentMethodName(row.paymentMethod),
    notes: row.adminComment.trim(),
    trackId: row.trackId.trim(),
    // A product deleted since leaves the box unknown rather than too light.
    parcel: shipmentParcel(boxes.length === row.items.length ? boxes : []),
  };
}
