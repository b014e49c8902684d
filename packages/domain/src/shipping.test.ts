import { describe, expect, it } from 'vitest';
import {
  agencyAddressLine,
  agencyLabel,
  findChosenAgency,
  isClasicoRate,
  pickupProvince,
  type Agency,
} from './shipping.js';

describe('isClasicoRate', () => {
  it('takes the Clasico products however they are written', () => {
    expect(isClasicoRate('Correo Argentino Clasico')).toBe(true);
    expect(isClasicoRate('Correo Argentino Clásico')).toBe(true);
    expect(isClasicoRate('PAQ.AR CLASICO')).toBe(true);
  });

  it('leaves the other products out', () => {
    expect(isClasicoRate('Correo Argentino Expreso')).toBe(false);
    expect(isClasicoRate('')).toBe(false);
  });
});

const branch = (
  code: string,
  name: string,
  streetName: string,
  streetNumber: string,
  locality: string,
): Agency => ({
  code,
  name,
  location: {
    address: {
      streetName,
      streetNumber,
      locality,
      city: locality,
      postalCode: `${code.charAt(0)}5000AAA`,
    },
  },
});

describe('the branch a pickup names', () => {
  const agencies = [
    branch('X0001', 'Córdoba', 'Avenida Colón', '210', 'Córdoba'),
    branch('X0002', 'Nueva Córdoba', 'Obispo Trejo', '900', 'Córdoba'),
  ];

  it("is found by its code, or by SPEC.md's address line or this shop's label, whatever the spacing", () => {
    expect(findChosenAgency(agencies, { code: 'X0002' })?.code).toBe('X0002');
    expect(
      findChosenAgency(agencies, { address: ' Córdoba - Avenida Colón, 210, Córdoba' })?.code,
    ).toBe('X0001');
    expect(
      findChosenAgency(agencies, { address: 'cordoba   - avenida colon,210 , CORDOBA' })?.code,
    ).toBe('X0001');
    expect(findChosenAgency(agencies, { address: agencyLabel(agencies[1]!) })?.code).toBe('X0002');
    expect(agencyAddressLine(agencies[0]!)).toBe('Córdoba - Avenida Colón, 210, Córdoba');
  });

  it('is none when nothing matches: never another branch', () => {
    expect(
      findChosenAgency(agencies, { code: 'X9999', address: agencyAddressLine(agencies[0]!) }),
    ).toBeUndefined();
    expect(findChosenAgency(agencies, { address: 'Avenida Colón 210' })).toBeUndefined();
    expect(findChosenAgency(agencies, {})).toBeUndefined();
  });

  it('is looked for in the province of its code, the address form or the CPA', () => {
    expect(
      pickupProvince({ agencyCode: 'B0107', state: 'Córdoba', zipCode: '5000' })?.provinceCode,
    ).toBe('B');
    expect(pickupProvince({ state: 'cordoba', zipCode: '5000' })?.provinceCode).toBe('X');
    expect(pickupProvince({ state: 'CABA', zipCode: '1425' })?.provinceCode).toBe('C');
    expect(pickupProvince({ state: 'Otra', zipCode: 'X5000ABC' })?.provinceCode).toBe('X');
    expect(pickupProvince({ state: 'Otra', zipCode: '5000' })).toBeUndefined();
  });
});
