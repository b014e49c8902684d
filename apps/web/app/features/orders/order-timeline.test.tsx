// @vitest-environment happy-dom
import type { OrderEventAnswer } from '@shop/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderTimeline } from './order-timeline';

afterEach(cleanup);

const at = (minute: number) => `2026-11-20T15:${String(minute).padStart(2, '0')}:00.000Z`;
const same = { fromStatus: 'Aprobado', toStatus: 'Aprobado' } as const;

const EVENTS: OrderEventAnswer[] = [
  {
    type: 'created',
    actor: 'shopper',
    fromStatus: null,
    toStatus: 'Pago Pendiente',
    details: {},
    createdAt: at(0),
  },
  {
    type: 'status_changed',
    actor: 'admin',
    fromStatus: 'Pago Pendiente',
    toStatus: 'Aprobado',
    details: { adminUser: 'dueño' },
    createdAt: at(1),
  },
  {
    type: 'shipment_refused',
    actor: 'carrier',
    ...same,
    details: { message: 'Verifique la sucursal de destino', status: 402 },
    createdAt: at(2),
  },
  {
    type: 'tracking_event',
    actor: 'carrier',
    ...same,
    details: { code: 'PREIMPOSICION', date: '20-11-2026 12:03', branch: 'CORREO ARGENTINO' },
    createdAt: at(3),
  },
  {
    type: 'items_edited',
    actor: 'admin',
    ...same,
    details: {
      changes: [
        { lineId: '1', name: 'Botín Copa', from: '40', to: '41' },
        { lineId: '2', name: 'Media Larga', from: '39-40', to: '41-42' },
      ],
      adminUser: 'dueño',
    },
    createdAt: at(3),
  },
  {
    type: 'address_edited',
    actor: 'admin',
    ...same,
    details: {
      changes: [
        { field: 'Provincia', from: 'CABA', to: 'Santa Fe' },
        { field: 'Código postal', from: '1425', to: '2000' },
      ],
      adminUser: 'dueño',
    },
    createdAt: at(3),
  },
  {
    type: 'email_sent',
    actor: 'system',
    ...same,
    details: { to: 'juana@example.com', subject: '¡Pago aprobado! Pedido #7' },
    createdAt: at(4),
  },
];

describe('OrderTimeline', () => {
  it('lists every event newest first, with when, who (the admin by name) and what, in Spanish', () => {
    render(<OrderTimeline events={EVENTS} />);
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      '20/11/2026, 12:04SistemaE-mail a juana@example.com: ¡Pago aprobado! Pedido #7',
      '20/11/2026, 12:03Administrador (dueño)Datos del cliente: Provincia "CABA" → "Santa Fe" · Código postal "1425" → "2000"',
      '20/11/2026, 12:03Administrador (dueño)Talle de Botín Copa: 40 → 41 · Talle de Media Larga: 39-40 → 41-42',
      '20/11/2026, 12:03Correo ArgentinoEnvío registrado en Correo Argentino · CORREO ARGENTINO · 20-11-2026 12:03',
      '20/11/2026, 12:02Correo ArgentinoCorreo Argentino rechazó el envío: Verifique la sucursal de destino',
      '20/11/2026, 12:01Administrador (dueño)Estado: "Pago pendiente" → "Aprobado"',
      '20/11/2026, 12:00ClientePedido creado en "Pago pendiente"',
    ]);
  });
});

describe('OrderTimeline: refunds and payment news', () => {
  it('tells refunds asked, made and refused, and a flagged payment, in Spanish', () => {
    const events: OrderEventAnswer[] = [
      {
        type: 'refund_requested',
        actor: 'admin',
        ...same,
        details: { amount: 1500.5, adminUser: 'dueño' },
        createdAt: at(5),
      },
      {
        type: 'refund_refused',
        actor: 'payment_provider',
        ...same,
        details: { message: 'Payment too old to be refunded' },
        createdAt: at(6),
      },
      {
        type: 'refund',
        actor: 'admin',
        ...same,
        details: {
          amount: 1500.5,
          note: 'Talle cambiado',
          providerRefundId: '77',
          adminUser: 'dueño',
        },
        createdAt: at(7),
      },
      {
        type: 'payment_flagged',
        actor: 'payment_provider',
        fromStatus: 'Enviado',
        toStatus: 'Enviado',
        details: {
          alert: 'Contracargo',
          paymentId: '9',
          amount: 100,
          currency: 'ARS',
          review: true,
        },
        createdAt: at(8),
      },
    ];
    render(<OrderTimeline events={events} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '20/11/2026, 12:08Mercado PagoContracargo: pago 9 por 100 ARS · el pedido ya salió: revisar',
      '20/11/2026, 12:07Administrador (dueño)Reintegro de $1,500.50 (Mercado Pago 77): "Talle cambiado"',
      '20/11/2026, 12:06Mercado PagoMercado Pago rechazó el reintegro: Payment too old to be refunded',
      '20/11/2026, 12:05Administrador (dueño)Reintegro pedido a Mercado Pago por $1,500.50',
    ]);
  });
});

