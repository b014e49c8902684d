import { describe, expect, it } from 'vitest';
import { isValidArgentinePhone, postalCodeMatchesProvince } from './address-rules.js';

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
