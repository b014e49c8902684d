import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import { checkoutBody, type OrderShop } from '../../test/order-shop.js';
import { useTransferCheckoutShop } from '../../test/transfer-checkout-shop.js';

describe.each(databaseKinds())('POST /api/order (transfer checkout) on %s', (kind) => {
  let shop: OrderShop;
  const { ids, promos, order, line, placed, refused } = useTransferCheckoutShop(
    kind,
    (opened) => (shop = opened),
  );

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
});
