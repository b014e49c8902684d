import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkOrderRefusal, parseTrackingCodes } from './bulk-actions.js';
import { ORDER_STATUS } from './order-status.js';

const order = {
  order_number: 12,
  status: ORDER_STATUS.awaitingPayment,
  payment_method: 'transferencia',
  track_id: '',
};

describe('the pasted list of tracking codes', () => {
  it('reads every line of a list written with any separator, with or without a header', () => {
    const line = fc.record({
      orderNumber: fc.integer({ min: 1, max: 999_999 }),
      trackingCode: fc.stringMatching(/^[A-Za-z0-9-]{1,30}$/),
    });
    const list = fc.uniqueArray(line, {
      minLength: 1,
      maxLength: 30,
      selector: (l) => l.orderNumber,
    });
    const unique = list.filter(
      (lines) => new Set(lines.map((l) => l.trackingCode.toUpperCase())).size === lines.length,
    );
    const separator = fc.constantFrom(',', ';', '\t', ' ', ' , ', '  ');
    fc.assert(
      fc.property(unique, separator, fc.boolean(), fc.boolean(), (lines, sep, header, hash) => {
        const text = [
          ...(header ? ['pedido,codigo'] : []),
          ...lines.map((l) => `${hash ? '#' : ''}${l.orderNumber}${sep}${l.trackingCode}`),
        ].join(header ? '\r\n' : '\n');
        expect(parseTrackingCodes(text)).toEqual({ ok: true, lines });
      }),
    );
  });

  it('names each line it cannot read and why, and takes nothing from such a list', () => {
    const result = parseTrackingCodes(
      ['1001,TN1', 'abc,TN2', '1003', '1001,TN4', '1005,TN1', '1006 TN6 extra', '1007,TN 7x!'].join(
        '\n',
      ),
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        'Línea 2: "abc" no es un número de pedido.',
        'Línea 3: Falta el código de seguimiento.',
        'Línea 4: el pedido #1001 ya está en la línea 1.',
        'Línea 5: el código TN1 ya está en la línea 1.',
        'Línea 6: tiene más de dos datos; va el número de pedido y su código.',
        'Línea 7: tiene más de dos datos; va el número de pedido y su código.',
      ],
    });
    expect(parseTrackingCodes('1001,TN-1!')).toEqual({
      ok: false,
      errors: ['Línea 1: El código de seguimiento lleva solo letras, números y guiones.'],
    });
    expect(parseTrackingCodes('\n  \n')).toEqual({
      ok: false,
      errors: ['Pegá al menos una línea con pedido y código.'],
    });
  });
});

describe('what each bulk action accepts of an order', () => {
  it('marks a transfer received only on a transfer order awaiting its money', () => {
    expect(bulkOrderRefusal('transfer_received', order)).toBeNull();
    expect(bulkOrderRefusal('transfer_received', { ...order, payment_method: 'mercadopago' })).toBe(
      'El pedido #12 no se paga por transferencia.',
    );
    expect(bulkOrderRefusal('transfer_received', { ...order, status: ORDER_STATUS.shipped })).toBe(
      'El pedido #12 está en "Enviado": solo se marca la transferencia recibida de un pedido en "Pago pendiente".',
    );
  });

  it('ships only a paid order, with a pasted code or the one its shipment brought', () => {
    const paid = { ...order, status: ORDER_STATUS.approved };
    expect(bulkOrderRefusal('mark_shipped', paid, 'TN1')).toBeNull();
    expect(bulkOrderRefusal('mark_shipped', { ...paid, track_id: 'TN2' })).toBeNull();
    expect(bulkOrderRefusal('mark_shipped', paid)).toBe(
      'Falta el código de seguimiento del pedido #12: generá el envío o pegá su código.',
    );
    const shipped = { ...order, status: ORDER_STATUS.shipped, track_id: 'TN3' };
    expect(bulkOrderRefusal('mark_shipped', shipped)).toBeNull();
    expect(bulkOrderRefusal('mark_shipped', shipped, 'TN3')).toBeNull();
    expect(bulkOrderRefusal('mark_shipped', shipped, 'TN4')).toBe(
      'El pedido #12 ya está Enviado con el código TN3: cambiá el código desde su detalle.',
    );
    expect(bulkOrderRefusal('mark_shipped', order, 'TN1')).toBe(
      'El pedido #12 está en "Pago pendiente": solo se marca Enviado un pedido pagado.',
    );
  });
});
