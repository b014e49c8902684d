import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_TEMPLATES } from '../customer-contact.js';
import { DEFAULT_SETTINGS, settingsSchema } from './settings.js';
import { errorsOf } from '../test/schema-errors.js';

describe('settingsSchema', () => {
  it("defaults to SPEC's figures and a blank bank account", () => {
    expect(DEFAULT_SETTINGS).toEqual({
      transferDiscountPercent: 15,
      freeShippingThreshold: 45000,
      homeDeliverySurcharge: 2350,
      bankAccount: { bank: '', holder: '', cbu: '', alias: '', cuit: '' },
      contact: { whatsapp: '', email: '', phone: '', instagram: '' },
      sender: { name: 'Tienda deportiva', address: '', city: '', province: '', zipCode: '' },
      brandVideoYoutube: '',
      lowStockThreshold: 3,
      autoImportShipments: false,
      statementDescriptor: '',
      serviceHours: 'Lunes a Viernes de 9:00 a 21:00, Sábados de 10:00 a 18:00',
      messageTemplates: DEFAULT_MESSAGE_TEMPLATES,
    });
  });

  it("keeps the owner's message templates, and checks each has a name and a text", () => {
    const templates = [{ name: 'Gracias', text: '¡Gracias por tu compra, {nombre}!' }];
    expect(settingsSchema.parse({ messageTemplates: templates }).messageTemplates).toEqual(
      templates,
    );
    expect(settingsSchema.parse({ messageTemplates: [] }).messageTemplates).toEqual([]);
    expect(
      errorsOf(settingsSchema, { messageTemplates: [{ name: ' ', text: 'x'.repeat(1001) }] }),
    ).toEqual({
      'messageTemplates.0.name': 'Cada mensaje necesita un nombre',
      'messageTemplates.0.text': 'El texto del mensaje debe tener hasta 1000 caracteres',
    });
  });

  it('accepts filled-in settings', () => {
    const settings = {
      transferDiscountPercent: 10,
      freeShippingThreshold: 50000.5,
      homeDeliverySurcharge: 0,
      bankAccount: {
        bank: 'Banco Nación',
        holder: 'Tienda Deportiva SRL',
        cbu: '0110599520000001234567',
        alias: 'tienda.deportiva.mp',
        cuit: '30-71432229-6',
      },
      contact: {
        whatsapp: '5491155551234',
        email: 'ventas@tienda.com.ar',
        phone: '011 5555-1234',
        instagram: 'https://www.instagram.com/tienda',
      },
      sender: {
        name: 'Deportes Ñandú',
        address: 'Av. Santa Fe 1234, local 5',
        city: 'Ciudad Autónoma de Buenos Aires',
        province: 'Ciudad Autónoma de Buenos Aires',
        zipCode: 'C1425ABC',
      },
      brandVideoYoutube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      lowStockThreshold: 5,
      autoImportShipments: true,
      statementDescriptor: 'TIENDA DEPORTIVA',
      serviceHours: 'Lunes a Viernes de 10:00 a 19:00',
      messageTemplates: [{ name: 'Salió', text: 'Tu pedido #{pedido} salió: {seguimiento}' }],
    };
    expect(settingsSchema.parse(settings)).toEqual(settings);
  });

  it('fills in the parts that are left out', () => {
    expect(settingsSchema.parse({ bankAccount: { bank: 'Galicia' } }).bankAccount).toEqual({
      bank: 'Galicia',
      holder: '',
      cbu: '',
      alias: '',
      cuit: '',
    });
  });

  it("checks the labels' sender: a name, and a postal code Correo Argentino reads", () => {
    expect(errorsOf(settingsSchema, { sender: { name: '  ', zipCode: '14250' } })).toEqual({
      'sender.name': 'Escribí el nombre del remitente: va en las etiquetas y los remitos',
      'sender.zipCode':
        'El código postal del remitente debe tener 4 dígitos (1425) o la forma C1425ABC',
    });
    expect(settingsSchema.parse({ sender: { zipCode: '1425' } }).sender).toEqual({
      name: 'Tienda deportiva',
      address: '',
      city: '',
      province: '',
      zipCode: '1425',
    });
  });

  it("keeps the card statement name within Mercado Pago's 16 characters", () => {
    expect(errorsOf(settingsSchema, { statementDescriptor: 'TIENDA DEPORTIVA SRL' })).toEqual({
      statementDescriptor: 'El nombre en el resumen de la tarjeta debe tener hasta 16 caracteres',
    });
    expect(errorsOf(settingsSchema, { statementDescriptor: 'DEPORTES ÑANDÚ' })).toEqual({
      statementDescriptor:
        'El nombre en el resumen de la tarjeta solo puede tener letras sin acentos, números, espacios, puntos, asteriscos y guiones',
    });
  });

  it('rejects impossible amounts and percentages', () => {
    expect(
      errorsOf(settingsSchema, {
        transferDiscountPercent: 120,
        freeShippingThreshold: -1,
        homeDeliverySurcharge: 'mucho',
      }),
    ).toEqual({
      transferDiscountPercent: 'El descuento por transferencia debe estar entre 0 y 100',
      freeShippingThreshold: 'El monto para envío gratis no puede ser negativo',
      homeDeliverySurcharge: 'El recargo por envío a domicilio no puede ser negativo',
    });
  });

  it('checks the bank account and contact when they are filled in', () => {
    expect(
      errorsOf(settingsSchema, {
        bankAccount: { cbu: '123', alias: 'a b', cuit: '30-71432229-5' },
        contact: { email: 'ventas@' },
      }),
    ).toEqual({
      'bankAccount.cbu': 'El CBU debe tener 22 dígitos',
      'bankAccount.alias': 'El alias debe tener entre 6 y 20 letras, números, puntos o guiones',
      'bankAccount.cuit': 'El CUIT ingresado no es válido',
      'contact.email': 'El email ingresado no es válido',
    });
  });
});
