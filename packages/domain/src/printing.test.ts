import { describe, expect, it } from 'vitest';
import { deliveryTypeOf, paymentMethodName } from './printing.js';

const order = (deliveredType: string, shipping_type = '') => ({
  shipping_type,
  shipment: { rate: { deliveredType } },
});

describe('deliveryTypeOf', () => {
  it("takes the rate's own word, else the older shipping_type, else none (no label)", () => {
    expect(deliveryTypeOf(order('D', 'sucursal'))).toBe('D');
    expect(deliveryTypeOf(order('S'))).toBe('S');
    expect(deliveryTypeOf(order('', 'domicilio'))).toBe('D');
    expect(deliveryTypeOf(order('', 'sucursal'))).toBe('S');
    expect(deliveryTypeOf(order(''))).toBeNull();
    expect(deliveryTypeOf(order('X', 'retiro'))).toBeNull();
  });
});

describe('paymentMethodName', () => {
  it('names the methods as the owner reads them, and a blank one as such', () => {
    expect(paymentMethodName('transferencia')).toBe('Transferencia bancaria');
    expect(paymentMethodName('mercadopago')).toBe('Mercado Pago');
    expect(paymentMethodName('efectivo')).toBe('efectivo');
    expect(paymentMethodName('')).toBe('Sin indicar');
  });
});
