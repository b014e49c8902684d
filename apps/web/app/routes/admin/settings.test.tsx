// @vitest-environment happy-dom
import { DEFAULT_SETTINGS, STAFF_AREA_REFUSALS, type StaffArea } from '@shop/domain';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import type { AdminContext } from '../../lib/admin/admin-context';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../components/admin/testing';
import { useToastStore } from '../../components/toasts';
import StoreSettings from './settings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSettings(owner = true, permissions: StaffArea[] = []) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <Outlet context={{ admin: 'ana', owner, permissions } satisfies AdminContext} />
      ),
      children: [
        {
          path: 'ajustes',
          Component: StoreSettings as never,
          loader: () => ({ settings: DEFAULT_SETTINGS }),
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={['/ajustes']} />);
}

const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  });
};

describe('/ajustes', () => {
  it('shows the current settings and checks them before saving', async () => {
    const calls = mockFetch(() => json({}));
    renderSettings();
    const discount = (await screen.findByLabelText(
      'Descuento por transferencia (%)',
    )) as HTMLInputElement;
    expect(discount.value).toBe('15');
    expect((screen.getByLabelText('Envío gratis desde ($)') as HTMLInputElement).value).toBe(
      '45000',
    );
    fireEvent.change(screen.getByLabelText('CBU'), { target: { value: '123' } });
    fireEvent.change(discount, { target: { value: '120' } });
    await save();
    expect(screen.getByText('El CBU debe tener 22 dígitos')).toBeTruthy();
    expect(
      screen.getByText('El descuento por transferencia debe estar entre 0 y 100'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('saves the transfer discount, threshold, bank account, contact, video and hours', async () => {
    const calls = mockFetch(({ body }) => json(body));
    renderSettings();
    fireEvent.change(await screen.findByLabelText('Descuento por transferencia (%)'), {
      target: { value: '10' },
    });
    fireEvent.change(screen.getByLabelText('Envío gratis desde ($)'), {
      target: { value: '60000' },
    });
    fireEvent.change(screen.getByLabelText('Banco'), { target: { value: 'Banco Nación' } });
    fireEvent.change(screen.getByLabelText('CBU'), { target: { value: '0110599520000001234567' } });
    fireEvent.change(screen.getByLabelText('WhatsApp'), { target: { value: '5491155550000' } });
    fireEvent.change(screen.getByLabelText('Instagram'), {
      target: { value: 'https://www.instagram.com/tienda' },
    });
    fireEvent.change(screen.getByLabelText('Video de la marca (YouTube)'), {
      target: { value: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    await save();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: '/api/settings',
      method: 'PUT',
      body: {
        transferDiscountPercent: 10,
        freeShippingThreshold: 60000,
        bankAccount: { bank: 'Banco Nación', cbu: '0110599520000001234567' },
        contact: { whatsapp: '5491155550000', instagram: 'https://www.instagram.com/tienda' },
        brandVideoYoutube: 'https://youtu.be/dQw4w9WgXcQ',
        serviceHours: DEFAULT_SETTINGS.serviceHours,
      },
    });
    expect(useToastStore.getState().toasts.map((t) => t.text)).toContain(
      'Cambios guardados exitosamente',
    );
  });
});

describe('/ajustes for an admin who is not Dueño (issues 42 and 44)', () => {
  it('says up front who may change them, and shows them read-only with nothing to save', async () => {
    const calls = mockFetch(() => json({}));
    renderSettings(false);
    const discount = (await screen.findByLabelText(
      'Descuento por transferencia (%)',
    )) as HTMLInputElement;
    expect(screen.getByRole('note').textContent).toBe(
      `${STAFF_AREA_REFUSALS.settings} Los ves para consultarlos.`,
    );
    // Every field sits in one disabled fieldset: the browser disables them all.
    expect(discount.closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('lets a staff admin granted the settings area change them', async () => {
    renderSettings(false, ['settings']);
    const discount = (await screen.findByLabelText(
      'Descuento por transferencia (%)',
    )) as HTMLInputElement;
    expect(discount.closest('fieldset')?.disabled).toBe(false);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
  });
});
