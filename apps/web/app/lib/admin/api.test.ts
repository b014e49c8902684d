// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../components/admin/testing';
import {
  AdminApiError,
  LOGIN_WRONG,
  NETWORK_ERROR,
  adminJson,
  currentAdmin,
  logIn,
  readToken,
} from './api';
import { useSessionStore } from './session';

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ expired: false });
});
afterEach(() => vi.unstubAllGlobals());

describe('admin API client', () => {
  it('sends the token kept under userToken as a bearer token', async () => {
    localStorage.setItem('userToken', 'abc.def');
    const calls = mockFetch(() => json({ discounts: [] }));
    await adminJson('/api/discounts');
    expect(calls[0]?.headers.authorization).toBe('Bearer abc.def');
  });

  it("turns a refusal into the server's Spanish message, with the field at fault", async () => {
    mockFetch(() =>
      json(
        { error: 'validation_error', message: 'El precio debe ser mayor que 0', field: 'price' },
        400,
      ),
    );
    const error = (await adminJson('/api/products', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as AdminApiError;
    expect(error).toBeInstanceOf(AdminApiError);
    expect(error.message).toBe('El precio debe ser mayor que 0');
    expect(error.field).toBe('price');
  });

  it('says so in Spanish when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(adminJson('/api/orders')).rejects.toThrow(NETWORK_ERROR);
  });

  it('marks the session expired when a call answers 401', async () => {
    localStorage.setItem('userToken', 'vencido');
    mockFetch(() => json({ error: 'unauthorized', message: 'No autorizado' }, 401));
    await expect(adminJson('/api/orders')).rejects.toThrow('No autorizado');
    expect(useSessionStore.getState().expired).toBe(true);
  });

  it('keeps the token after signing in, and shows SPEC.md message for wrong credentials', async () => {
    mockFetch(({ body }) =>
      (body as { password: string }).password === 'bien'
        ? json({ token: 'nuevo' })
        : json({ message: 'Invalid credentials' }, 401),
    );
    await expect(logIn('admin', 'mal')).rejects.toThrow(LOGIN_WRONG);
    expect(readToken()).toBeNull();
    await logIn('admin', 'bien');
    expect(readToken()).toBe('nuevo');
  });

  it('asks GET /api/admin who is signed in; an expired token is dropped', async () => {
    expect(await currentAdmin()).toBeNull();
    localStorage.setItem('userToken', 'bueno');
    mockFetch(({ headers }) =>
      headers.authorization === 'Bearer bueno'
        ? json({
            message: 'Hola, admin',
            username: 'admin',
            owner: false,
            permissions: ['refunds'],
          })
        : json({ message: 'No autorizado' }, 401),
    );
    expect(await currentAdmin()).toEqual({
      username: 'admin',
      owner: false,
      permissions: ['refunds'],
    });
    localStorage.setItem('userToken', 'vencido');
    expect(await currentAdmin()).toBeNull();
    expect(readToken()).toBeNull();
  });
});
