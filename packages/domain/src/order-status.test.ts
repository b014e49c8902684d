import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './catalogue.js';
import {
  mayMove,
  ORDER_STATUS,
  orderStatusForPayment,
  refusedMoveMessage,
} from './order-status.js';

describe('the order transition table', () => {
  it('names every status SPEC.md lists, once', () => {
    expect(Object.values(ORDER_STATUS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('lets the admin set any status freely, and draft an order in any', () => {
    for (const from of [null, ...ORDER_STATUSES]) {
      for (const to of ORDER_STATUSES) expect(mayMove(from, to, 'admin')).toBe(true);
    }
  });

  it('lets a shopper only create an order awaiting payment', () => {
    expect(mayMove(null, ORDER_STATUS.awaitingPayment, 'shopper')).toBe(true);
    expect(mayMove(null, ORDER_STATUS.approved, 'shopper')).toBe(false);
    expect(mayMove(ORDER_STATUS.awaitingPayment, ORDER_STATUS.cancelled, 'shopper')).toBe(false);
  });

  it('lets the payment provider move only an order still waiting for its money', () => {
    expect(mayMove(ORDER_STATUS.awaitingPayment, ORDER_STATUS.approved, 'payment_provider')).toBe(
      true,
    );
    expect(mayMove(ORDER_STATUS.cardRejected, ORDER_STATUS.approved, 'payment_provider')).toBe(
      true,
    );
    expect(mayMove(ORDER_STATUS.shipped, ORDER_STATUS.cancelled, 'payment_provider')).toBe(false);
    expect(mayMove(ORDER_STATUS.approved, ORDER_STATUS.cardRejected, 'payment_provider')).toBe(
      false,
    );
  });

  it('lets the shop cancel an unpaid checkout, and the carrier ship paid and deliver shipped', () => {
    expect(mayMove(ORDER_STATUS.awaitingPayment, ORDER_STATUS.cancelled, 'system')).toBe(true);
    expect(mayMove(ORDER_STATUS.approved, ORDER_STATUS.cancelled, 'system')).toBe(false);
    expect(mayMove(ORDER_STATUS.approved, ORDER_STATUS.shipped, 'carrier')).toBe(true);
    expect(mayMove(ORDER_STATUS.shipped, ORDER_STATUS.delivered, 'carrier')).toBe(true);
    expect(mayMove(ORDER_STATUS.awaitingPayment, ORDER_STATUS.shipped, 'carrier')).toBe(false);
  });

  it('refuses in Spanish with the statuses as the admin reads them', () => {
    expect(refusedMoveMessage(ORDER_STATUS.shipped, ORDER_STATUS.cardRejected)).toBe(
      'No se puede pasar un pedido de "Enviado" a "Tarjeta Rechazada".',
    );
    expect(refusedMoveMessage(null, ORDER_STATUS.approved)).toBe(
      'No se puede crear un pedido con el estado "Aprobado".',
    );
  });

  it('maps Mercado Pago payment statuses (INTEGRATIONS.md 1.7)', () => {
    expect(orderStatusForPayment('approved')).toBe(ORDER_STATUS.approved);
    expect(orderStatusForPayment('in_process')).toBe(ORDER_STATUS.awaitingPayment);
    expect(orderStatusForPayment('rejected')).toBe(ORDER_STATUS.cardRejected);
    expect(orderStatusForPayment('expired')).toBe(ORDER_STATUS.cancelled);
    expect(orderStatusForPayment('refunded')).toBeNull();
  });
});
