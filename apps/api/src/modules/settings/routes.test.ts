import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';
import { DEFAULT_MESSAGE_TEMPLATES } from '@shop/domain';
import { STAFF_AREA_REFUSALS } from '@shop/domain';

const FORGED = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.firma-falsa' };

const DEFAULTS = {
  transferDiscountPercent: 15,
  freeShippingThreshold: 45000,
  homeDeliverySurcharge: 2350,
  lowStockThreshold: 3,
  autoImportShipments: false,
  bankAccount: { bank: '', holder: '', cbu: '', alias: '', cuit: '' },
  contact: { whatsapp: '', email: '', phone: '', instagram: '' },
  sender: { name: 'Tienda deportiva', address: '', city: '', province: '', zipCode: '' },
  brandVideoYoutube: '',
  statementDescriptor: '',
  serviceHours: 'Lunes a Viernes de 9:00 a 21:00, Sábados de 10:00 a 18:00',
  messageTemplates: DEFAULT_MESSAGE_TEMPLATES,
};

const CHANGED = {
  transferDiscountPercent: 10,
  freeShippingThreshold: 60000.5,
  homeDeliverySurcharge: 3000,
  lowStockThreshold: 5,
  autoImportShipments: true,
  bankAccount: {
    bank: 'Banco Nación',
    holder: 'Tienda Deportiva SRL',
    cbu: '0110599520000001234567',
    alias: 'tienda.deportiva',
    cuit: '20-12345678-6',
  },
  contact: {
    whatsapp: '+5491155556666',
    email: 'ventas@tienda.test',
    phone: '011 4444-5555',
    instagram: 'https://www.instagram.com/tienda.deportiva',
  },
  sender: {
    name: 'Tienda Deportiva SRL',
    address: 'Av. Corrientes 1234, local 2',
    city: 'Rosario',
    province: 'Santa Fe',
    zipCode: 'S2000ABC',
  },
  brandVideoYoutube: 'https://youtu.be/dQw4w9WgXcQ',
  statementDescriptor: 'TIENDA DEPORTIVA',
  serviceHours: 'Lunes a Sábado de 10:00 a 20:00',
  messageTemplates: [{ name: 'Salió', text: 'Hola {nombre}, tu pedido #{pedido} salió.' }],
};

