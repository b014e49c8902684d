// @vitest-environment happy-dom
import { DEFAULT_SETTINGS } from '@shop/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, MemoryRouter, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../components/admin/testing';
import type { AdminContext } from '../../lib/admin/admin-context';
import { TransferSetupNotice } from './transfer-setup-notice';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const READY = {
  ...DEFAULT_SETTINGS,
  bankAccount: { ...DEFAULT_SETTINGS.bankAccount, holder: 'Tienda SRL', alias: 'tienda.pagos' },
  contact: { ...DEFAULT_SETTINGS.contact, whatsapp: '+5491155556666' },
};

describe('TransferSetupNotice (issue 21, item 4)', () => {
  it('tells the owner of a new shop what transfer still needs', () => {
    render(
      <MemoryRouter>
        <TransferSetupNotice settings={DEFAULT_SETTINGS} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'El checkout no ofrece pago por transferencia hasta que cargues el CBU o el alias de la cuenta bancaria, el titular de la cuenta bancaria y el número de WhatsApp. ',
    );
  });

  it('reads the settings itself on the hub, with a link to Ajustes, and hides once all is set', async () => {
    mockFetch(() => json({ ...READY, contact: { ...READY.contact, whatsapp: '' } }));
    const view = render(
      <MemoryRouter>
        <TransferSetupNotice />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('status')).textContent).toContain('el número de WhatsApp.');
    expect(screen.getByRole('link', { name: 'Completar en Ajustes' }).getAttribute('href')).toBe(
      '/ajustes',
    );
    view.unmount();
    render(
      <MemoryRouter>
        <TransferSetupNotice settings={READY} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('TransferSetupNotice for staff without the settings area (issue 44)', () => {
  it('says who can fill them in, with no link to a form they cannot save', async () => {
    mockFetch(() => json(DEFAULT_SETTINGS));
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <Outlet
            context={{ admin: 'ana', owner: false, permissions: [] } satisfies AdminContext}
          />
        ),
        children: [{ path: 'admin', Component: () => <TransferSetupNotice /> }],
      },
    ]);
    render(<Stub initialEntries={['/admin']} />);
    expect((await screen.findByRole('status')).textContent).toContain(
      'hasta que el Dueño cargue el CBU o el alias de la cuenta bancaria',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
