import { ORDER_STATUS, UNKNOWN_PROVINCE_TEXT } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import { listedOrder } from '../../test/shop-calls.js';
import {
  addProduct,
  checkoutBody,
  createOrderShop,
  HOME,
  type OrderShop,
} from '../../test/order-shop.js';
import type { ShipmentImport, ShipmentCarrier } from '../shipping/micorreo-shipments.js';
import { createShipmentSimulator } from '../shipping/shipment-simulator.js';
import { createCarrierSimulator } from '../shipping/simulator.js';

type Detail = {
  id: string;
  order_number: number;
  name: string;
  phone: string;
  client_id: string;
  shipment: Record<string, unknown>;
  shipment_import: { imported_at: string | null; error: string };
  events: { type: string; details: Record<string, unknown> }[];
};

/**
 * Issue 42, item 13: SPEC's clients send the province as free text. Each common name is kept as
 * the province's name, so MiCorreo gets its letter; a text that names no province is refused; the
 * owner can correct an order's address and contact.
 */
describe.each(databaseKinds())(
  'the order address: provinces and the owner’s edits on %s',
  (kind) => {
    let shop: OrderShop;
    let socks: string;
    const simulator = createShipmentSimulator({ branches: createCarrierSimulator() });
    const imported: ShipmentImport[] = [];
    const carrier: ShipmentCarrier = {
      kind: 'simulator',
      importShipment: (shipment) => {
        imported.push(shipment);
        return simulator.importShipment(shipment);
      },
      tracking: (id) => simulator.tracking(id),
      trackingNumberOf: (id) => simulator.trackingNumberOf!(id),
    };

    /** SPEC.md section 7's flat POST /order body, as its clients send it. */
    const flatBody = (state_name: string, zipCode: string) => ({
      items: [{ id: socks, size: 'U', quantity: 1 }],
      name: 'Juana Pérez',
      email: 'juana@example.com',
      phone: '1144445555',
      client_id: '30123456',
      shipment: {
        zipCode,
        state_name,
        city_name: 'Ciudad',
        street_name: 'Calle',
        street_number: '100',
        floor: '',
        aclaration: '',
        rate: HOME,
      },
    });
    const detail = async (id: string): Promise<Detail> => {
      const res = await shop.app.inject({ url: `/api/order/${id}`, headers: shop.adminHeaders });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Detail;
    };
    const put = (id: string, payload: object) =>
      shop.app.inject({
        method: 'PUT',
        url: `/api/order/${id}`,
        headers: shop.adminHeaders,
        payload,
      });
    async function place(state: string, zipCode: string): Promise<string> {
      const res = await shop.app.inject({
        method: 'POST',
        url: '/api/order',
        payload: flatBody(state, zipCode),
      });
      expect(res.statusCode, res.body).toBe(201);
      return (await listedOrder<{ id: string; order_number: number }>(
        shop,
        res.json().order_number,
      ))!.id;
    }
    /** 'Generar envío' on a paid order: the province letter MiCorreo was sent. */
    async function shippedProvince(id: string): Promise<string | undefined> {
      expect((await put(id, { status: ORDER_STATUS.approved })).statusCode).toBe(200);
      const res = await shop.app.inject({
        method: 'POST',
        url: `/api/order/${id}/shipment`,
        headers: shop.adminHeaders,
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      await shop.services.jobs.runDue();
      return imported.find((s) => s.extOrderId === id)?.shipping.address?.provinceCode;
    }

    beforeAll(async () => {
      shop = await createOrderShop(kind, { shipmentCarrier: carrier });
      socks = await addProduct(shop, {
        productName: 'Media Larga',
        price: 5000,
        cat: 'Medias',
        sub_cat: 'Largas',
        sizes: { U: 500 },
      });
    });
    afterAll(() => shop.close());

    it('a flat order with a common province name keeps the name and reaches MiCorreo with its letter', async () => {
      for (const [written, name, code, zip] of [
        ['CABA', 'Ciudad Autónoma de Buenos Aires', 'C', '1425'],
        ['Capital Federal', 'Ciudad Autónoma de Buenos Aires', 'C', 'C1425ABC'],
        ['Bs. As.', 'Buenos Aires', 'B', '1900'],
        ['Cba', 'Córdoba', 'X', '5000'],
        ['tucuman', 'Tucumán', 'T', '4000'],
      ] as const) {
        const id = await place(written, zip);
        expect((await detail(id)).shipment.state_name, written).toBe(name);
        expect(await shippedProvince(id), written).toBe(code);
        expect((await detail(id)).shipment_import.error).toBe('');
      }
    });

    it('a province that names none is refused with a Spanish 400, on both order calls', async () => {
      for (const junk of ['Montevideo', 'asdf', '1425', 'Bs']) {
        const flat = await shop.app.inject({
          method: 'POST',
          url: '/api/order',
          payload: flatBody(junk, '1425'),
        });
        expect(flat.statusCode, junk).toBe(400);
        expect(flat.body).toContain(UNKNOWN_PROVINCE_TEXT);
        const card = await shop.app.inject({
          method: 'POST',
          url: '/api/create-order',
          payload: checkoutBody([{ id: socks, size: 'U', quantity: 1 }], {
            payer: { state: junk },
          }),
        });
        expect(card.statusCode, junk).toBe(400);
        expect(card.body).toContain(UNKNOWN_PROVINCE_TEXT);
      }
    });

    it('an order stored before with a free-text province still reaches MiCorreo with its letter', async () => {
      const id = await place('CABA', '1425');
      await shop.database.db.execute(
        sql`update orders set shipment = jsonb_set(shipment, '{state_name}', '"Capital Federal"') where id = ${id}`,
      );
      expect(await shippedProvince(id)).toBe('C');
    });

    it('the owner corrects the address and contact: kept, in the history, and sent to MiCorreo', async () => {
      const id = await place('CABA', '1425');
      const address = {
        zipCode: '2000',
        state_name: 'Sta. Fe',
        city_name: 'Rosario',
        street_name: 'Córdoba',
        street_number: '1500',
        floor: '2',
        aclaration: 'timbre B',
      };
      const res = await put(id, {
        name: 'Juana P. Gómez',
        phone: '3414445566',
        client_id: '20-12345678-6',
        shipment: address,
      });
      expect(res.statusCode, res.body).toBe(200);
      const order = await detail(id);
      expect(order).toMatchObject({
        name: 'Juana P. Gómez',
        phone: '3414445566',
        client_id: '20123456786',
      });
      expect(order.shipment).toMatchObject({ ...address, state_name: 'Santa Fe' });
      const edits = order.events.filter((e) => e.type === 'address_edited');
      expect(edits).toHaveLength(1);
      expect(edits[0]!.details.changes).toEqual(
        expect.arrayContaining([
          { field: 'Provincia', from: 'Ciudad Autónoma de Buenos Aires', to: 'Santa Fe' },
          { field: 'Nombre', from: 'Juana Pérez', to: 'Juana P. Gómez' },
        ]),
      );
      // The same values again change nothing and add no history.
      await put(id, { name: 'Juana P. Gómez', shipment: { ...address, state_name: 'Santa Fe' } });
      expect((await detail(id)).events.filter((e) => e.type === 'address_edited')).toHaveLength(1);
      expect(await shippedProvince(id)).toBe('S');
    });

    it('refuses a wrong address in Spanish, changing nothing; and any change once MiCorreo has it', async () => {
      const id = await place('CABA', '1425');
      const before = await detail(id);
      const address = { ...before.shipment };
      for (const [shipment, message] of [
        [{ ...address, state_name: 'Narnia' }, UNKNOWN_PROVINCE_TEXT],
        [{ ...address, street_name: '' }, 'Debe ingresar su calle'],
        [
          { ...address, state_name: 'Córdoba', zipCode: '1425' },
          'El código postal ingresado no corresponde a la provincia elegida',
        ],
      ] as const) {
        const res = await put(id, { shipment });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.body).toContain(message);
      }
      expect(await detail(id)).toEqual(before);
      await shippedProvince(id);
      const late = await put(id, { shipment: { ...address, street_number: '999' } });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/^El envío ya se generó en Correo Argentino/);
    });
  },
);