describe('OrderTimeline: an import given up', () => {
  it('tells why the import was given up after its retries', () => {
    const message =
      'No pudimos importar el envío en Correo Argentino: Correo Argentino no respondió a tiempo. Probá de nuevo.';
    render(
      <OrderTimeline
        events={[
          {
            type: 'shipment_failed',
            actor: 'system',
            ...same,
            details: { message },
            createdAt: at(9),
          },
        ]}
      />,
    );
    expect(screen.getByRole('listitem').textContent).toBe(`20/11/2026, 12:09Sistema${message}`);
  });
});

describe('OrderTimeline: alerts', () => {
  it('tells an alert raised and resolved, with its title, facts, resolution and who', () => {
    const events: OrderEventAnswer[] = [
      {
        type: 'alert_raised',
        actor: 'payment_provider',
        fromStatus: 'Pago Pendiente',
        toStatus: 'Pago Pendiente',
        details: {
          alertId: 3,
          kind: 'wrong_amount',
          orderNumber: 1001,
          paymentId: '1311617794',
          amount: 500,
          currency: 'ARS',
          orderTotal: 85000,
        },
        createdAt: at(10),
      },
      {
        type: 'alert_raised',
        actor: 'payment_provider',
        fromStatus: 'Cancelado',
        toStatus: 'Cancelado',
        details: {
          alertId: 4,
          kind: 'paid_after_cancel',
          paymentId: '9',
          amount: 10,
          currency: 'USD',
        },
        createdAt: at(11),
      },
      {
        type: 'alert_raised',
        actor: 'carrier',
        ...same,
        details: { alertId: 5, kind: 'unknown_tracking', trackId: 'XX123AR' },
        createdAt: at(12),
      },
      {
        type: 'alert_resolved',
        actor: 'admin',
        ...same,
        details: { alertId: 3, kind: 'wrong_amount', resolution: 'accept', adminUser: 'dueño' },
        createdAt: at(13),
      },
      {
        type: 'alert_resolved',
        actor: 'admin',
        ...same,
        details: { alertId: 5, kind: 'unknown_tracking', resolution: 'dismiss', adminUser: '' },
        createdAt: at(14),
      },
    ];
    render(<OrderTimeline events={events} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '20/11/2026, 12:14AdministradorAlerta resuelta: Código de seguimiento desconocido · Marcar como revisada',
      '20/11/2026, 12:13Administrador (dueño)Alerta resuelta: Pago de otro monto · Aceptar el pago',
      '20/11/2026, 12:12Correo ArgentinoAlerta: Código de seguimiento desconocido · código XX123AR',
      '20/11/2026, 12:11Mercado PagoAlerta: Pagado después de cancelado · pago 9 por 10 USD',
      '20/11/2026, 12:10Mercado PagoAlerta: Pago de otro monto · pago 1311617794 por $500.00 (total $85,000.00)',
    ]);
  });
});

describe('OrderTimeline: payment notices (issue 42 item 18)', () => {
  it("tells Mercado Pago's notices in Spanish, with no English status or code beside them", () => {
    const notice = (paymentStatus: string, statusDetail: string, minute: number) => ({
      type: 'payment_notice_received' as const,
      actor: 'payment_provider' as const,
      ...same,
      details: { paymentId: '5001', paymentStatus, statusDetail, amount: 100 },
      createdAt: at(minute),
    });
    render(
      <OrderTimeline
        events={[
          notice('approved', 'accredited', 1),
          notice('rejected', 'cc_rejected_other_reason', 2),
          notice('approved', 'partially_refunded', 3),
        ]}
      />,
    );
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      '20/11/2026, 12:03Mercado PagoAviso de pago 5001: aprobado · Pago devuelto en parte',
      '20/11/2026, 12:02Mercado PagoAviso de pago 5001: rechazado · Rechazado por el banco emisor',
      '20/11/2026, 12:01Mercado PagoAviso de pago 5001: aprobado · Pago acreditado',
    ]);
    for (const line of lines) expect(line).not.toMatch(/approved|accredited|rejected|refunded/);
  });
});
