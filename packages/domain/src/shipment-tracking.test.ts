import { describe, expect, it } from 'vitest';
import {
  isDeliveredEvent,
  parseTrackingDate,
  productTypeOfRate,
  shipmentParcel,
  SHIPMENT_NO_DIMENSIONS_TEXT,
  SHIPMENT_TOO_HEAVY_TEXT,
  SHIPMENT_TOO_LARGE_TEXT,
  trackingEventLabel,
} from './shipment-tracking.js';

const boot = { weight: 1000.4, height: 12.2, width: 20, length: 33 };

describe('shipmentParcel', () => {
  it('stacks the items by the package rule and rounds up to whole grams and centimetres', () => {
    expect(shipmentParcel([{ dimensions: boot, quantity: 2 }])).toEqual({
      ok: true,
      parcel: { weight: 2001, height: 25, width: 20, length: 33 },
    });
  });

  it('refuses in Spanish what the import would refuse', () => {
    expect(shipmentParcel([])).toEqual({ ok: false, reason: SHIPMENT_NO_DIMENSIONS_TEXT });
    expect(shipmentParcel([{ dimensions: boot, quantity: 25 }])).toEqual({
      ok: false,
      reason: SHIPMENT_TOO_HEAVY_TEXT,
    });
    expect(shipmentParcel([{ dimensions: { ...boot, weight: 100 }, quantity: 21 }])).toEqual({
      ok: false,
      reason: SHIPMENT_TOO_LARGE_TEXT,
    });
  });
});

describe('tracking codes', () => {
  it('names the mapped codes, keeps unknown ones raw, and knows the delivery events', () => {
    expect(trackingEventLabel('PREIMPOSICION')).toBe('Envío registrado en Correo Argentino');
    expect(trackingEventLabel('en tránsito')).toBe('En viaje');
    expect(trackingEventLabel('  RETENIDO EN ADUANA ')).toBe('RETENIDO EN ADUANA');
    expect(isDeliveredEvent('ENTREGADO')).toBe(true);
    expect(isDeliveredEvent('Entregado en sucursal')).toBe(true);
    expect(isDeliveredEvent('CADUCA')).toBe(false);
  });

  it("reads MiCorreo's dd-MM-yyyy HH:mm as Argentina's time", () => {
    expect(parseTrackingDate('28-08-2024 10:33')).toBe('2024-08-28T13:33:00.000Z');
    expect(parseTrackingDate('2024-08-28')).toBeNull();
  });

  it("takes the rate's product type from its name", () => {
    expect(productTypeOfRate('Correo Argentino Clasico')).toBe('CP');
    expect(productTypeOfRate('Correo Argentino Expreso')).toBe('EP');
  });
});
