import { DEFAULT_SETTINGS, settingsSchema } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import {
  newOrderForShop,
  orderShipped,
  transferOrderCreated,
  type MailOrder,
} from './templates.js';

const HOSTILE = '<script>alert("x")</script>';

function mailOrder(overrides: Partial<MailOrder> = {}): MailOrder {
  return {
    order_number: 1042,
    name: `Juana ${HOSTILE}`,
    email: 'juana@example.com',
    phone: '11 4444-5555',
    client_id: '30123456',
    status: 'Pago Pendiente',
    order_type: 'transferencia',
    payment_method: 'transferencia',
    track_id: '',
    items: [
      {
        name: `Botín <img src=x onerror=alert(1)>`,
        size: '41',
        quantity: 2,
        price: 10000,
        promotion: null,
      },
      {
        name: 'Medias & Co.',
        size: '39-40',
        quantity: 1,
        price: 0,
        promotion: { title: '2x1 "medias"' },
      },
    ],
    subtotal: 20000,
    transfer_discount: 3000,
    coupon_discount: 0,
    shipping_amount: 7350,
    transaction_amount: 24350,
    shipment: {
      street_name: 'Av. <b>Santa Fe</b>',
      street_number: '1234',
      floor: '',
      city_name: 'CABA',
      state_name: 'Ciudad Autónoma de Buenos Aires',
      zipCode: '1425',
      rate: { productName: 'Correo Argentino Clasico', deliveredType: 'D', agencyAddress: '' },
    },
    ...overrides,
  };
}

describe('e-mail templates', () => {
  const settings = settingsSchema.parse({
    bankAccount: {
      bank: 'Banco Nación',
      holder: 'Tienda Deportiva SRL',
      cbu: '0110599520000001234567',
      alias: 'TIENDA.DEPORTIVA',
      cuit: '',
    },
    contact: { whatsapp: '+54 9 11 5555-0000', email: 'ventas@tienda.test' },
  });

  it('the transfer e-mail carries the amount, the bank details and the items, in HTML and text', () => {
    const mail = transferOrderCreated(mailOrder(), settings, 'https://tienda.test/orden');
    expect(mail.subject).toBe('Recibimos tu pedido #1042');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('$24,350.00');
      expect(body).toContain('0110599520000001234567');
      expect(body).toContain('TIENDA.DEPORTIVA');
      expect(body).toContain('+54 9 11 5555-0000');
      expect(body).toContain('Descuento por transferencia');
    }
    expect(mail.text).not.toContain('CUIT:');
    expect(mail.text).toContain('- Botín <img src=x onerror=alert(1)> · talle 41 × 2: $20,000.00');
  });

  it('escapes whatever people typed before it goes into the HTML', () => {
    for (const mail of [
      transferOrderCreated(mailOrder(), settings, 'https://tienda.test/?a=1&b="2"'),
      newOrderForShop(mailOrder()),
      orderShipped(mailOrder({ track_id: '<TN123>' }), 'https://tienda.test/?a=1&b="2"'),
    ]) {
      expect(mail.html).not.toMatch(/<script|<img|<b>|onerror=alert\(1\)>/);
      expect(mail.html).not.toContain('"2"');
    }
    const html = transferOrderCreated(mailOrder(), settings, 'https://tienda.test/').html;
    expect(html).toContain('Juana &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Medias &amp; Co.');
    const shipped = orderShipped(
      mailOrder({ track_id: '<TN123>' }),
      'https://tienda.test/seguimiento-de-ordenes?pedido=7&token=t',
    );
    expect(shipped.html).toContain('&lt;TN123&gt;');
    expect(shipped.text).toContain(
      'Seguí tu pedido: https://tienda.test/seguimiento-de-ordenes?pedido=7&token=t',
    );
  });

  it('leaves out bank lines the admin left blank', () => {
    const mail = transferOrderCreated(mailOrder(), DEFAULT_SETTINGS, 'https://tienda.test/');
    expect(mail.text).not.toContain('Datos para la transferencia');
  });
});
