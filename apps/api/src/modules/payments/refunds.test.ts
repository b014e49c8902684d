import { describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../test/fake-mercadopago.js';
import { databaseKinds } from '../../test/harness.js';
import { checkoutBody, type OrderShop } from '../../test/order-shop.js';
import { TOTAL } from '../../test/mercadopago-shop.js';
import { useRefundShop, type AdminOrder } from '../../test/refund-calls.js';

/**
 * Issue 17 part 4: the admin's refunds (Mercado Pago through the official SDK against a local fake
 * of its API, transfers recorded by hand).
 */

/** Transfer: 10000 less 15% + 7350. */
const TRANSFER_TOTAL = 15850;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(databaseKinds())('refunds and news after approval on %s', (kind) => {
  let shop: OrderShop;
  let fake: FakeMercadoPago;
  let boot: string;
  const { detail, refund, stock, typesOf, notify, paidOrder } = useRefundShop(
    kind,
    (opened) => ({ shop, fake, boot } = opened),
  );

  describe('part 4: the admin refunds', () => {
    it('a full Mercado Pago refund goes through the SDK once, cancels the order and returns its stock once', async () => {
      const { id, paymentId } = await paidOrder();
      const before = await stock();
      const asked = fake.refundRequests.length;
      const res = await refund(id, { note: 'Cliente arrepentido' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        order: { status: 'Cancelado' },
        refund: { amount: TOTAL, refunded_total: TOTAL, refundable: 0 },
      });
      const sent = fake.refundRequests.slice(asked);
      expect(sent).toEqual([
        { paymentId, amount: TOTAL, idempotencyKey: expect.stringMatching(UUID) },
      ]);
      expect(await stock()).toBe(before + 1);

      const order = await detail(id);
      expect(order).toMatchObject({ status: 'Cancelado', refunded_total: TOTAL, refundable: 0 });
      const made = order.events.find((e) => e.type === 'refund');
      expect(made).toMatchObject({
        actor: 'admin',
        details: {
          amount: TOTAL,
          note: 'Cliente arrepentido',
          adminUser: 'admin-pedidos',
          refundKey: sent[0]?.idempotencyKey,
        },
      });

      // Asked again, and Mercado Pago's notice of its own refund: nothing more.
      const again = await refund(id);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({
        error: 'business_rule',
        message: 'Este pedido ya fue reintegrado por completo.',
      });
      expect(await notify(paymentId)).toBe(200);
      expect(await stock()).toBe(before + 1);
      expect(await detail(id)).toMatchObject({ status: 'Cancelado', payment_alert: null });
      expect(fake.refundRequests.length).toBe(asked + 1);
    });

    it('a partial refund keeps the order; more than what is left is refused in Spanish; the rest cancels it', async () => {
      const { id, paymentId } = await paidOrder();
      const before = await stock();
      const partial = await refund(id, { amount: 5000.5, note: 'Faltó una media' });
      expect(partial.statusCode, partial.body).toBe(200);
      expect(partial.json()).toMatchObject({
        order: { status: 'Aprobado' },
        refund: { amount: 5000.5, refunded_total: 5000.5, refundable: 12349.5 },
      });
      // Mercado Pago's notice of this partial refund is the shop's own: no alert.
      expect(await notify(paymentId)).toBe(200);
      expect(await detail(id)).toMatchObject({ status: 'Aprobado', payment_alert: null });

      const asked = fake.refundRequests.length;
      const over = await refund(id, { amount: 12350 });
      expect(over.statusCode).toBe(422);
      expect(over.json()).toEqual({
        error: 'refund_over_paid',
        message:
          'El monto a reintegrar ($12,350.00) supera lo que queda por reintegrar ($12,349.50).',
      });
      expect(fake.refundRequests.length).toBe(asked);
      expect(await detail(id)).toMatchObject({ status: 'Aprobado', refunded_total: 5000.5 });

      const rest = await refund(id, { amount: 12349.5 });
      expect(rest.statusCode, rest.body).toBe(200);
      expect(await detail(id)).toMatchObject({ status: 'Cancelado', refunded_total: TOTAL });
      expect(await stock()).toBe(before + 1);
    });

    it('a refund Mercado Pago refuses shows its message and changes nothing', async () => {
      const { id } = await paidOrder();
      const before = await stock();
      fake.refuseRefunds = 'Payment too old to be refunded';
      const res = await refund(id, { amount: 1000 });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: 'refund_refused',
        message: 'Mercado Pago rechazó el reintegro: Payment too old to be refunded',
      });
      expect(await detail(id)).toMatchObject({
        status: 'Aprobado',
        refunded_total: 0,
        refundable: TOTAL,
      });
      expect(await stock()).toBe(before);
      expect(await typesOf(id)).toContain('refund_refused');

      // A later try is a new refund with a new key.
      fake.refuseRefunds = null;
      const retry = await refund(id, { amount: 1000 });
      expect(retry.statusCode, retry.body).toBe(200);
      const [refused, made] = fake.refundRequests.slice(-2);
      expect(made?.idempotencyKey).not.toBe(refused?.idempotencyKey);
    });

    it('Mercado Pago unreachable: 502, and the retry reuses the same idempotency key', async () => {
      const { id } = await paidOrder();
      fake.mode = 'down';
      const failed = await refund(id, { amount: 2000 });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ error: 'payment_provider_error' });
      expect(await detail(id)).toMatchObject({ status: 'Aprobado', refunded_total: 0 });
      const asked = (await detail(id)).events.find((e) => e.type === 'refund_requested');
      const firstKey = asked?.details.refundKey;
      expect(firstKey).toMatch(UUID);

      fake.mode = 'ok';
      const other = await refund(id, { amount: 3000 });
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe(
        'Hay un reintegro de $2,000.00 sin confirmar por Mercado Pago: reintentalo con el mismo monto.',
      );
      const retry = await refund(id, { amount: 2000 });
      expect(retry.statusCode, retry.body).toBe(200);
      expect(fake.refundRequests.at(-1)).toMatchObject({ amount: 2000, idempotencyKey: firstKey });
      // Made and recorded: the next refund is a new one.
      expect((await refund(id, { amount: 1 })).statusCode).toBe(200);
      expect(fake.refundRequests.at(-1)?.idempotencyKey).not.toBe(firstKey);
      expect(await detail(id)).toMatchObject({ refunded_total: 2001, refundable: TOTAL - 2001 });
    });

    it("a transfer order's 'Registrar reintegro' records amount and note, no provider call, and a full one cancels it once", async () => {
      const placed = await shop.app.inject({
        method: 'POST',
        url: '/api/order',
        payload: checkoutBody([{ id: boot, size: '40', quantity: 1 }]),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const { order_number } = placed.json() as { order_number: number };
      const listed = (
        await shop.app.inject({ url: '/api/orders', headers: shop.adminHeaders })
      ).json() as AdminOrder[];
      const id = listed.find((o) => o.order_number === order_number)?.id ?? '';

      const unpaid = await refund(id);
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json().message).toBe('Este pedido no tiene un pago para reintegrar.');

      await shop.app.inject({
        method: 'PUT',
        url: `/api/order/${id}`,
        headers: shop.adminHeaders,
        payload: { status: 'Aprobado' },
      });
      const before = await stock();
      const asked = fake.refundRequests.length;
      const part = await refund(id, { amount: 850, note: 'Transferido al CBU del cliente' });
      expect(part.statusCode, part.body).toBe(200);
      expect(part.json()).toMatchObject({
        order: { status: 'Aprobado' },
        refund: { amount: 850, refundable: TRANSFER_TOTAL - 850, provider_refund_id: null },
      });
      const rest = await refund(id);
      expect(rest.statusCode, rest.body).toBe(200);
      expect(rest.json()).toMatchObject({
        order: { status: 'Cancelado' },
        refund: { amount: TRANSFER_TOTAL - 850, refunded_total: TRANSFER_TOTAL },
      });
      expect((await refund(id, { amount: 1 })).statusCode).toBe(422);
      expect(await stock()).toBe(before + 1);
      expect(fake.refundRequests.length).toBe(asked);
      const order = await detail(id);
      expect(order.events.filter((e) => e.type === 'refund').map((e) => e.details.note)).toEqual([
        'Transferido al CBU del cliente',
        '',
      ]);
    });

    it('refuses a bad amount and an unknown order', async () => {
      const { id } = await paidOrder();
      const zero = await refund(id, { amount: 0 });
      expect(zero.statusCode).toBe(400);
      expect(zero.json().message).toBe('El monto a reintegrar tiene que ser mayor que cero.');
      const cents = await refund(id, { amount: 10.005 });
      expect(cents.statusCode).toBe(400);
      const missing = await refund('00000000-0000-4000-8000-000000000000');
      expect(missing.statusCode).toBe(404);
    });
  });
});
