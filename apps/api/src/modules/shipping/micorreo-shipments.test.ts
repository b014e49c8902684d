import { createCarrierSimulator } from './simulator.js';
import { describe, expect, it } from 'vitest';
import { miCorreoExpiry } from '../../test/fake-micorreo.js';
import { CarrierError } from './carrier.js';
import { createMiCorreoClient } from './micorreo-client.js';
import {
  ALREADY_IMPORTED_MESSAGE,
  createMiCorreoShipments,
  ShipmentRefusedError,
  trackingEventsOf,
  type ShipmentImport,
} from './micorreo-shipments.js';
import { createShipmentSimulator } from './shipment-simulator.js';

const CONFIG = {
  customerId: '0000550997',
  trackingPath: '/shipping/tracking',
  trackingParameter: 'shippingId',
};

const SHIPMENT: ShipmentImport = {
  extOrderId: '6f1c8a52-1d1e-4d8e-9a47-0e0b6c1b2d3e',
  orderNumber: '1001',
  recipient: {
    name: 'Juana Pérez',
    phone: '',
    cellPhone: '1144445555',
    email: 'juana@example.com',
  },
  shipping: {
    deliveryType: 'D',
    productType: 'CP',
    agency: null,
    address: {
      streetName: 'Av. Santa Fe',
      streetNumber: '1234',
      floor: '3',
      apartment: 'B',
      city: 'CABA',
      provinceCode: 'C',
      postalCode: '1425',
    },
    weight: 1000,
    declaredValue: 31999,
    height: 20,
    length: 40,
    width: 20,
  },
};

/** MiCorreo answering one call; `sent` keeps what the shop asked. */
function answering(status: number, body: string) {
  const sent: { path: string; init: RequestInit }[] = [];
  const client = {
    sendAuthorized: (path: string, init: RequestInit) => {
      sent.push({ path, init });
      return Promise.resolve(
        new Response(body, { status, headers: { 'content-type': 'application/json' } }),
      );
    },
  };
  return { sent, shipments: createMiCorreoShipments(CONFIG, client) };
}

async function refusal(promise: Promise<unknown>): Promise<ShipmentRefusedError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ShipmentRefusedError);
  return error as ShipmentRefusedError;
}

describe('MiCorreo shipment import (POST /shipping/import)', () => {
  it('sends the documented body with the account, a null sender and the order as extOrderId', async () => {
    const { sent, shipments } = answering(200, '{"createdAt":"2022-06-07T16:15:04.996-03:00"}');
    await expect(shipments.importShipment(SHIPMENT)).resolves.toEqual({
      createdAt: '2022-06-07T16:15:04.996-03:00',
    });
    expect(sent[0]?.path).toBe('/shipping/import');
    const body = JSON.parse(String(sent[0]?.init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      customerId: '0000550997',
      extOrderId: SHIPMENT.extOrderId,
      sender: { name: null, originAddress: { postalCode: null } },
      shipping: { deliveryType: 'D', productType: 'CP', weight: 1000 },
    });
  });

  it('reads an answer sent as a JSON string', async () => {
    const { shipments } = answering(200, JSON.stringify('{"createdAt":"2022-06-07T16:15:04"}'));
    await expect(shipments.importShipment(SHIPMENT)).resolves.toEqual({
      createdAt: '2022-06-07T16:15:04',
    });
  });

  it("keeps MiCorreo's own message of a 402, the repeat's included", async () => {
    for (const message of ['Verifique la sucursal de destino', ALREADY_IMPORTED_MESSAGE]) {
      const { shipments } = answering(402, JSON.stringify({ code: '402', message }));
      const error = await refusal(shipments.importShipment(SHIPMENT));
      expect(error.carrierMessage).toBe(message);
      expect(error.status).toBe(402);
    }
  });

  it('a 5xx or a 429 is an outage to retry, not a refusal', async () => {
    for (const status of [500, 503, 429]) {
      const { shipments } = answering(status, '{"code":"500","message":"Error"}');
      await expect(shipments.importShipment(SHIPMENT)).rejects.toBeInstanceOf(CarrierError);
    }
  });
});

