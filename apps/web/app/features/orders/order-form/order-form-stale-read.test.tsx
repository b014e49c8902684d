// @vitest-environment happy-dom
import type { AdminOrderDetailAnswer } from '@shop/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../components/admin/testing';
import { useToastStore } from '../../../components/toasts';
import { OrderForm } from './order-form';
import { click, order, statusBox } from './order-detail-test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => useToastStore.setState({ toasts: [] }));

const detail = (
  status: AdminOrderDetailAnswer['status'],
  version: number,
  track_id = '',
): AdminOrderDetailAnswer => ({
  ...order,
  status,
  version,
  track_id,
  events: [],
  received_total: 0,
  refunded_total: 0,
  refundable: 0,
  alerts: [],
});

describe('order detail: a read older than the save does not undo it on screen', () => {
  it('Aprobado, then Enviado at once: the read after the first save lands late and is dropped', async () => {
    const answers = [detail('Aprobado', 4), detail('Enviado', 5, 'CA1AR')];
    const calls = mockFetch(() => json(answers.shift()));
    // Each read after the first waits until the test lets it land.
    const held: ((value: AdminOrderDetailAnswer) => void)[] = [];
    let reads = 0;
    function Page() {
      const loaded = useLoaderData() as AdminOrderDetailAnswer;
      return <OrderForm key={loaded.id} order={loaded} />;
    }
    const router = createMemoryRouter(
      [
        {
          path: '/orden',
          loader: () =>
            reads++ === 0
              ? detail('Pago Pendiente', 3)
              : new Promise<AdminOrderDetailAnswer>((resolve) => held.push(resolve)),
          Component: Page,
        },
      ],
      { initialEntries: ['/orden'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByRole('button', { name: 'Realizar Cambios' });
    await click('Realizar Cambios');
    fireEvent.change(statusBox(), { target: { value: 'Aprobado' } });
    await click('Guardar');
    // The admin edits again before the read after that save comes back.
    await screen.findByRole('button', { name: 'Realizar Cambios' });
    await click('Realizar Cambios');
    await act(async () => held.shift()?.(detail('Aprobado', 4)));
    fireEvent.change(statusBox(), { target: { value: 'Enviado' } });
    fireEvent.change(screen.getByLabelText('Código de seguimiento'), {
      target: { value: 'CA1AR' },
    });
    await click('Guardar');
    expect(calls.map((call) => call.body)).toMatchObject([
      { status: 'Aprobado', version: 3 },
      { status: 'Enviado', track_id: 'CA1AR', version: 4 },
    ]);
    await screen.findByRole('button', { name: 'Realizar Cambios' });
    expect(statusBox().value).toBe('Enviado');
    await act(async () => held.shift()?.(detail('Enviado', 5, 'CA1AR')));
    expect(statusBox().value).toBe('Enviado');
  });
});
