import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderTrackingRequestSchema } from './order-answers.js';

const lookUp = (order_number: unknown) =>
  orderTrackingRequestSchema.safeParse({ order_number, email: 'juana@example.com' });

const messageOf = (order_number: unknown) => {
  const parsed = lookUp(order_number);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('order number as the shopper types it (issue 42, item 4)', () => {
  it('reads every spelling the shop prints or a shopper writes', () => {
    const label = fc.constantFrom('', 'Pedido ', 'pedido', 'PEDIDO ', 'Orden ', 'orden');
    const numero = fc.constantFrom(
      '',
      'N°',
      'Nº',
      'n° ',
      'nº ',
      'N.',
      'Nro.',
      'nro ',
      'Núm. ',
      'número ',
    );
    const hash = fc.constantFrom('', '#', '# ');
    const space = fc.constantFrom('', ' ', '  ', '\t');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_147_483_647 }),
        fc.nat({ max: 3 }),
        label,
        numero,
        hash,
        space,
        space,
        (number, zeros, l, n, h, before, after) => {
          const typed = `${before}${l}${n}${h}${'0'.repeat(zeros)}${number}${after}`;
          const parsed = lookUp(typed);
          expect(parsed.success, typed).toBe(true);
          expect(parsed.data?.order_number).toBe(number);
        },
      ),
      { numRuns: 500 },
    );
    expect(lookUp(1001).data?.order_number).toBe(1001);
  });

  it('asks for the number only when the box is empty, and calls anything else not valid', () => {
    for (const empty of ['', '   ', undefined]) {
      expect(messageOf(empty)).toBe('Ingresá el número de pedido.');
    }
    for (const wrong of [
      'abc',
      '#',
      '#10a01',
      '10-01',
      '1001#',
      '#-5',
      '0',
      '#0',
      '1.5',
      -3,
      2.5,
    ]) {
      expect(messageOf(wrong), String(wrong)).toBe('El número de pedido no es válido.');
    }
    expect(messageOf('#2147483648')).toBe('El número de pedido no es válido.');
  });
});
