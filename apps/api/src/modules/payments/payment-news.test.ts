import { describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../test/fake-mercadopago.js';
import { databaseKinds } from '../../test/harness.js';
import type { OrderShop } from '../../test/order-shop.js';
import { SHOP_EMAIL } from '../../test/mercadopago-shop.js';
import { useRefundShop } from '../../test/refund-calls.js';

/**
 * Issue 17 part 5: Mercado Pago's news after approval (refunds, chargebacks, disputes), through
 * the official SDK against a local fake of its API.
 */
describe.each(databaseKinds())('refunds and news after approval on %s', (kind) => {
  let shop: OrderShop;
  let fake: FakeMercadoPago;
  const { detail, stock, mailsTo, typesOf, notify, paidOrder, ship } = useRefundShop(
    kind,
    (opened) => ({ shop, fake } = opened),
  );

  describe('part 5: news after approval', () => {
    it.for([
      { status: 'refunded', detail: 'by_admin', alert: 'Reintegrado en Mercado Pago' },
      { status: 'charged_back', detail: 'settled', alert: 'Contracargo' },
    ])(
      '$status before shipping: marked, e-mailed, cancelled and its stock returned once',
      async ({ status, detail: statusDetail, alert }) => {
        const { id, paymentId } = await paidOrder();
        const before = await stock();
        fake.updatePayment(paymentId, { status, status_detail: statusDetail });
        expect(await notify(paymentId)).toBe(200);
        expect(await notify(paymentId)).toBe(200);
        expect(await shop.services.payments.sync(id)).toBeTruthy();
        const order = await detail(id);
        expect(order).toMatchObject({ status: 'Cancelado', payment_alert: alert });
        expect(await stock()).toBe(before + 1);
        const flagged = order.events.filter((e) => e.type === 'alert_raised');
        expect(flagged).toEqual([
          expect.objectContaining({ details: expect.objectContaining({ paymentId }) }),
        ]);
        const subject = `Atención — ${alert}: pedido #${order.order_number}`;
        expect((await mailsTo(SHOP_EMAIL)).filter((s) => s === subject)).toHaveLength(1);
      },
    );

    it.for([
      { status: 'refunded', detail: 'refunded', alert: 'Reintegrado en Mercado Pago' },
      { status: 'charged_back', detail: 'reimbursed', alert: 'Contracargo' },
      { status: 'in_mediation', detail: '', alert: 'En disputa' },
      { status: 'approved', detail: 'partially_refunded', alert: 'Reintegro parcial' },
    ])(
      '$status ($detail) after shipping: flagged for review, still Enviado, no stock back',
      async ({ status, detail: statusDetail, alert }) => {
        const { id, paymentId } = await paidOrder();
        await ship(id);
        const before = await stock();
        fake.updatePayment(paymentId, {
          status,
          status_detail: statusDetail,
          transaction_amount_refunded: status === 'approved' ? 1000 : 0,
        });
        expect(await notify(paymentId)).toBe(200);
        expect(await notify(paymentId)).toBe(200);
        const order = await detail(id);
        expect(order).toMatchObject({ status: 'Enviado', payment_alert: alert });
        expect(await stock()).toBe(before);
        expect(order.events.filter((e) => e.type === 'alert_raised')).toEqual([
          expect.objectContaining({ details: expect.objectContaining({ paymentId }) }),
        ]);
        expect(await mailsTo(SHOP_EMAIL)).toContain(
          `Atención — ${alert}: pedido #${order.order_number}`,
        );
      },
    );

    it('a dispute or a partial refund before shipping marks the order and keeps its stock', async () => {
      for (const news of [
        { status: 'in_mediation', status_detail: '', alert: 'En disputa' },
        {
          status: 'approved',
          status_detail: 'partially_refunded',
          transaction_amount_refunded: 500,
          alert: 'Reintegro parcial',
        },
      ]) {
        const { id, paymentId } = await paidOrder();
        const before = await stock();
        const { alert, ...fields } = news;
        fake.updatePayment(paymentId, fields);
        expect(await notify(paymentId)).toBe(200);
        expect(await detail(id)).toMatchObject({ status: 'Aprobado', payment_alert: alert });
        expect(await stock()).toBe(before);
      }
    });

    it('a notice for a payment Mercado Pago does not know is answered and changes nothing', async () => {
      const { id } = await paidOrder();
      const events = (await typesOf(id)).length;
      expect(await notify('999999999999')).toBe(200);
      expect(await detail(id)).toMatchObject({ status: 'Aprobado', payment_alert: null });
      expect((await typesOf(id)).length).toBe(events);
    });
  });
});
