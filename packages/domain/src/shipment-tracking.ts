/**
 * Correo Argentino shipments after the sale (INTEGRATIONS.md 2.7 and 2.8): the parcel MiCorreo's
 * import takes, what its tracking event codes mean, and the dates it writes.
 */
import { packageDimensions, type Dimensions } from './money.js';

/** MiCorreo's own page where anyone looks a tracking number up. */
export const CORREO_TRACKING_URL = 'https://www.correoargentino.com.ar/seguimiento-de-envios';

/** A shipped order is polled for news this long at most; after that the owner checks by hand. */
export const TRACKING_POLL_DAYS = 60;

/** POST /shipping/import's limits (INTEGRATIONS.md 2.7): grams, and 0–255 cm a side. */
export const SHIPMENT_IMPORT_LIMITS = { maxWeightGrams: 25_000, maxSideCm: 255 } as const;

export const SHIPMENT_TOO_HEAVY_TEXT =
  'El paquete supera los 25 kg que acepta Correo Argentino: dividilo en más de un envío.';
export const SHIPMENT_TOO_LARGE_TEXT =
  'Un lado del paquete supera los 255 cm que acepta Correo Argentino.';
export const SHIPMENT_NO_DIMENSIONS_TEXT =
  'Los productos del pedido no tienen peso y medidas: completalos para generar el envío.';

/**
 * The one parcel of the order (SPEC 9's package rule, packageDimensions) as the import takes it:
 * whole grams and centimetres, each at least 1; a parcel the carrier refuses is a Spanish reason.
 */
export function shipmentParcel(
  lines: readonly { dimensions: Dimensions; quantity: number }[],
): { ok: true; parcel: Dimensions } | { ok: false; reason: string } {
  const box = packageDimensions(lines);
  if (!lines.length || ![box.weight, box.height, box.width, box.length].every((v) => v > 0)) {
    return { ok: false, reason: SHIPMENT_NO_DIMENSIONS_TEXT };
  }
  const parcel = {
    weight: Math.ceil(box.weight),
    height: Math.ceil(box.height),
    width: Math.ceil(box.width),
    length: Math.ceil(box.length),
  };
  if (parcel.weight > SHIPMENT_IMPORT_LIMITS.maxWeightGrams) {
    return { ok: false, reason: SHIPMENT_TOO_HEAVY_TEXT };
  }
  if (Math.max(parcel.height, parcel.width, parcel.length) > SHIPMENT_IMPORT_LIMITS.maxSideCm) {
    return { ok: false, reason: SHIPMENT_TOO_LARGE_TEXT };
  }
  return { ok: true, parcel };
}

/** MiCorreo's `productType` for the rate the shopper chose: 'EP' Expreso, else 'CP' Clásico. */
export function productTypeOfRate(productName: string): 'CP' | 'EP' {
  return /expres/i.test(productName) ? 'EP' : 'CP';
}

/** `floor` and `apartment` are cut to 3 characters by the import (INTEGRATIONS.md 2.7). */
export const importShortField = (value: string) => value.trim().slice(0, 3);

interface TrackingCode {
  label: string;
  /** The parcel reached the shopper: the order becomes Entregado. */
  delivered?: true;
}

/**
 * The tracking event codes this shop names. PREIMPOSICION and CADUCA are in MiCorreo's document;
 * the others are Correo Argentino's public tracking wording, not confirmed against the API (its
 * full list is not published). Any other code is kept and shown as MiCorreo wrote it.
 */
export const TRACKING_EVENT_CODES: Readonly<Record<string, TrackingCode>> = {
  PREIMPOSICION: { label: 'Envío registrado en Correo Argentino' },
  CADUCA: { label: 'El envío registrado venció sin ser despachado' },
  IMPOSICION: { label: 'Recibido por Correo Argentino' },
  'EN TRANSITO': { label: 'En viaje' },
  'EN PODER DEL DISTRIBUIDOR': { label: 'En distribución' },
  'EN DISTRIBUCION': { label: 'En distribución' },
  'DISPONIBLE EN SUCURSAL': { label: 'Listo para retirar en la sucursal' },
  'VISITA SIN ENTREGA': { label: 'Visitamos el domicilio y no pudimos entregarlo' },
  DEVUELTO: { label: 'Devuelto al remitente' },
  ENTREGADO: { label: 'Entregado', delivered: true },
  'ENTREGADO EN SUCURSAL': { label: 'Retirado en la sucursal', delivered: true },
};

const codeKey = (code: string) =>
  code
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toUpperCase()
    .replace(/\s+/g, ' ');

/** The Spanish text of a tracking code; an unknown code as MiCorreo wrote it. */
export function trackingEventLabel(code: string): string {
  return TRACKING_EVENT_CODES[codeKey(code)]?.label ?? code.trim();
}

export function isDeliveredEvent(code: string): boolean {
  return TRACKING_EVENT_CODES[codeKey(code)]?.delivered === true;
}

/**
 * A tracking event's "dd-MM-yyyy HH:mm", Argentina's time (UTC−03:00), as an ISO instant; null
 * when it is not in that form.
 */
export function parseTrackingDate(value: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, day, month, year, hour, minute] = match;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:00-03:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
