import { ITEMS_LOCKED, TRACKING_CODE_REQUIRED } from '@shop/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import { addProduct, footprint, stockOf, type OrderShop } from '../../test/order-shop.js';
import { useAdminOrderShop, type AdminOrder as Order } from '../../test/admin-order-shop.js';

describe.each(databaseKinds())('admin order calls on %s', (kind) => {
  let shop: OrderShop;
  let boot: string;
  let shirt: string;
  const { line, checkout, get, put } = useAdminOrderShop(
    kind,
    (opened) => ({ shop, boot, shirt } = opened),
  );

  it('PUT items changes sizes and moves the stock to match; the amounts stay right', async () => {
    const order = await get((await checkout([line(boot, '40', 2), line(shirt, 'M')])).order_number);
    const stock40 = await stockOf(shop, boot, '40');
    const stock41 = await stockOf(shop, boot, '41');
    const res = await put(order.id, {
      items: [
        { ...order.items[0], size: '41' },
        { ...order.items[1], size: 'M' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as Order;
    expect(edited.items).toEqual([
      expect.objectContaining({ lineId: '1', size: '41', quantity: 2, price: 20000 }),
      expect.objectContaining({ lineId: '2', size: 'M', quantity: 1, price: 30000 }),
    ]);
    expect(edited.transaction_amount).toBe(order.transaction_amount);
    expect(await stockOf(shop, boot, '40')).toBe(stock40 + 2);
    expect(await stockOf(shop, boot, '41')).toBe(stock41 - 2);
  });

  it('PUT items refuses a quantity change or a dropped line (409), writing nothing', async () => {
    const order = await get((await checkout([line(boot, '40', 2), line(shirt, 'M')])).order_number);
    await put(order.id, { status: 'Aprobado' });
    const events = async () =>
      (
        await shop.app.inject({ url: `/api/order/${order.id}/events`, headers: shop.adminHeaders })
      ).json() as unknown[];
    const history = await events();
    const before = await footprint(shop);
    const [boots, shirts] = order.items as [Order['items'][number], Order['items'][number]];
    for (const [items, status, message] of [
      [[{ ...boots, quantity: 1 }, shirts], 409, ITEMS_LOCKED],
      [[{ ...boots, size: '41', quantity: 1 }, shirts], 409, ITEMS_LOCKED],
      [[boots], 409, ITEMS_LOCKED],
      [
        [{ lineId: '9', size: '40', quantity: 1 }],
        422,
        'Solo se pueden cambiar el talle y la cantidad de los productos del pedido.',
      ],
      [[{ ...boots, size: '47' }, shirts], 409, 'Botín Copa no tiene el talle 47.'],
      [
        [{ ...boots, quantity: 1.5 }, shirts],
        400,
        'La cantidad debe ser un número entero mayor que 0',
      ],
      [
        [{ ...boots, size: '42' }, shirts],
        409,
        /^No hay stock suficiente de Botín Copa \(talle 42\)/,
      ],
    ] as const) {
      const refused = await put(order.id, { items, admin_comment: 'no debería guardarse' });
      expect(refused.statusCode, refused.body).toBe(status);
      expect(refused.json().message).toMatch(message);
    }
    expect(await footprint(shop)).toEqual(before);
    expect(await events()).toEqual(history);
    const after = await get(order.order_number);
    expect(after.items).toEqual(order.items);
    expect(after.admin_comment).toBe(order.admin_comment);
    expect(after.transaction_amount).toBe(order.transaction_amount);
  });

  it('random saves record only what really changed: a size, the comment (issue 42)', async () => {
    const socks = await addProduct(shop, {
      productName: 'Media Larga',
      price: 5000,
      cat: 'Medias',
      sub_cat: 'Largas',
      sizes: { '39-40': 500, '41-42': 500 },
    });
    const order = await get(
      (await checkout([line(socks, '39-40'), line(shirt, 'M')])).order_number,
    );
    const events = async () =>
      (
        await shop.app.inject({ url: `/api/order/${order.id}/events`, headers: shop.adminHeaders })
      ).json() as { type: string; details: Record<string, unknown> }[];
    let current = { size: '39-40', comment: order.admin_comment };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('39-40', '41-42'),
        fc.constantFrom('', 'llamar antes', 'entregar a la tarde'),
        fc.boolean(),
        async (size, comment, sendComment) => {
          const before = (await events()).length;
          const [sock, tee] = (await get(order.order_number)).items as [
            Order['items'][number],
            Order['items'][number],
          ];
          const res = await put(order.id, {
            status: 'Pago Pendiente',
            track_id: '',
            email: order.email,
            items: [{ ...sock, size }, tee],
            ...(sendComment ? { admin_comment: comment } : {}),
          });
          expect(res.statusCode, res.body).toBe(200);
          const expected = [
            ...(sendComment && comment !== current.comment
              ? [{ type: 'comment_changed', details: { comment, adminUser: expect.any(String) } }]
              : []),
            ...(size !== current.size
              ? [
                  {
                    type: 'items_edited',
                    details: {
                      changes: [
                        { lineId: sock.lineId, name: 'Media Larga', from: current.size, to: size },
                      ],
                      adminUser: expect.any(String),
                    },
                  },
                ]
              : []),
          ];
          expect((await events()).slice(before)).toEqual(
            expected.map((e) => expect.objectContaining(e)),
          );
          current = { size, comment: sendComment ? comment : current.comment };
        },
      ),
      { numRuns: 25 },
    );
  });

  describe('POST /api/order with an admin token (/uploadorder draft)', () => {
    const draft = (body: Record<string, unknown>, headers = shop.adminHeaders) =>
      shop.app.inject({ method: 'POST', url: '/api/order', headers, payload: body });
    const body = () => ({
      items: [{ id: shirt, size: 'M', quantity: 2, price: 1 }],
      name: 'Cliente Mostrador',
      email: 'mostrador@example.com',
      phone: '1155556666',
      shipment: {
        zipCode: '1425',
        state_name: 'CABA',
        city_name: 'CABA',
        street_name: 'Corrientes',
        street_number: '100',
      },
      status: 'Aprobado',
      payment_method: 'efectivo',
      shipping_amount: 1500,
      transaction_amount: 1,
    });

    it('prices the lines from the catalogue, takes the stock and keeps the status chosen', async () => {
      const before = await stockOf(shop, shirt, 'M');
      const res = await draft(body());
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        order_number: expect.any(Number),
        status: 'Aprobado',
        order_type: 'manual',
        payment_method: 'efectivo',
        subtotal: 60000,
        transfer_discount: 0,
        shipping_amount: 1500,
        transaction_amount: 61500,
      });
      expect(await stockOf(shop, shirt, 'M')).toBe(before - 2);
      const transfer = await draft({
        ...body(),
        payment_method: 'transferencia',
        shipping_amount: 0,
      });
      expect(transfer.json()).toMatchObject({ transfer_discount: 9000, transaction_amount: 51000 });
    });

    it('refuses Enviado without a code, and without a token the body is a shopper checkout', async () => {
      const before = await footprint(shop);
      const shipped = await draft({ ...body(), status: 'Enviado' });
      expect(shipped.statusCode).toBe(422);
      expect(shipped.json().message).toBe(TRACKING_CODE_REQUIRED);
      const anonymous = await draft(body(), {});
      expect(anonymous.statusCode).toBe(400);
      expect(anonymous.json().message).toBe('Debe ingresar su DNI, Cuil o Cuit');
      expect(await footprint(shop)).toEqual(before);
    });
  });
});
