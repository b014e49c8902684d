/**
 * Correo Argentino shipments after the sale: the order imported into the MiCorreo panel
 * (POST /shipping/import, INTEGRATIONS.md 2.7) and its tracking events (GET /shipping/tracking,
 * 2.8). Answered by MiCorreo through the client's session (micorreo-client.ts) or, without an
 * account, by shipment-simulator.ts.
 */
import { z } from 'zod';
import { CarrierError } from './carrier.js';
import type { MiCorreoClient } from './micorreo-client.js';

/** MiCorreo's 402 to a repeated extOrderId: the order is in the panel already (done). */
export const ALREADY_IMPORTED_MESSAGE = 'La orden ya fue importada con anterioridad.';

export interface ShipmentAddress {
  streetName: string;
  streetNumber: string;
  floor: string;
  apartment: string;
  city: string;
  provinceCode: string;
  postalCode: string;
}

/** POST /shipping/import's body without the account's customerId and the (null) sender. */
export interface ShipmentImport {
  extOrderId: string;
  orderNumber: string;
  recipient: { name: string; phone: string; cellPhone: string; email: string };
  shipping: {
    deliveryType: 'D' | 'S';
    productType: string;
    /** The branch code for 'S'; null for home delivery. */
    agency: string | null;
    /** The home address for 'D'; null for branch pickup. */
    address: ShipmentAddress | null;
    weight: number;
    declaredValue: number;
    height: number;
    length: number;
    width: number;
  };
}

/** MiCorreo took the import; `createdAt` is its own timestamp. */
export interface ImportResult {
  createdAt: string | null;
}

/** One event of GET /shipping/tracking, as MiCorreo writes it. */
export interface RawTrackingEvent {
  event: string;
  /** "dd-MM-yyyy HH:mm", Argentina's time. */
  date: string;
  branch: string;
  status: string;
  sign: string;
}

/**
 * MiCorreo refused the call for a business rule or a bad field (400, 402, 403, 404, 409):
 * trying again would not change its answer. `carrierMessage` is its own Spanish text.
 */
export class ShipmentRefusedError extends Error {
  constructor(
    readonly carrierMessage: string,
    readonly status: number,
  ) {
    super(`MiCorreo refused the shipment (${status}): ${carrierMessage}`);
    this.name = 'ShipmentRefusedError';
  }
}

export interface ShipmentCarrier {
  readonly kind: 'micorreo' | 'simulator';
  importShipment(shipment: ShipmentImport): Promise<ImportResult>;
  /**
   * The shipment's events (empty while MiCorreo has none yet); null when MiCorreo does not know
   * the code (its 200 "not found" answers); CarrierError when unreachable.
   */
  tracking(shippingId: string): Promise<RawTrackingEvent[] | null>;
  /**
   * The tracking number of an imported order. MiCorreo's API has no such call (the number comes
   * from its panel once the label is made): only the simulator, playing the panel, answers it.
   */
  trackingNumberOf?(extOrderId: string): Promise<string | null>;
}

export interface MiCorreoShipmentsConfig {
  customerId: string;
  /** GET path of the tracking call; the document's curl example spells it /shipping/trakcing. */
  trackingPath: string;
  /** Query parameter carrying the shipping id (INTEGRATIONS.md 2.8: the query form). */
  trackingParameter: string;
}

/** Statuses after which trying again gives the same refusal. */
const FINAL_REFUSALS = new Set([400, 402, 403, 404, 409]);

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value)));

const trackingEvent = z.object({
  event: text,
  date: text,
  branch: text,
  status: text,
  sign: text,
});

const trackingEntry = z.object({
  /** Null in the "not found" answer. */
  id: z.union([z.string(), z.number()]).nullish(),
  trackingNumber: text,
  events: z.array(trackingEvent).nullish(),
});

/**
 * The body as JSON. One client reports /shipping/import answering its JSON as a JSON string
 * (INTEGRATIONS.md 2.3): such a string is read once more.
 */
