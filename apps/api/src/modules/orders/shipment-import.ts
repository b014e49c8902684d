/** The MiCorreo import's body built from the order, or the Spanish reason it cannot be made. */
import {
  deliveryTypeOf,
  fromCents,
  importShortField,
  legacyPostalCode,
  productTypeOfRate,
  provinceOf,
  shipmentParcel,
} from '@shop/domain';
import type { ShipmentImport } from '../shipping/micorreo-shipments.js';
import type { OrderCore } from './core.js';
import type { OrderRow } from './rows.js';

const NO_DELIVERY_TYPE =
  'El pedido no tiene elegido envío a domicilio ni retiro en sucursal de Correo Argentino.';
const NO_AGENCY = 'El pedido no tiene el código de la sucursal de Correo Argentino.';
const NO_PROVINCE =
  'La provincia de la dirección no es una provincia argentina: corregila con "Realizar Cambios" y volvé a generar el envío.';

/** The import's body from the order, or the Spanish reason it cannot be made. */
export async function importOf(
  core: Pick<OrderCore, 'repo'>,
  order: OrderRow,
): Promise<{ ok: true; shipment: ShipmentImport } | { ok: false; reason: string }> {
  const stored = order.shipment;
  const deliveryType = deliveryTypeOf({ shipping_type: order.shippingType, shipment: stored });
  if (!deliveryType) return { ok: false, reason: NO_DELIVERY_TYPE };
  if (deliveryType === 'S' && !stored.rate.agencyCode) return { ok: false, reason: NO_AGENCY };
  const { items } = order;
  const products = await core.repo.loadProducts(
    core.repo.db,
    items.map((item) => item.id),
  );
  const lines = items.flatMap((item) => {
    const product = products.get(item.id);
    return product ? [{ dimensions: product.dimensions, quantity: item.quantity }] : [];
  });
  const box = shipmentParcel(lines.length === items.length ? lines : []);
  if (!box.ok) return { ok: false, reason: box.reason };
  // Orders placed before the province was checked may hold any text ("CABA").
  const province = provinceOf(stored.state_name);
  if (deliveryType === 'D' && !province) return { ok: false, reason: NO_PROVINCE };
  return {
    ok: true,
    shipment: {
      extOrderId: order.id,
      orderNumber: String(order.orderNumber),
      recipient: { name: order.name, phone: '', cellPhone: order.phone, email: order.email },
      shipping: {
        deliveryType,
        productType: productTypeOfRate(stored.rate.productName),
        agency: deliveryType === 'S' ? stored.rate.agencyCode : null,
        address:
          deliveryType === 'D'
            ? {
                streetName: stored.street_name.trim(),
                streetNumber: stored.street_number.trim(),
                floor: importShortField(stored.floor),
                apartment: importShortField(stored.apartment),
                city: stored.city_name.trim(),
                provinceCode: province?.provinceCode ?? '',
                postalCode: legacyPostalCode(stored.zipCode) ?? stored.zipCode.trim(),
              }
            : null,
        ...box.parcel,
        // The goods' worth: what the shopper paid, less the shipping.
        declaredValue: fromCents(order.transactionAmountCents - order.shippingAmountCents),
      },
    },
  };
}
