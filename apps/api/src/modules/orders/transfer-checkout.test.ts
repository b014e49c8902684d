import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import {
  BRANCH,
  checkoutBody,
  footprint,
  HOME,
  stockOf,
  type OrderShop,
} from '../../test/order-shop.js';
import { TRANSFER_DETAIL, useTransferCheckoutShop } from '../../test/transfer-checkout-shop.js';

describe.each(databaseKinds())('POST /api/order (transfer checkout) on %s', (kind) => {
  let shop: OrderShop;
  const { ids, promos, order, line, placed, refused } = useTransferCheckoutShop(
    kind,
    (opened) => (shop = opened),
  );

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
