/** Packing slips and shipping labels of the chosen orders, as one PDF (issue 44). */
import { deliveryTypeOf, type PrintKind, type Settings } from '@shop/domain';
import { notFound, unprocessable } from '../../http/errors.js';
import { isUuid } from '../../lib/ids.js';
import { drawPackingSlip } from './packing-slip.js';
import { newPdf, pdfBytes } from './pdf.js';
import { printedOrderOf, type PrintedOrder } from './printed-order.js';
import type { PrintingRepo } from './repo.js';
import { drawShippingLabel } from './shipping-label.js';

/** Orders drawn between two looks at the other requests waiting. */
const YIELD_EVERY = 10;

const NAMES = {
  slips: { title: 'Remitos', file: 'remitos' },
  labels: { title: 'Etiquetas', file: 'etiquetas' },
} as const;

/** Orders named one by one in a message or a title; past these, "y N más". */
const NAMED = 5;

/** "#1001", "#1001 y #1002", "#1001, #1002, #1003, #1004, #1005 y 12 más". */
export function numbers(orders: readonly { orderNumber: number }[]): string {
  const all = orders.map((o) => `#${o.orderNumber}`);
  if (all.length > NAMED) return `${all.slice(0, NAMED).join(', ')} y ${all.length - NAMED} más`;
  return all.length < 2 ? all.join('') : `${all.slice(0, -1).join(', ')} y ${all.at(-1)}`;
}

/** remitos-1001.pdf for one order; remitos-1001-y-11-mas.pdf for a selection. */
function fileName(kind: PrintKind, orders: readonly PrintedOrder[]): string {
  const first = orders[0]!.number;
  const more = orders.length > 1 ? `-y-${orders.length - 1}-mas` : '';
  return `${NAMES[kind].file}-${first}${more}.pdf`;
}

export function createPrintingService(repo: PrintingRepo, settings: () => Promise<Settings>) {
  /** The chosen orders in the order asked, each once; refused whole if one is unknown. */
  async function ordersOf(ids: readonly string[]) {
    const wanted = [...new Set(ids)];
    const rows = await repo.orders(wanted.filter(isUuid));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = wanted.filter((id) => !byId.has(id));
    if (missing.length) {
      throw notFound(
        missing.length === 1
          ? `No existe el pedido ${missing[0]}: puede haberse borrado. Actualizá la lista.`
          : `No existen ${missing.length} de los pedidos elegidos (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? '…' : ''}): pueden haberse borrado. Actualizá la lista.`,
      );
    }
    return wanted.map((id) => byId.get(id)!);
  }

  return {
    /** One PDF: a slip page (or more, for a long order) or one label per order. */
    async print(input: { ids: readonly string[]; kind: PrintKind }) {
      const rows = await ordersOf(input.ids);
      if (input.kind === 'labels') {
        const unshipped = rows.filter(
          (row) => !deliveryTypeOf({ shipping_type: row.shippingType, shipment: row.shipment }),
        );
        if (unshipped.length) {
          throw unprocessable(
            unshipped.length === 1
              ? `El pedido ${numbers(unshipped)} no tiene elegido envío a domicilio ni retiro en sucursal: no lleva etiqueta. Elegí la forma de envío en el pedido o quitalo de la selección.`
              : `Los pedidos ${numbers(unshipped)} no tienen elegido envío a domicilio ni retiro en sucursal: no llevan etiqueta. Elegí la forma de envío en cada pedido o quitalos de la selección.`,
            'no_delivery',
          );
        }
      }
      const productIds = [...new Set(rows.flatMap((row) => row.items.map((i) => i.id)))].filter(
        isUuid,
      );
      const [dimensions, skus, shop] = await Promise.all([
        repo.dimensions(productIds),
        repo.skus(productIds),
        settings(),
      ]);
      const orders = rows.map((row) => printedOrderOf(row, dimensions, skus));
      const doc = newPdf(`${NAMES[input.kind].title} ${numbers(rows)}`, shop.sender.name);
      for (const [index, order] of orders.entries()) {
        if (input.kind === 'slips') drawPackingSlip(doc, order, shop.sender, shop.contact);
        else drawShippingLabel(doc, order, shop.sender, shop.contact.phone);
        // A big selection takes seconds: other requests are answered in between.
        if (index % YIELD_EVERY === YIELD_EVERY - 1) await new Promise(setImmediate);
      }
      return { pdf: await pdfBytes(doc), filename: fileName(input.kind, orders) };
    },
  };
}

export type PrintingService = ReturnType<typeof createPrintingService>;
