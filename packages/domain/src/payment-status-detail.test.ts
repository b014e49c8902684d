import { describe, expect, it } from 'vitest';
import { describeStatusDetail, paymentStatusLabel } from './payment-status-detail.js';

describe('describeStatusDetail', () => {
  it("puts Mercado Pago's documented codes in Spanish and keeps the code", () => {
    expect(describeStatusDetail('accredited')).toEqual({
      text: 'Pago acreditado',
      code: 'accredited',
    });
    expect(describeStatusDetail('cc_rejected_other_reason')).toEqual({
      text: 'Rechazado por el banco emisor',
      code: 'cc_rejected_other_reason',
    });
    expect(describeStatusDetail('pending_waiting_payment').text).toBe(
      'Esperando que el cliente pague (efectivo o cupón)',
    );
    expect(describeStatusDetail('cc_rejected_insufficient_amount').text).toBe(
      'Rechazado: fondos insuficientes',
    );
  });

  it('gives an unknown code a generic phrase and still shows the code', () => {
    expect(describeStatusDetail('cc_rejected_new_reason_2027')).toEqual({
      text: 'Detalle informado por Mercado Pago',
      code: 'cc_rejected_new_reason_2027',
    });
    // A name inherited by every object is not a known code.
    expect(describeStatusDetail('constructor').text).toBe('Detalle informado por Mercado Pago');
  });

  it("shows the shop's own sentences as they are, with no code", () => {
    expect(describeStatusDetail('El pago no se completó a tiempo.')).toEqual({
      text: 'El pago no se completó a tiempo.',
      code: null,
    });
    expect(describeStatusDetail('')).toEqual({ text: '', code: null });
  });
});

describe('paymentStatusLabel', () => {
  it("says each of Mercado Pago's payment statuses in Spanish (issue 42 item 18)", () => {
    const statuses = [
      'approved',
      'authorized',
      'pending',
      'in_process',
      'in_mediation',
      'rejected',
      'cancelled',
      'refunded',
      'charged_back',
    ];
    const labels = statuses.map(paymentStatusLabel);
    expect(labels).toEqual([
      'aprobado',
      'autorizado',
      'pendiente',
      'en proceso',
      'en disputa',
      'rechazado',
      'cancelado',
      'devuelto',
      'contracargo',
    ]);
    expect(paymentStatusLabel('a_status_from_2027')).toBe('a_status_from_2027');
    expect(paymentStatusLabel('constructor')).toBe('constructor');
  });
});
