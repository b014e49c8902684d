// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../components/admin/testing';
import { readToken } from '../../lib/admin/api';
import { useSessionStore } from '../../lib/admin/session';
import { useUnsavedChangesWarning } from '../../lib/admin/unsaved-changes';
import AdminLayout, { clientLoader } from './admin-layout';
import LoginPage from './login';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ expired: false });
});

/** A page with an unsaved form, and a way to make its next call answer 401. */
function EditingPage() {
  useUnsavedChangesWarning(true);
  return (
    <button type="button" onClick={() => useSessionStore.getState().markExpired()}>
      Llamada vencida
    </button>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="donde">{`${location.pathname}${location.search}`}</p>;
}

function renderAdmin(path: string) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: AdminLayout as never,
      // As GET /api/admin: signed in while the stored token is the good one.
      loader: () => ({ admin: readToken() === 'bueno' ? 'admin' : null }),
      children: [
        { path: 'admin', Component: () => <p>Panel</p> },
        { path: 'producttable', Component: EditingPage },
        { path: 'plain', Component: () => <p>Sin cambios</p> },
      ],
    },
    {
      path: '/login',
      Component: () => (
        <>
          <LoginPage />
          <Where />
        </>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const signIn = async (password: string) => {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
  });
};

describe('admin sign-in and session', () => {
  beforeEach(() => {
    mockFetch(({ body }) =>
      (body as { password: string }).password === 'bien'
        ? json({ token: 'bueno' })
        : json({ message: 'Invalid credentials' }, 401),
    );
  });

  it('shows the sign-in screen instead of any admin page without a session', async () => {
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Administración' })).toBeTruthy();
    expect(screen.queryByText('Panel')).toBeNull();
  });

  it('asks for both fields, refuses a wrong pair with SPEC.md message, then opens the page', async () => {
    renderAdmin('/admin');
    await screen.findByLabelText('Username');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    });
    expect(screen.getByText('Debe ingresar su usuario')).toBeTruthy();
    expect(screen.getByText('Debe ingresar su contraseña')).toBeTruthy();
    await signIn('mal');
    expect(
      screen.getByText('Datos incorrectos, ingresa de vuelta tu usuario y contraseña.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('admin');
    await signIn('bien');
    expect(await screen.findByText('Panel')).toBeTruthy();
    expect(localStorage.getItem('userToken')).toBe('bueno');
  });

  it('signs out to /login and drops the token, so admin URLs ask to sign in again', async () => {
    localStorage.setItem('userToken', 'bueno');
    renderAdmin('/plain');
    await screen.findByText('Sin cambios');
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Cerrar sesión' })[0]!);
    });
    await waitFor(() => expect(screen.getByTestId('donde').textContent).toBe('/login?salir=1'));
    expect(readToken()).toBeNull();
  });

  it('signs in over a form with unsaved input when the session expires: no leave-page question, nothing lost', async () => {
    localStorage.setItem('userToken', 'bueno');
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderAdmin('/producttable');
    const expire = await screen.findByRole('button', { name: 'Llamada vencida' });
    await act(async () => {
      fireEvent.click(expire);
    });
    // Issue 42 item 10: the natural 'Aceptar' of a leave-page question used to drop the edit.
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('Llamada vencida')).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Tu sesión expiró' });
    expect(dialog.textContent).toContain('Volvé a ingresar: lo que escribiste sigue en la página.');
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'bien' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Volver a ingresar' }));
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Tu sesión expiró' })).toBeNull(),
    );
    expect(screen.getByText('Llamada vencida')).toBeTruthy();
    expect(readToken()).toBe('bueno');
  });

  it('leaves for the sign-in page from that dialog only when asked, warning first', async () => {
    localStorage.setItem('userToken', 'bueno');
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderAdmin('/producttable');
    const expire = await screen.findByRole('button', { name: 'Llamada vencida' });
    await act(async () => {
      fireEvent.click(expire);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ir al inicio de sesión' }));
    });
    expect(confirm).toHaveBeenCalledWith('Tienes cambios sin guardar...');
    await waitFor(() =>
      expect(screen.getByTestId('donde').textContent).toBe(
        '/login?sesion=expirada&volver=%2Fproducttable',
      ),
    );
    expect(screen.getByText('Tu sesión expiró. Ingresá de nuevo para continuar.')).toBeTruthy();
    expect(readToken()).toBeNull();
  });

  it('an expired session without unsaved input goes straight to /login', async () => {
    localStorage.setItem('userToken', 'bueno');
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderAdmin('/plain');
    await screen.findByText('Sin cambios');
    await act(async () => {
      useSessionStore.getState().markExpired();
    });
    await waitFor(() =>
      expect(screen.getByTestId('donde').textContent).toBe(
        '/login?sesion=expirada&volver=%2Fplain',
      ),
    );
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('opening the admin with a token the server refuses (issue 42 item 18)', () => {
  function renderWithRealCheck() {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: AdminLayout as never,
        loader: clientLoader as never,
        children: [{ path: 'admin', Component: () => <p>Panel</p> }],
      },
    ]);
    return render(<Stub initialEntries={['/admin']} />);
  }

  it('says the session expired on the sign-in card and drops the dead token', async () => {
    localStorage.setItem('userToken', 'vencido');
    mockFetch(() => json({ message: 'Token inválido' }, 401));
    renderWithRealCheck();
    expect(
      await screen.findByText('Tu sesión expiró. Ingresá de nuevo para continuar.'),
    ).toBeTruthy();
    expect(readToken()).toBeNull();
  });

  it('says nothing of an expiry to someone who never signed in', async () => {
    const calls = mockFetch(() => json({ message: 'Token inválido' }, 401));
    renderWithRealCheck();
    await screen.findByRole('heading', { name: 'Administración' });
    expect(screen.queryByText('Tu sesión expiró. Ingresá de nuevo para continuar.')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe('admin menu by staff areas (issues 42 and 44)', () => {
  it.each([
    ['a staff admin without areas', false, [], ['Usuarios', 'Ajustes']],
    ['a staff admin granted settings', false, ['settings'], ['Usuarios']],
    ['a staff admin granted users', false, ['users'], ['Ajustes']],
    ['a Dueño', true, [], []],
  ] as const)('shows %s only the sections it may use', async (_who, owner, permissions, hidden) => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: AdminLayout as never,
        loader: () => ({ admin: 'ana', owner, permissions }),
        children: [{ path: 'plain', Component: () => <p>Sin cambios</p> }],
      },
    ]);
    render(<Stub initialEntries={['/plain']} />);
    const nav = await screen.findByRole('navigation', { name: 'Secciones' });
    const links = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(links).toContain('Órdenes');
    for (const section of ['Usuarios', 'Ajustes']) {
      expect(links.includes(section)).toBe(!(hidden as readonly string[]).includes(section));
    }
  });
});
