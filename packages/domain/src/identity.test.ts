import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cuitCheckDigit,
  isValidClientId,
  isValidCuit,
  isValidDni,
  isValidPostalCode,
  legacyPostalCode,
  normalizeClientId,
  normalizePostalCode,
} from './identity.js';

/** INTEGRATIONS.md 3.2: valid CUITs with their r = S mod 11. */
const VALID_CUITS = [
  '20055361682',
  '20267565393',
  '27103456784',
  '23000052264',
  '23045174999',
  '20101376630',
  '30011111110',
  '30714322296',
  '33500001599',
  '34546198105',
];

describe('DNI', () => {
  it('is 7 or 8 digits, dots and spaces allowed', () => {
    expect(isValidDni('20123456')).toBe(true);
    expect(isValidDni('20.123.456')).toBe(true);
    expect(isValidDni('1.234.567')).toBe(true);
    expect(isValidDni(' 20 123 456 ')).toBe(true);
    expect(isValidDni('123456')).toBe(false);
    expect(isValidDni('123456789')).toBe(false);
    expect(isValidDni('20-123-456')).toBe(false);
    expect(isValidDni('2012345a')).toBe(false);
    expect(isValidDni('')).toBe(false);
  });
});

describe('CUIT / CUIL', () => {
  it.each(VALID_CUITS)('accepts %s', (cuit) => {
    expect(isValidCuit(cuit)).toBe(true);
  });

  it('accepts hyphens and spaces', () => {
    expect(isValidCuit('20-05536168-2')).toBe(true);
    expect(isValidCuit('20 05536168 2')).toBe(true);
  });

  it('follows the worked example 20-05536168-2 (S = 141, r = 9)', () => {
    expect(cuitCheckDigit('2005536168')).toBe(2);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidCuit('20267565392')).toBe(false);
  });

  it('maps r = 0 to 0 and rejects r = 1 outright (strict)', () => {
    expect(cuitCheckDigit('2010137663')).toBe(0);
    // 20-00000001-?: S = 10 + 0 + 2 = 12, r = 1: not issuable; python-stdnum would take 9.
    expect(cuitCheckDigit('2000000001')).toBeNull();
    expect(isValidCuit('20000000019')).toBe(false);
  });

  it('rejects unknown prefixes and wrong lengths', () => {
    // 50, 51 and 55 exist for international purposes, but a shop does not take them.
    expect(isValidCuit('50000000000')).toBe(false);
    expect(isValidCuit('2005536168')).toBe(false);
    expect(isValidCuit('200553616822')).toBe(false);
    expect(isValidCuit('20.05536168.2')).toBe(false);
  });

  it('accepts exactly one check digit for every issuable number', () => {
    const first10 = fc
      .tuple(
        fc.constantFrom('20', '23', '24', '27', '30', '33', '34'),
        fc.integer({ min: 0, max: 99_999_999 }),
      )
      .map(([prefix, number]) => prefix + String(number).padStart(8, '0'));
    fc.assert(
      fc.property(first10, (digits) => {
        const accepted = [...'0123456789'].filter((check) => isValidCuit(digits + check));
        expect(accepted.length).toBe(cuitCheckDigit(digits) === null ? 0 : 1);
      }),
    );
  });
});

describe('client id (DNI, Cuil o Cuit)', () => {
  it('takes either a DNI or a CUIT/CUIL', () => {
    expect(isValidClientId('20.123.456')).toBe(true);
    expect(isValidClientId('20-05536168-2')).toBe(true);
    expect(isValidClientId('20-05536168-3')).toBe(false);
    expect(isValidClientId('12345')).toBe(false);
  });

  it('is stored as digits only', () => {
    expect(normalizeClientId('20.123.456')).toBe('20123456');
    expect(normalizeClientId(' 20-05536168-2 ')).toBe('20055361682');
  });
});

describe('postal codes', () => {
  it('accepts a 4-digit code or a CPA in any case', () => {
    expect(isValidPostalCode('1425')).toBe(true);
    expect(isValidPostalCode(' 5700 ')).toBe(true);
    expect(isValidPostalCode('C1425ABC')).toBe(true);
    expect(isValidPostalCode('b1842zab')).toBe(true);
    expect(isValidPostalCode('X5000')).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isValidPostalCode('')).toBe(false);
    expect(isValidPostalCode('142')).toBe(false);
    expect(isValidPostalCode('14250')).toBe(false);
    expect(isValidPostalCode('I1425ABC')).toBe(false);
    expect(isValidPostalCode('O1425ABC')).toBe(false);
    expect(isValidPostalCode('C1425AB')).toBe(false);
    expect(isValidPostalCode('C 1425 ABC')).toBe(false);
  });

  it('reduces a CPA to the 4 digits the carrier quotes with', () => {
    expect(legacyPostalCode('C1425ABC')).toBe('1425');
    expect(legacyPostalCode('x5000')).toBe('5000');
    expect(legacyPostalCode('1757')).toBe('1757');
    expect(legacyPostalCode('ABCD')).toBeNull();
  });

  it('normalises to trimmed upper case', () => {
    expect(normalizePostalCode(' c1425abc ')).toBe('C1425ABC');
  });
});
