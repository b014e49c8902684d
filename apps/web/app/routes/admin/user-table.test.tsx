// @vitest-environment happy-dom
import { STAFF_AREA_REFUSALS, STAFF_AREAS, type AdminUserAnswer } from '@shop/domain';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../components/admin/testing';
import type { AdminContext } from '../../lib/admin/admin-context';
import UserTable, { clientLoader } from './user-table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = (username: string, overrides: Partial<AdminUserAnswer> = {}): AdminUserAnswer => ({
  id: `id-${username}`,
  _id: `id-${username}`,
  username,
  email: `${username}@tienda.com`,
  countryCode: '+54',
  phone: '1155550000',
  country: 'Argentina',
  status: 'Activo',
  owner: false,
  permissions: [],
  checked: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const OWNER: AdminContext = { admin: 'admin', owner: true, permissions: STAFF_AREAS };

function renderUsers(
  load: () => AdminUserAnswer[],
  extra: { ownerOnly?: boolean } = {},
  viewer: AdminContext = OWNER,
) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => <Outlet context={viewer} />,
      children: [
        {
          path: 'usertable',
          Component: UserTable as never,
          loader: () => ({ users: load(), count: load().length, ...extra }),
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={['/usertable']} />);
}

describe('/usertable', () => {
  it('shows Activo in green and anything else in red; the admin cannot delete itself', async () => {
    renderUsers(() => [user('admin', { owner: true }), user('ana', { status: 'Inactivo' })]);
    const active = await screen.findByText('Activo');
    expect(active.className).toMatch(/badgeOk/);
    expect(screen.getByText('Inactivo').className).toMatch(/badgeBad/);
    expect(screen.queryByRole('button', { name: 'Eliminar admin' })).toBeNull();
    expect(screen.getByText('Tu usuario')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar ana' })).toBeTruthy();
  });

  it('searches by user, e-mail or country', async () => {
    renderUsers(() => [user('admin'), user('ana'), user('bruno', { country: 'Uruguay' })]);
    await screen.findByText('bruno');
    fireEvent.change(screen.getByLabelText('Buscar usuarios'), { target: { value: 'uruguay' } });
    expect(screen.queryByText('ana')).toBeNull();
    expect(screen.getByText('bruno')).toBeTruthy();
  });

  it("'Realizar Cambios' makes owner and checked editable; 'Guardar' saves the changed rows", async () => {
    let users = [user('admin', { owner: true, checked: true }), user('ana')];
    const calls = mockFetch(({ url, body }) => {
      users = users.map((u) => (url.endsWith(u.id) ? { ...u, ...(body as object) } : u));
      return json(users.find((u) => url.endsWith(u.id)));
    });
    renderUsers(() => users);
    await screen.findByText('ana');
    expect(screen.queryByRole('checkbox', { name: 'Dueño ana' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Realizar Cambios' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dueño ana' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Verificado ana' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull());
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/users/id-ana',
        method: 'PUT',
        body: { owner: true, checked: true },
      }),
    ]);
    expect(users[1]).toMatchObject({ owner: true, checked: true });
  });

  it('X discards the edits without saving', async () => {
    const calls = mockFetch(() => json({}));
    renderUsers(() => [user('admin'), user('ana')]);
    await screen.findByText('ana');
    fireEvent.click(screen.getByRole('button', { name: 'Realizar Cambios' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dueño ana' }));
    fireEvent.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    expect(screen.queryByRole('checkbox', { name: 'Dueño ana' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('deletes another admin after confirming', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    let users = [user('admin'), user('ana')];
    const calls = mockFetch(() => {
      users = users.filter((u) => u.username !== 'ana');
      return new Response(null, { status: 204 });
    });
    renderUsers(() => users);
    await screen.findByText('ana');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Eliminar ana' }));
    });
    await waitFor(() => expect(screen.queryByText('ana')).toBeNull());
    expect(calls[0]).toMatchObject({ url: '/api/user/id-ana', method: 'DELETE' });
  });
});

describe('/usertable for an admin who is not Dueño (issue 42)', () => {
  it('says why there is no list instead of a load failure to retry', async () => {
    mockFetch(() =>
      json(
        {
          error: 'forbidden',
          message: STAFF_AREA_REFUSALS.users,
        },
        403,
      ),
    );
    const loaded = await clientLoader();
    expect(loaded).toEqual({ users: [], count: 0, ownerOnly: true });
    renderUsers(() => [], { ownerOnly: true });
    expect((await screen.findByRole('note')).textContent).toBe(STAFF_AREA_REFUSALS.users);
    expect(screen.queryByText('No se pudieron cargar los datos')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('/usertable staff permissions (issue 44)', () => {
  const users = () => [
    user('admin', { owner: true }),
    user('cajera', { permissions: ['refunds', 'exports'] }),
    user('repositor'),
  ];

  it("lists each admin's areas and lets a Dueño grant them in the user form", async () => {
    const calls = mockFetch(({ body }) => json({ ...user('repositor'), ...(body as object) }));
    renderUsers(users);
    const row = (await screen.findByText('cajera')).closest('tr')!;
    expect(row.textContent).toContain('Devoluciones, Exportar');
    expect(screen.getByText('Todos')).toBeTruthy();
    expect(screen.getByText('Ninguno')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Editar repositor' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const area = (name: string) =>
      [...dialog.querySelectorAll('label')]
        .find((l) => l.textContent === name)!
        .querySelector('input')!;
    fireEvent.click(area('Ajustes de la tienda'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar', hidden: true }));
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: '/api/users/id-repositor',
      method: 'PUT',
      body: { owner: false, permissions: ['settings'] },
    });
    // An empty password box leaves the password as it is.
    expect(calls[0]!.body).not.toHaveProperty('password');
  });

  it('shows a staff admin with the users area no Dueño or area controls, and no buttons on a Dueño', async () => {
    renderUsers(users, {}, { admin: 'cajera', owner: false, permissions: ['users'] });
    const ownerRow = (await screen.findByText('admin')).closest('tr')!;
    expect(ownerRow.querySelector('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar admin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Eliminar repositor' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Agregar administrador' });
    expect(form.textContent).not.toContain('Dueño');
    expect(form.textContent).not.toContain('Permisos');
    expect(form.textContent).toContain('Verificado');
  });
});
