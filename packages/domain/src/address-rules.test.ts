import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidArgentinePhone,
  postalCodeMatchesProvince,
  provinceOf,
  UNKNOWN_PROVINCE_TEXT,
} from './address-rules.js';
import { PROVINCES } from './catalogue.js';
import { checkoutAddressSchema } from './schemas/checkout.js';

describe('isValidArgentinePhone', () => {
  it('accepts the ways Argentines write a mobile number', () => {
    for (const phone of [
      '3514445566',
      '11 5555-1234',
      '(011) 15 5555-1234',
      '0351 15 444-5566',
      '+54 9 11 5555-1234',
      '+54 11 5555-1234',
      '5491155551234',
    ]) {
      expect(isValidArgentinePhone(phone), phone).toBe(true);
    }
  });

  it('refuses what cannot be dialled', () => {
    for (const phone of [
      '12',
      '4444-5555',
      '+1 212 555 1234',
      'once cincuenta',
      '351444556677889',
    ]) {
      expect(isValidArgentinePhone(phone), phone).toBe(false);
    }
  });
});

describe('postalCodeMatchesProvince', () => {
  it('checks a CPA letter against the province (INTEGRATIONS.md 3.3)', () => {
    expect(postalCodeMatchesProvince('C1425ABC', 'Ciudad Autónoma de Buenos Aires')).toBe(true);
    expect(postalCodeMatchesProvince('b1842zab', 'Buenos Aires')).toBe(true);
    expect(postalCodeMatchesProvince('C1425ABC', 'Buenos Aires')).toBe(false);
  });

  it('checks a 4-digit code against the regions of the province', () => {
    expect(postalCodeMatchesProvince('1425', 'Ciudad Autónoma de Buenos Aires')).toBe(true);
    expect(postalCodeMatchesProvince('5000', 'Córdoba')).toBe(true);
    expect(postalCodeMatchesProvince('9410', 'Tierra del Fuego')).toBe(true);
    expect(postalCodeMatchesProvince('7600', 'Buenos Aires')).toBe(true);
    expect(postalCodeMatchesProvince('1425', 'Córdoba')).toBe(false);
    expect(postalCodeMatchesProvince('5000', 'Chubut')).toBe(false);
  });

  it('leaves an unknown province or a malformed code to the other checks', () => {
    expect(postalCodeMatchesProvince('1425', 'Narnia')).toBe(true);
    expect(postalCodeMatchesProvince('14', 'Córdoba')).toBe(true);
  });
});

describe('provinceOf (issue 42: SPEC clients send the province as free text)', () => {
  /** How people write each province, beside its name: one line per province. */
  const COMMON: Record<string, readonly string[]> = {
    Salta: ['salta', 'SALTA'],
    'Buenos Aires': [
      'Bs As',
      'Bs. As.',
      'BsAs',
      'Pcia. de Buenos Aires',
      'Provincia de Bs As',
      'PBA',
      'GBA',
    ],
    'Ciudad Autónoma de Buenos Aires': [
      'CABA',
      'C.A.B.A.',
      'caba',
      'Capital Federal',
      'Cap. Fed.',
      'Capital',
      'Ciudad de Buenos Aires',
      'Ciudad Autonoma de Buenos Aires',
      'Cdad. Autónoma de Bs. As.',
      'AR-C',
    ],
    'San Luis': ['san luis', 'Provincia de San Luis'],
    'Entre Ríos': ['Entre Rios', 'ENTRE RÍOS', 'E. Ríos'],
    'La Rioja': ['Rioja', 'la rioja'],
    'Santiago del Estero': ['Sgo. del Estero', 'Stgo del Estero', 'Santiago'],
    Chaco: ['chaco', 'Pcia del Chaco'],
    'San Juan': ['SAN JUAN'],
    Catamarca: ['catamarca'],
    'La Pampa': ['Pampa', 'la pampa'],
    Mendoza: ['Mza', 'mendoza'],
    Misiones: ['misiones'],
    Formosa: ['formosa'],
    Neuquén: ['Neuquen', 'NQN'],
    'Río Negro': ['Rio Negro', 'río negro'],
    'Santa Fe': ['Sta. Fe', 'santa fe', 'SANTA FE'],
    Tucumán: ['Tucuman', 'Tuc.'],
    Chubut: ['chubut'],
    'Tierra del Fuego': ['TDF', 'Tierra del Fuego, Antártida e Islas del Atlántico Sur'],
    Corrientes: ['Ctes.', 'corrientes'],
    Córdoba: ['Cordoba', 'Cba', 'Cba.', 'CÓRDOBA', 'Córdoba Capital'],
    Jujuy: ['jujuy'],
    'Santa Cruz': ['Sta. Cruz', 'santa cruz'],
  };

  it("recognises every province's name and its common names", () => {
    expect(Object.keys(COMMON).sort()).toEqual(PROVINCES.map((p) => p.name).sort());
    for (const province of PROVINCES) {
      for (const written of [
        province.name,
        ` ${province.name.toUpperCase()} `,
        ...COMMON[province.name]!,
      ]) {
        expect(provinceOf(written)?.name, written).toBe(province.name);
      }
    }
  });

  it('recognises nothing in junk: no letters, or a province with more words', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...' .,-_/0123456789#@()') }), (junk) => {
        expect(provinceOf(junk)).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...PROVINCES.map((p) => p.name)),
        fc.stringMatching(/^[a-z]{3,10}$/),
        (name, word) => {
          expect(provinceOf(`${name} ${word}`)).toBeUndefined();
        },
      ),
    );
    for (const junk of ['Buenos', 'Argentina', 'Montevideo', 'asdf', 'Bs', 'Provincia']) {
      expect(provinceOf(junk), junk).toBeUndefined();
    }
  });

  it("the checkout keeps the province's name, and refuses what names none", () => {
    const address = {
      payerName: 'Juana Pérez',
      email: 'juana@example.com',
      phone: '1144445555',
      zipCode: '1425',
      city: 'CABA',
      street: 'Av. Santa Fe',
      streetNumber: '1234',
      client_id: '30123456',
    };
    expect(checkoutAddressSchema.parse({ ...address, state: 'Capital Federal' }).state).toBe(
      'Ciudad Autónoma de Buenos Aires',
    );
    const refused = checkoutAddressSchema.safeParse({ ...address, state: 'Montevideo' });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['state'], message: UNKNOWN_PROVINCE_TEXT }),
    ]);
    // The postal code is checked against the province recognised.
    expect(
      checkoutAddressSchema.safeParse({ ...address, state: 'Cba', zipCode: '1425' }).error?.issues,
    ).toEqual([expect.objectContaining({ path: ['zipCode'] })]);
  });
});