function parseBody(raw: string): unknown {
  if (!raw.trim()) return undefined;
  try {
    const first: unknown = JSON.parse(raw);
    if (typeof first === 'string') {
      try {
        return JSON.parse(first) as unknown;
      } catch {
        return first;
      }
    }
    return first;
  } catch {
    return undefined;
  }
}

async function readText(path: string, response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new CarrierError('timeout', `MiCorreo ${path}: answer cut short`);
    }
    throw new CarrierError('unavailable', `MiCorreo ${path}: ${String(error)}`);
  }
}

const messageOf = (body: unknown): string =>
  body && typeof body === 'object' && 'message' in body ? String(body.message).trim() : '';

/**
 * GET /shipping/tracking's answer: the array of shipments found, or null for its two 200 "not
 * found" shapes (an entry whose id is null, or an error message) and an empty answer.
 */
export function trackingEventsOf(body: unknown, shippingId: string): RawTrackingEvent[] | null {
  const entries = Array.isArray(body) ? body : body && typeof body === 'object' ? [body] : [];
  const events: RawTrackingEvent[] = [];
  let found = false;
  for (const entry of entries) {
    const parsed = trackingEntry.safeParse(entry);
    if (!parsed.success || parsed.data.id === null || parsed.data.id === undefined) continue;
    const { trackingNumber } = parsed.data;
    if (trackingNumber && trackingNumber !== shippingId) continue;
    found = true;
    events.push(...(parsed.data.events ?? []).filter((event) => event.event));
  }
  return found ? events : null;
}

/** The shipments calls of MiCorreo itself, through the client's Bearer session. */
export function createMiCorreoShipments(
  config: MiCorreoShipmentsConfig,
  client: Pick<MiCorreoClient, 'sendAuthorized'>,
): ShipmentCarrier {
  return {
    kind: 'micorreo',

    async importShipment(shipment) {
      const path = '/shipping/import';
      const response = await client.sendAuthorized(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          customerId: config.customerId,
          extOrderId: shipment.extOrderId,
          orderNumber: shipment.orderNumber,
          // All null: MiCorreo takes the sender from the account's profile.
          sender: {
            name: null,
            phone: null,
            cellPhone: null,
            email: null,
            originAddress: {
              streetName: null,
              streetNumber: null,
              floor: null,
              apartment: null,
              city: null,
              provinceCode: null,
              postalCode: null,
            },
          },
          recipient: shipment.recipient,
          shipping: shipment.shipping,
        }),
      });
      const body = parseBody(await readText(path, response));
      if (response.ok) {
        const createdAt =
          body && typeof body === 'object' && 'createdAt' in body ? String(body.createdAt) : null;
        return { createdAt };
      }
      const message = messageOf(body);
      if (FINAL_REFUSALS.has(response.status)) {
        throw new ShipmentRefusedError(
          message || `Correo Argentino rechazó el envío (código ${response.status}).`,
          response.status,
        );
      }
      throw new CarrierError(
        response.status >= 500 || response.status === 429 ? 'unavailable' : 'rejected',
        `MiCorreo ${path} answered ${response.status}${message ? `: ${message}` : ''}`,
        response.status,
        message || undefined,
      );
    },

    async tracking(shippingId) {
      const query = new URLSearchParams({ [config.trackingParameter]: shippingId });
      const path = `${config.trackingPath}?${query.toString()}`;
      const response = await client.sendAuthorized(path, { method: 'GET' });
      const body = parseBody(await readText(path, response));
      if (!response.ok) {
        throw new CarrierError(
          response.status >= 500 || response.status === 429 ? 'unavailable' : 'rejected',
          `MiCorreo ${config.trackingPath} answered ${response.status}: ${messageOf(body)}`,
          response.status,
        );
      }
      if (body === undefined) {
        throw new CarrierError('bad_answer', `MiCorreo ${config.trackingPath}: not JSON`);
      }
      return trackingEventsOf(body, shippingId);
    },
  };
}