describe.each(databaseKinds())('settings API on %s', (kind) => {
  let shop: TestShop;

  const read = async () => {
    const res = await shop.app.inject({ url: '/api/admin/settings', headers: shop.adminHeaders });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const write = (body: unknown, headers: Record<string, string> = shop.adminHeaders) =>
    shop.app.inject({ method: 'PUT', url: '/api/settings', headers, payload: body as object });

  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());

  it('answers the defaults before anything is saved', async () => {
    expect(await read()).toEqual(DEFAULTS);
  });

  it("answers the public the settings without the sender's address and the messages", async () => {
    expect((await write(CHANGED)).statusCode).toBe(200);
    const res = await shop.app.inject('/api/settings');
    expect(res.statusCode).toBe(200);
    const { sender: _sender, messageTemplates: _templates, ...shown } = CHANGED;
    expect(res.json()).toEqual(shown);
    expect(res.body).not.toContain('Corrientes');
    const signedOut = await shop.app.inject('/api/admin/settings');
    expect(signedOut.statusCode).toBe(401);
  });

  it('lets an admin replace the settings, and GET answers them', async () => {
    const res = await write(CHANGED);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(CHANGED);
    expect(await read()).toEqual(CHANGED);
  });

  it('replaces rather than merges: fields left out fall back to their defaults', async () => {
    expect((await write(CHANGED)).statusCode).toBe(200);
    const res = await write({ transferDiscountPercent: 20 });
    expect(res.statusCode).toBe(200);
    expect(await read()).toEqual({ ...DEFAULTS, transferDiscountPercent: 20 });
  });

  it('changes nothing without a valid admin token', async () => {
    expect((await write(CHANGED)).statusCode).toBe(200);
    for (const headers of [{}, FORGED]) {
      const res = await write({ ...CHANGED, transferDiscountPercent: 90 }, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'unauthorized',
        message: 'No autorizado: iniciá sesión como administrador.',
      });
    }
    expect(await read()).toEqual(CHANGED);
  });

  it("refuses a staff admin who is not Dueño: the bank account is the owner's (issue 21, item 6)", async () => {
    expect((await write(CHANGED)).statusCode).toBe(200);
    const staff = await shop.services.users.create({
      username: 'vendedor-ajustes',
      password: 'clave-segura-123',
      email: 'vendedor@tienda.test',
      countryCode: '+54',
      phone: '',
      country: 'Argentina',
      status: 'Activo',
      owner: false,
      checked: true,
    });
    const token = await shop.services.tokens.sign({ userId: staff.id, username: staff.username });
    const stolen = { ...CHANGED.bankAccount, cbu: '2850590940090418135201' };
    const res = await write(
      { ...CHANGED, bankAccount: stolen },
      { authorization: `Bearer ${token}` },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'forbidden',
      message: STAFF_AREA_REFUSALS.settings,
    });
    expect(await read()).toEqual(CHANGED);
  });

  it.each([
    [
      { transferDiscountPercent: 150 },
      'transferDiscountPercent',
      'El descuento por transferencia debe estar entre 0 y 100',
    ],
    [
      { transferDiscountPercent: '15' },
      'transferDiscountPercent',
      'El descuento por transferencia debe estar entre 0 y 100',
    ],
    [
      { freeShippingThreshold: -1 },
      'freeShippingThreshold',
      'El monto para envío gratis no puede ser negativo',
    ],
    [
      { freeShippingThreshold: 100.123 },
      'freeShippingThreshold',
      'El monto no es válido: debe estar en pesos con hasta 2 decimales',
    ],
    [
      { homeDeliverySurcharge: -2350 },
      'homeDeliverySurcharge',
      'El recargo por envío a domicilio no puede ser negativo',
    ],
    [
      { bankAccount: { ...CHANGED.bankAccount, cbu: '123' } },
      'bankAccount.cbu',
      'El CBU debe tener 22 dígitos',
    ],
    [
      { bankAccount: { ...CHANGED.bankAccount, cuit: '20-12345678-0' } },
      'bankAccount.cuit',
      'El CUIT ingresado no es válido',
    ],
    [
      { contact: { ...CHANGED.contact, email: 'ventas' } },
      'contact.email',
      'El email ingresado no es válido',
    ],
    [
      { contact: { ...CHANGED.contact, instagram: 'javascript:alert(1)' } },
      'contact.instagram',
      'El Instagram debe ser un enlace https://www.instagram.com/…',
    ],
    [
      { lowStockThreshold: -1 },
      'lowStockThreshold',
      'El umbral de stock bajo debe ser un número entero entre 0 y 1000',
    ],
    [
      { lowStockThreshold: 2.5 },
      'lowStockThreshold',
      'El umbral de stock bajo debe ser un número entero entre 0 y 1000',
    ],
    [
      { statementDescriptor: 'TIENDA DEPORTIVA SRL' },
      'statementDescriptor',
      'El nombre en el resumen de la tarjeta debe tener hasta 16 caracteres',
    ],
    [
      { brandVideoYoutube: 'https://example.com/video' },
      'brandVideoYoutube',
      'El video de la marca debe ser un enlace de YouTube',
    ],
  ])('refuses %j with 400 on %s, changing nothing', async (change, field, message) => {
    expect((await write(CHANGED)).statusCode).toBe(200);
    const res = await write({ ...CHANGED, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation_error', message, field });
    expect(await read()).toEqual(CHANGED);
  });

  it('refuses a body that is not an object', async () => {
    const res = await write([CHANGED]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation_error',
      message: 'Los datos de la configuración no son válidos',
    });
  });
});
