// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderInRouter } from '../../components/admin/testing';
import { UserForm } from './user-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Agregar administrador' }));
  });
};

describe('new admin user form', () => {
  it('checks user name, e-mail and password length', async () => {
    const calls = mockFetch(() => json({}));
    renderInRouter(<UserForm onSaved={() => {}} />);
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: '12345' } });
    await submit();
    expect(screen.getByText('El usuario debe tener entre 3 y 40 caracteres')).toBeTruthy();
    expect(screen.getByText('El email es obligatorio')).toBeTruthy();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('creates the user and clears the form', async () => {
    const onCreated = vi.fn();
    const calls = mockFetch(({ body }) => json({ id: 'u2', ...(body as object) }, 201));
    renderInRouter(<UserForm onSaved={onCreated} />);
    fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@tienda.com' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'clave-segura' } });
    fireEvent.click(screen.getByLabelText('Verificado'));
    await submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      url: '/api/users',
      method: 'POST',
      body: {
        username: 'ana',
        email: 'ana@tienda.com',
        password: 'clave-segura',
        checked: true,
        owner: false,
      },
    });
    expect((screen.getByLabelText('Usuario') as HTMLInputElement).value).toBe('');
  });
});

describe('staff areas in the user form (issue 44)', () => {
  const fill = () => {
    fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: 'cajera' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'caja@tienda.com' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'clave-segura' } });
  };

  it('sends the areas a Dueño ticks', async () => {
    const calls = mockFetch(({ body }) => json({ id: 'u3', ...(body as object) }, 201));
    renderInRouter(<UserForm onSaved={() => {}} />);
    fill();
    fireEvent.click(screen.getByLabelText('Devoluciones de dinero'));
    fireEvent.click(screen.getByLabelText('Exportar datos de clientes'));
    await submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      body: { username: 'cajera', owner: false, permissions: ['refunds', 'exports'] },
    });
  });

  it('hides the areas for a Dueño, who holds them all, and sends none', async () => {
    const calls = mockFetch(({ body }) => json({ id: 'u4', ...(body as object) }, 201));
    renderInRouter(<UserForm onSaved={() => {}} />);
    fill();
    fireEvent.click(screen.getByLabelText('Usuarios'));
    fireEvent.click(screen.getByLabelText('Dueño'));
    expect(screen.queryByLabelText('Usuarios')).toBeNull();
    expect(screen.getByText('Un Dueño puede usar todas las áreas.')).toBeTruthy();
    await submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ body: { owner: true, permissions: [] } });
  });
});
