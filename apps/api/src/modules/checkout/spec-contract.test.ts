/**
 * Contract of SPEC.md sections 3 and 7 and INTEGRATIONS.md 2.6: bodies shaped as the seed's front
 * end sends them, built from those documents alone (not from this shop's pages, whose shapes are
 * tested in orders/routes.test.ts and payments/routes.test.ts). Rates and branches come from the
 * shop's own /api/rates and /api/agencies on the carrier simulator, which the orders quote too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import { listedOrder } from '../../test/shop-calls.js';
import { addProduct, createOrderShop, stockOf, type OrderShop } from '../../test/order-shop.js';

interface SpecRate {
  deliveredType: string;
  productType: string;
  productName: string;
  price: number;
  deliveryTimeMin: number;
  deliveryTimeMax: number;
}

interface SpecAgency {
  code: string;
  name: string;
  location: { address: { streetName: string; streetNumber: string; locality: string } };
}

interface StoredOrder {
  order_number: number;
  status: string;
  status_detail: string;
  order_type: string;
  payment_method: string;
  shipping_type: string;
  subtotal: number;
  transfer_discount: number;
  shipping_amount: number;
  transaction_amount: number;
  items: { name: string; size: string; quantity: number; price: number }[];
  shipment: {
    street_name: string;
    street_number: string;
    city_name: string;
    state_name: string;
    zipCode: string;
    rate: { productName: string; deliveredType: string; agencyAddress: string; agencyCode: string };
  };
}

/** The product's dimensions (test fixture) and the parcel of two units (SPEC.md section 9). */
const DIMENSIONS = { weight: 1000, height: 12, width: 20, length: 33 };
const PARCEL = { weight: 2000, height: 24, width: 20, length: 33 };
const PRICE = 10000;
const HOME_SURCHARGE = 2350;
const TRANSFER_DISCOUNT = 0.15;
/** Pesos added to the cent, as the shop adds them. */
const plus = (...pesos: number[]) =>
  pesos.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;

