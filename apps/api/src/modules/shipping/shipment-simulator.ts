/**
 * MiCorreo's shipments calls when the shop has no Correo Argentino account: the import's field
 * rules and documented 402 messages (INTEGRATIONS.md 2.7), and the panel's part, which the API
 * lacks: it gives an imported order a tracking number and moves the parcel one step further on
 * each tracking call, so the whole flow runs offline. Kept in memory: a restart forgets it.
 */
import { PROVINCE_CODES } from '@shop/domain';
import type { ShippingCarrier } from './carrier.js';
import {
  ALREADY_IMPORTED_MESSAGE,
  ShipmentRefusedError,
  type RawTrackingEvent,
  type ShipmentCarrier,
  type ShipmentImport,
} from './micorreo-shipments.js';

const HOME_STEPS = ['IMPOSICION', 'EN TRANSITO', 'EN PODER DEL DISTRIBUIDOR', 'ENTREGADO'];
const BRANCH_STEPS = [
  'IMPOSICION',
  'EN TRANSITO',
  'DISPONIBLE EN SUCURSAL',
  'ENTREGADO EN SUCURSAL',
];
const MAX_WEIGHT_GRAMS = 25_000;
const SIDES = [
  ['height', 'alto'],
  ['width', 'ancho'],
  ['length', 'largo'],
] as const;

interface SimulatedShipment {
  trackingNumber: string;
  steps: readonly string[];
  branch: string;
  /** Newest first, as MiCorreo answers them. */
  events: RawTrackingEvent[];
}

/** "dd-MM-yyyy HH:mm" in Argentina's time (UTC−03:00). */
function miCorreoDate(at: number): string {
  const local = new Date(at - 3 * 60 * 60_000).toISOString();
  return `${local.slice(8, 10)}-${local.slice(5, 7)}-${local.slice(0, 4)} ${local.slice(11, 16)}`;
}

const refused = (message: string) => new ShipmentRefusedError(message, 402);
const missing = (field: string) => new ShipmentRefusedError(`Parametro requerido: ${field}`, 400);

/** MiCorreo's field rules for POST /shipping/import, in the order its messages name them. */
async function check(shipment: ShipmentImport, branches: ShippingCarrier): Promise<void> {
  const { recipient, shipping } = shipment;
  if (!shipment.extOrderId) throw missing('extOrderId');
  if (!recipient.name) throw missing('recipient.name');
  if (!recipient.email) throw missing('recipient.email');
  if (shipping.deliveryType !== 'D' && shipping.deliveryType !== 'S') {
    throw refused('Tipo de entrega invalido');
  }
  if (shipping.productType !== 'CP' && shipping.productType !== 'EP') {
    throw refused(`Tipo de encomienda [${shipping.productType}] no valida`);
  }
  if (!Number.isInteger(shipping.weight)) throw refused('Peso no valido');
  if (shipping.weight <= 0) throw refused('El peso debe ser mayor a 0');
  if (shipping.weight > MAX_WEIGHT_GRAMS) {
    throw refused('El peso excede el maximo permitido para el producto');
  }
  for (const [field, name] of SIDES) {
    const value = shipping[field];
    if (!Number.isInteger(value) || value < 0 || value > 255) {
      throw refused(`El ${name} debe estar entre 0 y 255.`);
    }
  }
  if (shipping.deliveryType === 'S') {
    const code = shipping.agency ?? '';
    const agencies = await branches.agencies(code.charAt(0)).catch(() => []);
    if (!agencies.some((agency) => agency.code === code)) {
      throw refused('Verifique la sucursal de destino');
    }
    return;
  }
  const address = shipping.address;
  for (const field of [
    'streetName',
    'streetNumber',
    'city',
    'provinceCode',
    'postalCode',
  ] as const) {
    if (!address?.[field]) throw missing(`shipping.address.${field}`);
  }
  if (!(PROVINCE_CODES as readonly string[]).includes(address?.provinceCode ?? '')) {
    throw refused('La provincia es invalida.');
  }
}

export function createShipmentSimulator(options: {
  /** The rates simulator, whose branches are the ones a pickup may name. */
  branches: ShippingCarrier;
  now?: () => number;
}): ShipmentCarrier {
  const now = options.now ?? Date.now;
  const shipments = new Map<string, SimulatedShipment>();
  let issued = 0;

  return {
    kind: 'simulator',

    async importShipment(shipment) {
      if (shipments.has(shipment.extOrderId)) throw refused(ALREADY_IMPORTED_MESSAGE);
      await check(shipment, options.branches);
      issued += 1;
      const pickup = shipment.shipping.deliveryType === 'S';
      const trackingNumber = `000500${String(7_639_301 + issued).padStart(9, '0')}A3G0C701`;
      shipments.set(shipment.extOrderId, {
        trackingNumber,
        steps: pickup ? BRANCH_STEPS : HOME_STEPS,
        branch: pickup ? `SUCURSAL ${shipment.shipping.agency ?? ''}` : 'CORREO ARGENTINO',
        events: [
          {
            event: 'PREIMPOSICION',
            date: miCorreoDate(now()),
            branch: 'CORREO ARGENTINO',
            status: '',
            sign: '',
          },
        ],
      });
      return { createdAt: new Date(now()).toISOString() };
    },

    trackingNumberOf(extOrderId) {
      return Promise.resolve(shipments.get(extOrderId)?.trackingNumber ?? null);
    },

    tracking(shippingId) {
      const shipment = [...shipments.values()].find((s) => s.trackingNumber === shippingId);
      // MiCorreo's 200 "not found".
      if (!shipment) return Promise.resolve(null);
      const next = shipment.steps[shipment.events.length - 1];
      if (next) {
        shipment.events.unshift({
          event: next,
          date: miCorreoDate(now()),
          branch: shipment.branch,
          status: '',
          sign: next.startsWith('ENTREGADO') ? 'FIRMA' : '',
        });
      }
      return Promise.resolve(shipment.events.map((event) => ({ ...event })));
    },
  };
}
