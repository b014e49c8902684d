import { describe, expect, it } from 'vitest';
import { isClasicoRate } from './shipping.js';

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