describe.each(databaseKinds())('SPEC.md checkout bodies on %s', (kind) => {
  let shop: OrderShop;
  let boot: string;
  let token: string;
  let home: SpecRate;
  let branchRate: SpecRate;
  let branch: SpecAgency;

  const post = (url: string, payload: object) => shop.app.inject({ method: 'POST', url, payload });

  /** SPEC.md section 3's cart line, as the seed's store keeps it. */
  const cartLine = () => ({
    id: boot,
    name: 'Botín Contrato',
    image: '/api/images/00000000-0000-4000-8000-000000000001',
    price: 1,
    quantity: 2,
    maxQuantity: 10,
    size: '40',
    variant: { id: 1, variant: 'Único' },
    color: 'Negro',
    badge: '',
    dimensions: DIMENSIONS,
    disabled: false,
  });

  /** SPEC.md section 3's payer info (Córdoba). */
  const payerInfo = {
    payerName: 'Lucía Gómez',
    email: 'lucia@example.com',
    phone: '3514445555',
    zipCode: '5000',
    state: 'Córdoba',
    city: 'Córdoba',
    street: 'Av. Vélez Sarsfield',
    streetNumber: '500',
    floor: '',
    aclaration: '',
    client_id: '27123456',
  };

  /** " Córdoba - Avenida Colón, 210, Córdoba": name, street, number and locality. */
  const agencyLine = (agency: SpecAgency) => {
    const { streetName, streetNumber, locality } = agency.location.address;
    return ` ${agency.name} - ${streetName}, ${streetNumber}, ${locality}`;
  };

  /** SPEC.md section 7's flat POST /order body; amounts in it are the seed's and are ignored. */
  const flatOrder = (rate: object, extra: Record<string, unknown> = {}) => ({
    items: [cartLine()],
    name: payerInfo.payerName,
    email: payerInfo.email,
    client_id: payerInfo.client_id,
    phone: payerInfo.phone,
    shipment: {
      zipCode: payerInfo.zipCode,
      state_name: payerInfo.state,
      city_name: payerInfo.city,
      street_name: payerInfo.street,
      street_number: payerInfo.streetNumber,
      floor: '',
      aclaration: '',
      rate,
    },
    order_type: 'transferencia',
    status: 'Pago Pendiente',
    status_detail: 'Transferencia',
    transaction_amount: 1,
    shipping_amount: 1,
    transaction_details: { net_received_amount: 0, total_paid_amount: 1 },
    shipping_type: 'domicilio',
    payment_method: 'transferencia',
    ...extra,
  });

  /** SPEC.md section 7's POST /create-order checkout object: shipment is the chosen rate. */
  const checkoutObject = (shipment: object) => ({
    productInfo: [cartLine()],
    payerInfo,
    shipment,
  });

  async function storedOrder(orderNumber: number): Promise<StoredOrder> {
    const found = await listedOrder<StoredOrder>(shop, orderNumber);
    if (!found) throw new Error(`order ${orderNumber} not stored`);
    return found;
  }

  beforeAll(async () => {
    // The orders quote the same carrier (the simulator) that /api/rates answers from.
    shop = await createOrderShop(kind, { rateQuoter: undefined });
    boot = await addProduct(shop, {
      productName: 'Botín Contrato',
      price: PRICE,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 100 },
    });
    token = (await shop.app.inject({ url: '/api/correo-argentino-token' })).json().token;
    const rates = (
      await post('/api/rates', { postalCodeDestination: '5000', dimensions: PARCEL, token })
    ).json() as { domicilio: SpecRate[]; sucursal: SpecRate[] };
    home = rates.domicilio.find((r) => r.productName.includes('Clasico'))!;
    branchRate = rates.sucursal.find((r) => r.productName.includes('Clasico'))!;
    const agencies = (await post('/api/agencies', { provinceCode: 'X', token })).json() as {
      agencies: SpecAgency[];
    };
    branch = agencies.agencies[0]!;
  });
  afterAll(() => shop.close());

  it('answers every rate with MiCorreo fields, so the client can say which kind it chose', () => {
    for (const [rate, deliveredType] of [
      [home, 'D'],
      [branchRate, 'S'],
    ] as const) {
      expect(rate).toEqual({
        deliveredType,
        productType: expect.any(String),
        productName: expect.stringContaining('Clasico'),
        price: expect.any(Number),
        deliveryTimeMin: expect.any(Number),
        deliveryTimeMax: expect.any(Number),
      });
    }
  });

  function expectShipment(order: StoredOrder, deliveredType: 'D' | 'S') {
    expect(order.shipment).toMatchObject({
      street_name: payerInfo.street,
      street_number: payerInfo.streetNumber,
      city_name: payerInfo.city,
      state_name: payerInfo.state,
      zipCode: payerInfo.zipCode,
      rate: { productName: home.productName, deliveredType },
    });
    expect(order.items).toEqual([
      expect.objectContaining({ name: 'Botín Contrato', size: '40', quantity: 2, price: PRICE }),
    ]);
  }

  function expectBranch(order: StoredOrder) {
    expect(order.shipping_type).toBe('sucursal');
    expect(order.shipment.rate.agencyCode).toBe(branch.code);
    expect(order.shipment.rate.agencyAddress).toContain(branch.location.address.streetName);
  }

  describe('transfer: POST /api/order with the flat body', () => {
    it('home delivery: the rate object as answered, amounts from the carrier', async () => {
      const before = await stockOf(shop, boot, '40');
      const res = await post('/api/order', flatOrder({ ...home, price: 1 }));
      expect(res.statusCode, res.body).toBe(201);
      const order = await storedOrder(res.json().order_number);
      const subtotal = 2 * PRICE;
      const shipping = plus(home.price, HOME_SURCHARGE);
      expect(order).toMatchObject({
        status: 'Pago Pendiente',
        status_detail:
          'El cliente debe realizar la transferencia bancaria y enviar el comprobante.',
        order_type: 'transferencia',
        payment_method: 'transferencia',
        shipping_type: 'domicilio',
        subtotal,
        transfer_discount: subtotal * TRANSFER_DISCOUNT,
        shipping_amount: shipping,
        transaction_amount: plus(subtotal * (1 - TRANSFER_DISCOUNT), shipping),
      });
      expectShipment(order, 'D');
      expect(order.shipment.rate.agencyAddress).toBe('');
      expect(await stockOf(shop, boot, '40')).toBe(before - 2);
    });

    it('branch pickup: agencyAddress text finds the branch among the province', async () => {
      const res = await post(
        '/api/order',
        flatOrder(
          { ...branchRate, agencyAddress: agencyLine(branch) },
          { shipping_type: 'sucursal' },
        ),
      );
      expect(res.statusCode, res.body).toBe(201);
      const order = await storedOrder(res.json().order_number);
      const subtotal = 2 * PRICE;
      expect(order).toMatchObject({
        status: 'Pago Pendiente',
        subtotal,
        shipping_amount: branchRate.price,
        transaction_amount: plus(subtotal * (1 - TRANSFER_DISCOUNT), branchRate.price),
      });
      expectShipment(order, 'S');
      expectBranch(order);
    });

    it('branch pickup: shipping_type may carry the rate object', async () => {
      const body = flatOrder(
        { ...branchRate, agencyAddress: agencyLine(branch) },
        { shipping_type: { ...branchRate, agencyAddress: agencyLine(branch) } },
      );
      delete (body.shipment as { rate?: unknown }).rate;
      const res = await post('/api/order', body);
      expect(res.statusCode, res.body).toBe(201);
      expectBranch(await storedOrder(res.json().order_number));
    });

    it('a branch address that matches none of the province is refused, never replaced', async () => {
      const before = await stockOf(shop, boot, '40');
      const res = await post(
        '/api/order',
        flatOrder({ ...branchRate, agencyAddress: ' Ninguna - Calle Falsa, 123, Springfield' }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: 'unknown_agency',
        message:
          'No encontramos la sucursal elegida entre las del correo para tu provincia. Volvé a elegir la sucursal.',
      });
      expect(await stockOf(shop, boot, '40')).toBe(before);
    });
  });

  describe('Mercado Pago: POST /api/create-order with shipment = the chosen rate', () => {
    it('home delivery: no transfer discount, the carrier decides shipping', async () => {
      const res = await post('/api/create-order', checkoutObject({ ...home, price: 0 }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().id).toEqual(expect.any(String));
      const order = await storedOrder(res.json().order_number);
      const subtotal = 2 * PRICE;
      expect(order).toMatchObject({
        status: 'Pago Pendiente',
        order_type: 'mercadopago',
        shipping_type: 'domicilio',
        subtotal,
        transfer_discount: 0,
        shipping_amount: plus(home.price, HOME_SURCHARGE),
        transaction_amount: plus(subtotal, home.price, HOME_SURCHARGE),
      });
      expectShipment(order, 'D');
    });

    it('branch pickup: the rate with its agencyAddress', async () => {
      const res = await post(
        '/api/create-order',
        checkoutObject({ ...branchRate, agencyAddress: agencyLine(branch) }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const order = await storedOrder(res.json().order_number);
      expect(order).toMatchObject({
        status: 'Pago Pendiente',
        order_type: 'mercadopago',
        shipping_amount: branchRate.price,
        transaction_amount: plus(2 * PRICE, branchRate.price),
      });
      expectShipment(order, 'S');
      expectBranch(order);
    });

    it('an unknown branch is a 422 in Spanish and takes nothing', async () => {
      const before = await stockOf(shop, boot, '40');
      const res = await post(
        '/api/create-order',
        checkoutObject({ ...branchRate, agencyAddress: 'Sucursal que no existe' }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe('unknown_agency');
      expect(await stockOf(shop, boot, '40')).toBe(before);
    });
  });
});
