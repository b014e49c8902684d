// @vitest-environment happy-dom
import type { AlertAnswer } from '@shop/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertList, NOTHING_TO_REVIEW } from './alert-list';
import { json, mockFetch, renderInRouter } from '../../components/admin/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const paidAfterCancel: AlertAnswer = {
  id: 7,
  kind: 'paid_after_cancel',
  title: 'Pagado después de cancelado',
  message:
    'Mercado Pago aprobó un pago de $87.349,00 (pago 1311617794) para el pedido #1001, que está cancelado. El dinero está en Mercado Pago: reabrí el pedido o reintegrá el pago.',
  resolutions: [
    { key: 'reopen', label: 'Reabrir el pedido' },
    { key: 'refund', label: 'Reintegrar' },
  ],
  order_id: 'o1',
  order_number: 1001,
  order_status: 'Cancelado',
  createdAt: '2026-11-20T15:00:00.000Z',
};

const unknownTracking: AlertAnswer = {
  id: 8,
  kind: 'unknown_tracking',
  title: 'Código de seguimiento desconocido',
  message:
    'Correo Argentino no conoce el código de seguimiento XX123 de el pedido #1002. Revisá el código.',
  resolutions: [{ key: 'dismiss', label: 'Marcar como revisada' }],
  order_id: 'o2',
  order_number: 1002,
  order_status: 'Enviado',
  createdAt: '2026-11-21T10:30:00.000Z',
};

const noMailServer: AlertAnswer = {
  id: 0,
  kind: 'no_mail_server',
  title: 'Sin servidor de correo',
  message:
    'No hay un servidor de correo configurado (SMTP_URL): los e-mails a los clientes y a la tienda, con el aviso de cada pedido nuevo, esperan en la bandeja de salida. Los pedidos nuevos se cuentan igual junto a Órdenes.',
  resolutions: [],
  order_id: null,
  order_number: null,
  order_status: null,
  createdAt: '2026-11-19T09:00:00.000Z',
};

const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('the "Atención" list', () => {
  it('shows each open alert: title, message, order link, date and its resolutions', () => {
    renderInRouter(<AlertList alerts={[paidAfterCancel, unknownTracking, noMailServer]} />);
    screen.getByRole('heading', { name: 'Atención (3)' });
    const row = within(rowOf('Pagado después de cancelado'));
    row.getByText(paidAfterCancel.message);
    expect(row.getByRole('link', { name: '#1001' }).getAttribute('href')).toBe(
      '/orderdetailbdd/o1',
    );
    row.getByText('20/11/2026, 12:00');
    expect(row.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Reabrir el pedido',
      'Reintegrar',
    ]);
    // The mail server's alert holds while its condition does: no order, no button.
    const mail = within(rowOf('Sin servidor de correo'));
    expect(mail.queryByRole('link')).toBeNull();
    expect(mail.queryByRole('button')).toBeNull();
  });

  it('a click resolves the alert and shows the list the server answers', async () => {
    const calls = mockFetch(() => json({ alerts: [unknownTracking] }));
    renderInRouter(<AlertList alerts={[paidAfterCancel, unknownTracking]} />);
    await act(async () => {
      fireEvent.click(
        within(rowOf('Pagado después de cancelado')).getByRole('button', {
          name: 'Reabrir el pedido',
        }),
      );
    });
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/alerts/7/resolve',
        method: 'POST',
        body: { resolution: 'reopen' },
      }),
    ]);
    expect(screen.queryByText('Pagado después de cancelado')).toBeNull();
    screen.getByText('Código de seguimiento desconocido');
    screen.getByRole('heading', { name: 'Atención (1)' });
    expect(screen.getByRole('status').textContent).toBe(
      'Pagado después de cancelado: Reabrir el pedido.',
    );
  });

  it("shows the server's Spanish message when the resolution is refused, and keeps the alert", async () => {
    const refused = 'No se puede reabrir el pedido: no queda stock del talle 41 de Botín Prueba.';
    mockFetch(() => json({ error: 'out_of_stock', message: refused }, 409));
    renderInRouter(<AlertList alerts={[paidAfterCancel]} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reabrir el pedido' }));
    });
    expect(screen.getByRole('alert').textContent).toContain(refused);
    screen.getByText('Pagado después de cancelado');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says there is nothing to review when no alert is open', () => {
    renderInRouter(<AlertList alerts={[]} />);
    screen.getByRole('heading', { name: 'Atención' });
    screen.getByText(NOTHING_TO_REVIEW);
  });

  it("on the order page shows only that order's alerts, without the order column, and nothing when it has none", () => {
    const { unmount } = renderInRouter(
      <AlertList alerts={[paidAfterCancel, unknownTracking]} orderId="o2" />,
    );
    screen.getByText('Código de seguimiento desconocido');
    expect(screen.queryByText('Pagado después de cancelado')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Pedido' })).toBeNull();
    unmount();
    renderInRouter(<AlertList alerts={[paidAfterCancel]} orderId="o3" />);
    expect(screen.queryByRole('heading', { name: /Atención/ })).toBeNull();
  });
});
