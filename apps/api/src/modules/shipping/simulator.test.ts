import { isValidPesoAmount, legacyPostalCode, PROVINCES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { provinceOfPostalCode } from './simulator-places.js';
import { SIMULATED_PROVINCES } from './simulator-provinces.js';
import { createCarrierSimulator } from './simulator.js';

const boots = { weight: 1000, height: 12, width: 20, length: 33 };
const simulator = createCarrierSimulator({ now: () => Date.parse('2026-11-20T12:00:00Z') });

const clasicoHome = async (postalCode: string, parcel = boots) =>
  (await simulator.quote(postalCode, parcel)).rates.find(
    (r) => r.deliveredType === 'D' && r.productName.includes('Clasico'),
  );

describe('carrier simulator: rates', () => {
  it('answers MiCorreo rate entries for home and branch, Clasico and another product', async () => {
    const quote = await simulator.quote('5000', boots);
    expect(quote.validTo.toISOString()).toBe('2026-11-21T12:00:00.000Z');
    expect(quote.rates.map((r) => `${r.deliveredType} ${r.productName}`).sort()).toEqual([
      'D Correo Argentino Clasico',
      'D Correo Argentino Expreso',
      'S Correo Argentino Clasico',
      'S Correo Argentino Expreso',
    ]);
    for (const rate of quote.rates) {
      expect(rate.price).toBeGreaterThan(0);
      expect(isValidPesoAmount(rate.price)).toBe(true);
      expect(rate.deliveryTimeMin).toMatch(/^\d+$/);
      expect(Number(rate.deliveryTimeMax)).toBeGreaterThanOrEqual(Number(rate.deliveryTimeMin));
    }
  });

  it('charges branch pickup less than home delivery', async () => {
    const { rates } = await simulator.quote('5000', boots);
    const price = (type: 'D' | 'S') =>
      rates.find((r) => r.deliveredType === type && r.productType === 'CP')?.price ?? 0;
    expect(price('S')).toBeLessThan(price('D'));
  });

  it('grows with the weight', async () => {
    const light = await clasicoHome('5000', { ...boots, weight: 500 });
    const heavy = await clasicoHome('5000', { ...boots, weight: 8000 });
    expect(heavy!.price).toBeGreaterThan(light!.price);
  });

  it('counts a bulky light parcel by its volume', async () => {
    const small = await clasicoHome('5000', { weight: 300, height: 5, width: 20, length: 30 });
    const bulky = await clasicoHome('5000', { weight: 300, height: 60, width: 60, length: 60 });
    expect(bulky!.price).toBeGreaterThan(small!.price);
  });

  it('grows with the distance from the origin (Buenos Aires city) and takes longer', async () => {
    const city = await clasicoHome('1405');
    const cordoba = await clasicoHome('5000');
    const ushuaia = await clasicoHome('9410');
    expect(city!.price).toBeLessThan(cordoba!.price);
    expect(cordoba!.price).toBeLessThan(ushuaia!.price);
    expect(Number(ushuaia!.deliveryTimeMin)).toBeGreaterThan(Number(city!.deliveryTimeMin));
  });

  it('is deterministic', async () => {
    expect(await simulator.quote('8400', boots)).toEqual(await simulator.quote('8400', boots));
  });
});

describe('carrier simulator: branches', () => {
  it('has 2 to 6 active branches in every one of the 24 provinces', async () => {
    expect(SIMULATED_PROVINCES.map((p) => p.provinceCode).sort()).toEqual(
      PROVINCES.map((p) => p.provinceCode).sort(),
    );
    for (const { provinceCode } of PROVINCES) {
      const agencies = await simulator.agencies(provinceCode);
      expect(agencies.length).toBeGreaterThanOrEqual(2);
      expect(agencies.length).toBeLessThanOrEqual(6);
      expect(new Set(agencies.map((a) => a.code)).size).toBe(agencies.length);
      for (const agency of agencies) {
        expect(agency.status).toBe('ACTIVE');
        expect(agency.code.startsWith(provinceCode)).toBe(true);
        const { address } = agency.location;
        expect(address.provinceCode).toBe(provinceCode);
        expect(address.postalCode).toMatch(new RegExp(`^${provinceCode}\\d{4}[A-Z]{3}$`));
        expect(address.streetName.length).toBeGreaterThan(0);
        expect(address.streetNumber).toMatch(/^\d+$/);
        expect(Number(agency.location.latitude)).toBeLessThan(-20);
      }
    }
  });

  it('places every branch town in its own province by postal code', () => {
    for (const province of SIMULATED_PROVINCES) {
      for (const branch of province.branches) {
        expect(provinceOfPostalCode(branch.postalCode).provinceCode, branch.name).toBe(
          province.provinceCode,
        );
      }
    }
  });

  it('answers the same branches every time, with CPA codes matching the town', async () => {
    const first = await simulator.agencies('X');
    expect(await simulator.agencies('X')).toEqual(first);
    const cordoba = first.find((a) => a.name === 'Córdoba');
    expect(legacyPostalCode(cordoba!.location.address.postalCode)).toBe('5000');
  });

  it('refuses an unknown province like the carrier does', async () => {
    await expect(simulator.agencies('I')).rejects.toMatchObject({ failure: 'rejected' });
  });
});