describe('MiCorreo tracking (GET /shipping/tracking)', () => {
  const FOUND = [
    {
      id: '000017496',
      productId: 'HC',
      trackingNumber: '000500076393019A3G0C701',
      events: [
        {
          event: 'CADUCA',
          date: '09-12-2024 05:00',
          branch: 'CORREO ARGENTINO',
          status: '',
          sign: '',
        },
        {
          event: 'PREIMPOSICION',
          date: '28-08-2024 10:33',
          branch: 'CORREO ARGENTINO',
          status: '',
          sign: '',
        },
      ],
    },
  ];

  it('asks with the query parameter and reads the documented array', async () => {
    const { sent, shipments } = answering(200, JSON.stringify(FOUND));
    const events = await shipments.tracking('000500076393019A3G0C701');
    expect(sent[0]?.path).toBe('/shipping/tracking?shippingId=000500076393019A3G0C701');
    expect(sent[0]?.init.method).toBe('GET');
    expect(events.map((e) => e.event)).toEqual(['CADUCA', 'PREIMPOSICION']);
  });

  it('reads both 200 "not found" shapes, and an empty answer, as a code MiCorreo does not know', () => {
    expect(
      trackingEventsOf({ id: null, productId: null, trackingNumber: 'X', events: [] }, 'X'),
    ).toBeNull();
    expect(
      trackingEventsOf(
        {
          date: '2025-01-13T14:56:09.832-03:00',
          error: 'No existe el cliente o pedido',
          code: '0',
        },
        'X',
      ),
    ).toBeNull();
    expect(trackingEventsOf([], 'X')).toBeNull();
    expect(trackingEventsOf([{ id: '17', trackingNumber: 'X', events: [] }], 'X')).toEqual([]);
  });

  it('the path and parameter are configurable (the document spells the path /shipping/trakcing)', async () => {
    const sent: string[] = [];
    const shipments = createMiCorreoShipments(
      { ...CONFIG, trackingPath: '/shipping/trakcing', trackingParameter: 'id' },
      {
        sendAuthorized: (path) => {
          sent.push(path);
          return Promise.resolve(new Response('[]', { status: 200 }));
        },
      },
    );
    await shipments.tracking('TN1');
    expect(sent).toEqual(['/shipping/trakcing?id=TN1']);
  });

  it('a tracking call MiCorreo does not answer in time is a CarrierError timeout', async () => {
    const fetchStub = (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
      if (String(url).endsWith('/token')) {
        return Promise.resolve(
          Response.json({ token: 't', expires: miCorreoExpiry(new Date(Date.now() + 9_000_000)) }),
        );
      }
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      });
    };
    const client = createMiCorreoClient(
      {
        baseUrl: 'https://micorreo.invalid/v1',
        user: 'u',
        password: 'p',
        customerId: CONFIG.customerId,
        originPostalCode: '1425',
        timeoutMs: 50,
      },
      { fetch: fetchStub as typeof fetch },
    );
    const error = await createMiCorreoShipments(CONFIG, client)
      .tracking('TN1')
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(CarrierError);
    expect((error as CarrierError).failure).toBe('timeout');
  });
});

describe('the shipments simulator', () => {
  const simulator = () => createShipmentSimulator({ branches: createCarrierSimulator() });
  const withShipping = (shipping: Partial<ShipmentImport['shipping']>, id = 'orden-1') => ({
    ...SHIPMENT,
    extOrderId: id,
    shipping: { ...SHIPMENT.shipping, ...shipping },
  });

  it.for([
    [{ deliveryType: 'X' as 'D' }, 'Tipo de entrega invalido'],
    [{ productType: 'ZZ' }, 'Tipo de encomienda [ZZ] no valida'],
    [{ weight: 10.5 }, 'Peso no valido'],
    [{ weight: 0 }, 'El peso debe ser mayor a 0'],
    [{ weight: 25_001 }, 'El peso excede el maximo permitido para el producto'],
    [{ height: 256 }, 'El alto debe estar entre 0 y 255.'],
    [{ width: -1 }, 'El ancho debe estar entre 0 y 255.'],
    [{ length: 300 }, 'El largo debe estar entre 0 y 255.'],
    [{ deliveryType: 'S', agency: 'C9999', address: null }, 'Verifique la sucursal de destino'],
    [
      { address: { ...SHIPMENT.shipping.address!, provinceCode: 'I' } },
      'La provincia es invalida.',
    ],
  ] as const)('answers 402 %o with "%s"', async ([shipping, message]) => {
    const error = await refusal(simulator().importShipment(withShipping(shipping)));
    expect(error).toMatchObject({ status: 402, carrierMessage: message });
  });

  it('refuses a repeat as MiCorreo does, and plays the panel: a tracking number whose parcel moves on each call', async () => {
    const sim = simulator();
    await sim.importShipment(SHIPMENT);
    const repeat = await refusal(sim.importShipment(SHIPMENT));
    expect(repeat.carrierMessage).toBe(ALREADY_IMPORTED_MESSAGE);
    const number = await sim.trackingNumberOf!(SHIPMENT.extOrderId);
    expect(number).toMatch(/^000500\d{9}A3G0C701$/);
    const first = await sim.tracking(number!);
    expect(first.map((e) => e.event)).toEqual(['IMPOSICION', 'PREIMPOSICION']);
    expect(first[0]?.date).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    await expect(sim.tracking('desconocido')).resolves.toBeNull();
  });
});
