import { promotionSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import {
  addProduct,
  BRANCH,
  checkoutBody,
  createOrderShop,
  footprint,
  HOME,
  stockOf,
  type OrderShop,
} from '../../test/order-shop.js';

type OrderAnswer = {
  order_number: number;
  status: string;
  status_detail: string;
  subtotal: number;
  promotion_discount: number;
  transfer_discount: number;
  coupon_discount: number;
  shipping_amount: number;
  transaction_amount: number;
  receiptToken: string;
  resultPath: string;
  items: { name: string; size: string; quantity: number; price: number }[];
};

const TRANSFER_DETAIL =
  'El cliente debe realizar la transferencia bancaria y enviar el comprobante.';

describe.each(databaseKinds())('POST /api/order (transfer checkout) on %s', (kind) => {
  let shop: OrderShop;
  const ids: Record<string, string> = {};
  const promos: Record<string, string> = {};

  const order = (body: unknown, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'POST', url: '/api/order', payload: body as object, headers });
  const line = (product: string, size: string, quantity = 1) => ({
    id: ids[product],
    size,
    quantity,
    variant: { id: 1 },
  });

  /** Places the order and answers its body, failing the test on anything but 201. */
  async function placed(body: unknown): Promise<OrderAnswer> {
    const res = await order(body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  /** Refused with this status and message, and nothing at all written. */
  async function refused(body: unknown, status: number, message: string | RegExp) {
    const before = await footprint(shop);
    const res = await order(body);
    expect(res.statusCode, res.body).toBe(status);
    if (typeof message === 'string') expect(res.json().message).toBe(message);
    else expect(res.json().message).toMatch(message);
    expect(await footprint(shop)).toEqual(before);
  }

  beforeAll(async () => {
    shop = await createOrderShop(kind);
    const add = async (key: string, fields: Parameters<typeof addProduct>[1]) => {
      ids[key] = await addProduct(shop, fields);
    };
    await add('botin', {
      productName: 'Botín Predator',
      price: 10000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 50, '41': 1 },
    });
    await add('camisetaB', {
      productName: 'Camiseta Local 24/25',
      price: 24999.99,
      cat: 'Camisetas',
      sub_cat: '24/25',
      sizes: { M: 50, L: 50 },
    });
    await add('camisetaC', {
      productName: 'Camiseta Retro 86',
      price: 19999,
      cat: 'Camisetas',
      sub_cat: 'Retro',
      sizes: { M: 50 },
    });
    await add('camisetaD', {
      productName: 'Camiseta Suplente 24/25',
      price: 15000,
      cat: 'Camisetas',
      sub_cat: '24/25',
      sizes: { M: 50 },
    });
    await add('mediaCorta', {
      productName: 'Medias Cortas',
      price: 3000,
      cat: 'Medias',
      sub_cat: 'Cortas',
      sizes: { '39-40': 50 },
    });
    await add('mediaLarga', {
      productName: 'Medias Largas',
      price: 3500,
      cat: 'Medias',
      sub_cat: 'Largas',
      sizes: { '39-40': 50 },
    });
    await add('ultima', {
      productName: 'Camiseta Edición Limitada',
      price: 30000,
      cat: 'Camisetas',
      sub_cat: 'Retro',
      sizes: { M: 1 },
    });
    await add('apagado', {
      productName: 'Botín Discontinuado',
      price: 5000,
      cat: 'Botines',
      sub_cat: 'Futbol 5',
      sizes: { '40': 5 },
      disabled: true,
    });
    const promotion = async (key: string, body: Record<string, unknown>) => {
      promos[key] = (
        await shop.services.promotions.create(
          promotionSchema.parse({ endDate: '2099-12-31', ...body }),
        )
      ).id;
    };
    await promotion('2x1', {
      title: '2x1 en medias',
      type: '2x1',
      categories: ['Medias'],
      subcategories: ['Cortas', 'Largas'],
    });
    await promotion('3x2', {
      title: '3x2 en camisetas',
      type: '3x2',
      categories: ['Camisetas'],
      subcategories: ['24/25', 'Retro'],
    });
    await promotion('regalo', {
      title: 'Botines con medias de regalo',
      type: 'Regalo',
      categories: ['Botines'],
      subcategories: ['Futbol 11'],
      giftCategories: ['Medias'],
      giftSubcategories: ['Cortas'],
    });
    await promotion('vencida', {
      title: '2x1 vencido',
      type: '2x1',
      categories: ['Medias'],
      endDate: '2020-01-31',
    });
    await promotion('apagada', {
      title: '2x1 apagado',
      type: '2x1',
      categories: ['Medias'],
      disabled: true,
    });
    await shop.services.discounts.create({
      code: 'DIEZ',
      description: '',
      percentage: 10,
      remainingUses: 100,
    });
    await shop.services.discounts.create({
      code: 'AGOTADO',
      description: '',
      percentage: 50,
      remainingUses: 1,
    });
    await shop.services.discounts.create({
      code: 'ULTIMO',
      description: '',
      percentage: 10,
      remainingUses: 1,
    });
    await shop.services.discounts.update('AGOTADO', { remainingUses: 0, description: undefined });
  });
  afterAll(() => shop.close());

  describe('charges what the server computes', () => {
    it('plain lines with the 15% transfer discount rounded up to the cent and home delivery', async () => {
      // 2 × 10000 + 24999.99 = 44999.99 (under the 45000 threshold: the rate is charged).
      // Transfer price ceil(4499999 × 0.85) = 3825000 cents, so the discount is 6749.99.
      // Shipping 5000 (Clasico, home) + 2350 surcharge = 7350. Total 38250 + 7350 = 45600.
      const answer = await placed(
        checkoutBody([line('botin', '40', 2), line('camisetaB', 'M')], { rate: HOME }),
      );
      expect(answer).toMatchObject({
        status: 'Pago Pendiente',
        status_detail: TRANSFER_DETAIL,
        subtotal: 44999.99,
        promotion_discount: 0,
        transfer_discount: 6749.99,
        coupon_discount: 0,
        shipping_amount: 7350,
        transaction_amount: 45600,
      });
      expect(answer.items).toEqual([
        expect.objectContaining({ name: 'Botín Predator', size: '40', quantity: 2, price: 10000 }),
        expect.objectContaining({
          name: 'Camiseta Local 24/25',
          size: 'M',
          quantity: 1,
          price: 24999.99,
        }),
      ]);
      expect(answer.resultPath).toBe(
        `/orden-transferencia-confirmada/${answer.order_number}?monto=45600&token=${answer.receiptToken}`,
      );
    });

    it('2x1: the cheaper pair is free; branch pickup pays the branch rate', async () => {
      // 3500 + 3000, the 3000 pair free: 3500. Transfer 2975. Branch rate 3500. Total 6475.
      const answer = await placed(
        checkoutBody(
          [
            {
              promotion: true,
              id: promos['2x1'],
              products: [
                { id: ids.mediaCorta, size: '39-40', variant: { id: 1 } },
                { id: ids.mediaLarga, size: '39-40', variant: { id: 1 } },
              ],
            },
          ],
          { rate: BRANCH },
        ),
      );
      expect(answer).toMatchObject({
        subtotal: 3500,
        promotion_discount: 3000,
        transfer_discount: 525,
        shipping_amount: 3500,
        transaction_amount: 6475,
      });
      expect(answer.items.map((i) => [i.name, i.price])).toEqual([
        ['Medias Largas', 3500],
        ['Medias Cortas', 0],
      ]);
    });

    it('3x2: the cheapest of three shirts is free', async () => {
      // 24999.99 + 19999 paid, 15000 free: 44998.99. Transfer price ceil(4499899 × 0.85) = 3824915
      // cents (discount 6749.84). Under the threshold, home: 7350. Total 38249.15 + 7350 = 45599.15.
      const answer = await placed(
        checkoutBody([
          {
            promotion: true,
            id: promos['3x2'],
            products: [
              { id: ids.camisetaD, size: 'M' },
              { id: ids.camisetaB, size: 'L' },
              { id: ids.camisetaC, size: 'M' },
            ],
          },
        ]),
      );
      expect(answer).toMatchObject({
        subtotal: 44998.99,
        promotion_discount: 15000,
        transfer_discount: 6749.84,
        shipping_amount: 7350,
        transaction_amount: 45599.15,
      });
    });

    it('Regalo: the gift item is free', async () => {
      // 10000 paid, the 3000 socks free. Transfer 8500, home 7350: 15850.
      const answer = await placed(
        checkoutBody([
          {
            promotion: true,
            id: promos.regalo,
            products: [
              { id: ids.botin, size: '40' },
              { id: ids.mediaCorta, size: '39-40', gift: true },
            ],
          },
        ]),
      );
      expect(answer).toMatchObject({
        subtotal: 10000,
        promotion_discount: 3000,
        transfer_discount: 1500,
        transaction_amount: 15850,
      });
    });

    it('a coupon comes off what the transfer discount leaves; its use is taken', async () => {
      // 10000, transfer 8500, coupon 10% of 8500 = 850: 7650; branch 3500: 11150.
      const before = await footprint(shop);
      const answer = await placed(
        checkoutBody([line('botin', '40')], { rate: BRANCH, coupon: 'diez' }),
      );
      expect(answer).toMatchObject({
        subtotal: 10000,
        transfer_discount: 1500,
        coupon_discount: 850,
        shipping_amount: 3500,
        transaction_amount: 11150,
      });
      const after = await footprint(shop);
      expect(after.coupon_uses).toBe(before.coupon_uses - 1);
      expect(after.coupon_usages).toBe(before.coupon_usages + 1);
    });

    it('from the free-shipping threshold the rate is free; home delivery still adds its surcharge', async () => {
      // 5 × 10000 = 50000 ≥ 45000. Transfer 42500. Home: 0 + 2350. Branch: 0.
      const home = await placed(checkoutBody([line('botin', '40', 5)], { rate: HOME }));
      expect(home).toMatchObject({
        subtotal: 50000,
        shipping_amount: 2350,
        transaction_amount: 44850,
      });
      const branch = await placed(checkoutBody([line('botin', '40', 5)], { rate: BRANCH }));
      expect(branch).toMatchObject({
        subtotal: 50000,
        shipping_amount: 0,
        transaction_amount: 42500,
      });
    });

    it('ignores every price, discount, shipping amount and total the browser sends', async () => {
      const honest = await placed(checkoutBody([line('camisetaB', 'M')]));
      const tampered = await placed({
        ...checkoutBody([{ ...line('camisetaB', 'M'), price: 1, maxQuantity: 99 }]),
        shipment: { rate: { ...HOME, price: 0 } },
        transaction_amount: 1,
        shipping_amount: 0,
        shippingCharge: 0,
        discount: 99,
        total: 1,
      });
      for (const answer of [honest, tampered]) {
        // 24999.99 → transfer 21249.99 (ceil of 2124999.15 cents = 2125000 → 21250.00), home 7350.
        expect(answer).toMatchObject({
          subtotal: 24999.99,
          transfer_discount: 3749.99,
          shipping_amount: 7350,
          transaction_amount: 28600,
        });
      }
      const discounted = await placed({
        ...checkoutBody([
          {
            promotion: true,
            id: promos['2x1'],
            price: 0,
            discountAmount: 7000,
            products: [
              { id: ids.mediaCorta, size: '39-40', price: 0 },
              { id: ids.mediaLarga, size: '39-40', price: 0 },
            ],
          },
        ]),
      });
      expect(discounted).toMatchObject({ subtotal: 3500, promotion_discount: 3000 });
    });

    it('takes the stock and counts the sale', async () => {
      const before = await stockOf(shop, ids.camisetaC as string, 'M');
      await placed(checkoutBody([line('camisetaC', 'M', 3)]));
      expect(await stockOf(shop, ids.camisetaC as string, 'M')).toBe(before - 3);
    });
  });

  describe('refuses with a clear message and writes nothing', () => {
    it('a quantity above the stock (409 naming the product and size)', async () => {
      await refused(
        checkoutBody([line('botin', '41', 2)]),
        409,
        'No hay stock suficiente de Botín Predator (talle 41): quedan 1.',
      );
    });

    it('negative, zero and fractional quantities (400)', async () => {
      for (const quantity of [-1, 0, 1.5]) {
        await refused(
          checkoutBody([line('botin', '40', quantity)]),
          400,
          'La cantidad debe ser un número entero mayor que 0',
        );
      }
    });

    it('an unknown product, a disabled one, an unknown size or variant (409)', async () => {
      await refused(
        checkoutBody([{ id: '00000000-0000-4000-8000-000000000000', size: '40', quantity: 1 }]),
        409,
        'Un producto del carrito ya no existe. Quitalo del carrito e intentá de nuevo.',
      );
      await refused(
        checkoutBody([line('apagado', '40')]),
        409,
        'Botín Discontinuado ya no está disponible.',
      );
      await refused(
        checkoutBody([line('botin', '47')]),
        409,
        'Botín Predator ya no tiene el talle 47.',
      );
      await refused(
        checkoutBody([{ ...line('botin', '40'), variant: { id: 9 } }]),
        409,
        'La variante elegida de Botín Predator ya no existe.',
      );
    });

    it('a size of another product (409)', async () => {
      await refused(
        checkoutBody([line('camisetaB', '40')]),
        409,
        'Camiseta Local 24/25 ya no tiene el talle 40.',
      );
    });

    it('an expired or disabled promotion (409)', async () => {
      const socks = [
        { id: ids.mediaCorta, size: '39-40' },
        { id: ids.mediaLarga, size: '39-40' },
      ];
      await refused(
        checkoutBody([{ promotion: true, id: promos.vencida, products: socks }]),
        409,
        'La promoción "2x1 vencido" venció el 31/01/2020. Quitala del carrito.',
      );
      await refused(
        checkoutBody([{ promotion: true, id: promos.apagada, products: socks }]),
        409,
        'La promoción "2x1 apagado" ya no está disponible.',
      );
    });

    it('a promotion composed against its rules (422)', async () => {
      await refused(
        checkoutBody([
          {
            promotion: true,
            id: promos['3x2'],
            products: [
              { id: ids.camisetaB, size: 'M' },
              { id: ids.camisetaC, size: 'M' },
            ],
          },
        ]),
        422,
        'Para esta promoción (3x2), debes seleccionar exactamente 3 productos.',
      );
      await refused(
        checkoutBody([
          {
            promotion: true,
            id: promos['2x1'],
            products: [
              { id: ids.botin, size: '40' },
              { id: ids.mediaCorta, size: '39-40' },
            ],
          },
        ]),
        422,
        'Botín Predator no participa de la promoción "2x1 en medias".',
      );
      await refused(
        checkoutBody([
          {
            promotion: true,
            id: promos.regalo,
            products: [
              { id: ids.botin, size: '40' },
              { id: ids.mediaLarga, size: '39-40', gift: true },
            ],
          },
        ]),
        422,
        'Medias Largas no puede ser el regalo de la promoción "Botines con medias de regalo".',
      );
      await refused(
        checkoutBody([
          {
            promotion: true,
            id: promos.regalo,
            products: [
              { id: ids.botin, size: '40' },
              { id: ids.mediaCorta, size: '39-40' },
            ],
          },
        ]),
        422,
        'Para esta promoción, solo puedes agregar un producto normal y un producto de regalo.',
      );
    });

    it('a used-up coupon (409) and an unknown one (422)', async () => {
      await refused(
        checkoutBody([line('botin', '40')], { coupon: 'AGOTADO' }),
        409,
        'Código de cupón no válido o no tiene usos disponibles',
      );
      await refused(
        checkoutBody([line('botin', '40')], { coupon: 'NO-EXISTE' }),
        422,
        'Código de cupón no válido o no tiene usos disponibles',
      );
    });

    it('a rate the carrier does not offer, or a branch pickup without a branch (422)', async () => {
      await refused(
        checkoutBody([line('botin', '40')], {
          rate: { productName: 'Correo Argentino Expreso', deliveredType: 'D' },
        }),
        422,
        'El método de envío "Correo Argentino Expreso" no está disponible para tu código postal. Volvé a elegir el envío.',
      );
      await refused(
        checkoutBody([line('botin', '40')], {
          rate: { productName: 'Correo Argentino Clasico', deliveredType: 'S' },
        }),
        422,
        'Debe elegir una sucursal para retirar el pedido.',
      );
    });

    it('transfer while the shop has no account or WhatsApp number to take it (422)', async () => {
      const settings = await shop.services.settings.get();
      // Orders read the settings at most once a second.
      const change = async (next: typeof settings) => {
        await shop.services.settings.update(next);
        await new Promise((resolve) => setTimeout(resolve, 1100));
      };
      try {
        await change({ ...settings, bankAccount: { ...settings.bankAccount, cbu: '', alias: '' } });
        await refused(
          checkoutBody([line('botin', '40')]),
          422,
          'El pago por transferencia todavía no está disponible en esta tienda. Elegí pagar con Mercado Pago.',
        );
        expect((await order(checkoutBody([line('botin', '40')]))).json().error).toBe(
          'transfer_unavailable',
        );
        await change({ ...settings, contact: { ...settings.contact, whatsapp: '' } });
        await refused(checkoutBody([line('botin', '40')]), 422, /transferencia todavía no/);
      } finally {
        await change(settings);
      }
      await placed(checkoutBody([line('botin', '40')]));
    });

    it('an address with errors (400 with the form message)', async () => {
      await refused(
        checkoutBody([line('botin', '40')], { payer: { payerName: '' } }),
        400,
        'Completar con su nombre',
      );
      await refused(
        checkoutBody([line('botin', '40')], { payer: { client_id: '123' } }),
        400,
        /DNI/,
      );
    });
  });

  describe('a retried submit (same Idempotency-Key) answers the first order', () => {
    it('taking no units and no order number again', async () => {
      const body = checkoutBody([line('camisetaD', 'M')]);
      const headers = { 'idempotency-key': `reintento-${kind}` };
      const before = await stockOf(shop, ids.camisetaD as string, 'M');
      const first = await order(body, headers);
      const again = await order(body, headers);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().order_number).toBe(first.json().order_number);
      expect(await stockOf(shop, ids.camisetaD as string, 'M')).toBe(before - 1);
      const next = await placed(body);
      expect(next.order_number).toBe(first.json().order_number + 1);
    });

    it('when the first order took the last unit', async () => {
      const body = checkoutBody([line('ultima', 'M')]);
      const headers = { 'idempotency-key': `ultima-unidad-${kind}` };
      const first = await order(body, headers);
      expect(first.statusCode, first.body).toBe(201);
      const before = await footprint(shop);
      const again = await order(body, headers);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().order_number).toBe(first.json().order_number);
      expect(await footprint(shop)).toEqual(before);
      // Without the key, the same cart is refused: there is no unit left.
      await refused(body, 409, /No hay stock suficiente de Camiseta Edición Limitada/);
    });

    it("when the first order took the coupon's last use", async () => {
      const body = checkoutBody([line('camisetaB', 'L')], { coupon: 'ULTIMO' });
      const headers = { 'idempotency-key': `ultimo-cupon-${kind}` };
      const first = await order(body, headers);
      expect(first.statusCode, first.body).toBe(201);
      const before = await footprint(shop);
      const again = await order(body, headers);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json()).toMatchObject({
        order_number: first.json().order_number,
        coupon_discount: first.json().coupon_discount,
      });
      expect(await footprint(shop)).toEqual(before);
    });
  });

  it("accepts SPEC.md section 7's flat order body too", async () => {
    const answer = await placed({
      items: [{ ...line('botin', '40'), name: 'Botín', price: 1 }],
      name: 'Juana Pérez',
      email: 'juana@example.com',
      phone: '1144445555',
      client_id: '30123456',
      shipment: {
        zipCode: '1425',
        state_name: 'Ciudad Autónoma de Buenos Aires',
        city_name: 'CABA',
        street_name: 'Av. Santa Fe',
        street_number: '1234',
        rate: HOME,
      },
      transaction_amount: 1,
    });
    expect(answer).toMatchObject({ subtotal: 10000, transaction_amount: 15850 });
  });
});
