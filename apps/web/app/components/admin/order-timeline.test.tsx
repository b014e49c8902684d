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
      '20/11/2026, 12:03Correo ArgentinoEnvío registrado en Correo Argentino · CORREO ARGENTINO · 20-11-2026 12:03',
      '20/11/2026, 12:02Correo ArgentinoCorreo Argentino rechazó el envío: Verifique la sucursal de destino',
      '20/11/2026, 12:01Administrador (dueño)Estado: "Pago pendiente" → "Aprobado"',
      '20/11/2026, 12:00ClientePedido creado en "Pago pendiente"',
    ]);
  });
});
