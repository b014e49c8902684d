import { describe, expect, it } from 'vitest';
import { CHECKOUT_PLACEHOLDERS, checkoutAddressSchema, contactEmailSchema } from './checkout.js';
import { errorsOf } from '../test/schema-errors.js';

const address = {
  payerName: 'Lionel Scaloni',
  email: 'lionel@example.com.ar',
  phone: '11 5555-1234',
  zipCode: 'c1425abc',
  state: 'Ciudad Autónoma de Buenos Aires',
  city: 'Palermo',
  street: 'Av. Santa Fe',
  streetNumber: '3253',
  floor: '4',
  aclaration: 'Depto B',
  client_id: '20-05536168-2',
};

const REQUIRED_MESSAGES = {
  payerName: 'Completar con su nombre',
  email: 'Debes ingresar un email',
  phone: 'Debe ingresar su número de celular',
  zipCode: 'Debe ingresar su código postal',
  state: 'Debe completar con su provincia',
  city: 'Debe completar con su ciudad',
  street: 'Debe ingresar su calle',
  streetNumber: 'Debe ingresar su número de calle',
  client_id: 'Debe ingresar su DNI, Cuil o Cuit',
} as const;

describe('checkoutAddressSchema', () => {
  it('accepts the payer info and normalises postal code and client id', () => {
    expect(checkoutAddressSchema.parse(address)).toEqual({
      ...address,
      zipCode: 'C1425ABC',
      client_id: '20055361682',
    });
  });

  it('leaves floor and aclaration optional and takes a DNI with dots', () => {
    const { floor: _floor, aclaration: _aclaration, ...rest } = address;
    expect(
      checkoutAddressSchema.parse({ ...rest, client_id: '20.123.456', zipCode: '1425' }),
    ).toEqual({
      ...rest,
      client_id: '20123456',
      zipCode: '1425',
    });
  });

  it.each(Object.entries(REQUIRED_MESSAGES))('%s empty: %s', (field, message) => {
    for (const value of [undefined, '', '   ']) {
      expect(errorsOf(checkoutAddressSchema, { ...address, [field]: value })).toEqual({
        [field]: message,
      });
    }
  });

  it('gives every message of an empty form at once', () => {
    expect(errorsOf(checkoutAddressSchema, {})).toEqual(REQUIRED_MESSAGES);
  });

  it('rejects an e-mail that does not look like one', () => {
    for (const email of ['lionel', 'lionel@', 'lionel@example', 'lio nel@example.com']) {
      expect(errorsOf(checkoutAddressSchema, { ...address, email })).toEqual({
        email: 'El email ingresado no es válido',
      });
    }
  });

  it('rejects a client id that is neither a DNI nor a CUIT/CUIL', () => {
    for (const client_id of ['12345', '20-05536168-3', 'ABC12345']) {
      expect(errorsOf(checkoutAddressSchema, { ...address, client_id })).toEqual({
        client_id: 'El DNI, Cuil o Cuit ingresado no es válido',
      });
    }
  });

  it('rejects a postal code that is neither 4 digits nor a CPA', () => {
    for (const zipCode of ['142', 'ABCDE', 'I1425ABC']) {
      expect(errorsOf(checkoutAddressSchema, { ...address, zipCode })).toEqual({
        zipCode: 'El código postal ingresado no es válido',
      });
    }
  });

  it('rejects a phone number too short to dial (issue 21, item 17)', () => {
    for (const phone of ['12', '4444-555', '11 5555 12345 678 9', 'llamame']) {
      expect(errorsOf(checkoutAddressSchema, { ...address, phone })).toEqual({
        phone: 'El número de celular ingresado no es válido',
      });
    }
  });

  it('rejects a postal code of another province (issue 21, item 17)', () => {
    for (const [zipCode, state] of [
      ['1425', 'Córdoba'],
      ['X5000ABC', 'Ciudad Autónoma de Buenos Aires'],
      ['5000', 'Tierra del Fuego'],
    ]) {
      expect(errorsOf(checkoutAddressSchema, { ...address, zipCode, state })).toEqual({
        zipCode: 'El código postal ingresado no corresponde a la provincia elegida',
      });
    }
  });

  it('has the placeholders of SPEC section 5', () => {
    expect(CHECKOUT_PLACEHOLDERS).toEqual({
      payerName: 'Completar con su nombre',
      email: 'Completar email',
      phone: 'Colocar su número',
      zipCode: 'Colocar código postal',
      state: 'Completar con su provincia',
      city: 'Completar con su ciudad',
      street: 'Completar con su calle',
      streetNumber: 'Completar con su número de calle',
      client_id: 'Completar con su DNI, Cuil o Cuit',
    });
  });
});

describe('contactEmailSchema', () => {
  it('accepts an e-mail, trimmed', () => {
    expect(contactEmailSchema.parse(' compras@example.com ')).toBe('compras@example.com');
  });

  it.each([undefined, '', '  '])('%j: Debes ingresar un email.', (value) => {
    expect(errorsOf(contactEmailSchema, value)).toEqual({ '': 'Debes ingresar un email.' });
  });

  it('rejects a bad pattern: El email ingresado no es válido', () => {
    expect(errorsOf(contactEmailSchema, 'compras@example')).toEqual({
      '': 'El email ingresado no es válido',
    });
  });
});
