// @vitest-environment happy-dom
import { DEFAULT_SETTINGS } from '@shop/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../components/admin/testing';
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
