// @vitest-environment happy-dom
import { act, cleanup, fireEvent, within, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../components/toasts';
import { COUPON_CREATED, CouponForm } from './coupon-form';
import { json, mockFetch, renderInRouter } from '../../components/admin/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => useToastStore.setState({ toasts: [] }));

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Agregar cupón' }));
  });
};

describe('add-coupon form', () => {
  it('starts with SPEC.md defaults: percentage 0 and one use', () => {
    renderInRouter(<CouponForm onSaved={() => {}} />);
    expect(box('Porcentaje de descuento').value).toBe('0');
    expect(box('Cantidad de usos').value).toBe('1');
  });

  it("shows SPEC.md's messages and sends nothing while any is there", async () => {
    const calls = mockFetch(() => json({}));
    renderInRouter(<CouponForm onSaved={() => {}} />);
    fireEvent.change(box('Cantidad de usos'), { target: { value: '0' } });
    await submit();
    expect(screen.getByText('El código es obligatorio')).toBeTruthy();
    expect(screen.getByText('El porcentaje debe ser mayor que 0')).toBeTruthy();
    expect(screen.getByText('El número de usos debe ser al menos 1')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('creates the coupon, says so and starts over', async () => {
    const onSaved = vi.fn();
    const calls = mockFetch(({ body }) => json({ id: 'c1', ...(body as object) }, 201));
    renderInRouter(<CouponForm onSaved={onSaved} />);
    fireEvent.change(box('Código'), { target: { value: 'verano25' } });
    fireEvent.change(box('Porcentaje de descuento'), { target: { value: '25' } });
    fireEvent.change(box('Cantidad de usos'), { target: { value: '10' } });
    fireEvent.change(box('Descripción'), { target: { value: 'Temporada de verano' } });
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      url: '/api/discounts',
      method: 'POST',
      body: {
        code: 'verano25',
        percentage: 25,
        remainingUses: 10,
        description: 'Temporada de verano',
      },
    });
    expect(useToastStore.getState().toasts.map((t) => t.text)).toContain(COUPON_CREATED);
    expect(box('Código').value).toBe('');
    expect(box('Porcentaje de descuento').value).toBe('0');
  });

  it("keeps what was typed when the server refuses, with the server's message", async () => {
    mockFetch(() =>
      json({ error: 'conflict', message: 'Ya existe un cupón con el código VERANO.' }, 409),
    );
    renderInRouter(<CouponForm onSaved={() => {}} />);
    fireEvent.change(box('Código'), { target: { value: 'VERANO' } });
    fireEvent.change(box('Porcentaje de descuento'), { target: { value: '10' } });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Ya existe un cupón con el código VERANO.',
    );
    expect(box('Código').value).toBe('VERANO');
  });

  it('takes a fixed amount, a minimum, dates, a limit per customer and categories', async () => {
    const calls = mockFetch(({ body }) => json({ id: 'c2', ...(body as object) }, 201));
    renderInRouter(<CouponForm onSaved={() => {}} />);
    fireEvent.change(box('Código'), { target: { value: 'MENOS5000' } });
    fireEvent.change(box('Tipo de descuento'), { target: { value: 'fixed' } });
    expect(screen.queryByLabelText('Porcentaje de descuento')).toBeNull();
    fireEvent.change(box('Monto de descuento ($)'), { target: { value: '5000' } });
    fireEvent.change(box('Compra mínima ($)'), { target: { value: '50000' } });
    fireEvent.change(box('Usos por cliente'), { target: { value: '1' } });
    fireEvent.change(box('Válido desde'), { target: { value: '2026-12-01' } });
    fireEvent.change(box('Válido hasta'), { target: { value: '2026-12-31' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Botines' }));
    await submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      code: 'MENOS5000',
      kind: 'fixed',
      amount: 5000,
      percentage: 0,
      minPurchase: 50000,
      perCustomerLimit: 1,
      startsOn: '2026-12-01',
      endsOn: '2026-12-31',
      categories: ['Botines'],
    });
  });

  it("offers the chosen categories' subcategories, and drops them with their category", async () => {
    const calls = mockFetch(({ body }) => json({ id: 'c3', ...(body as object) }, 201));
    renderInRouter(<CouponForm onSaved={() => {}} />);
    const subs = () => screen.getByRole('group', { name: 'Subcategorías' });
    const botines = () => screen.getByRole('checkbox', { name: 'Botines' });
    expect(screen.queryByRole('group', { name: 'Subcategorías' })).toBeNull();
    fireEvent.change(box('Código'), { target: { value: 'FUTBOL5' } });
    fireEvent.change(box('Porcentaje de descuento'), { target: { value: '10' } });
    fireEvent.click(botines());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Camisetas' }));
    fireEvent.click(within(subs()).getByRole('checkbox', { name: 'Futbol 5' }));
    fireEvent.click(botines());
    expect(within(subs()).queryByText('Futbol 5')).toBeNull();
    fireEvent.click(botines());
    const futbol5 = within(subs()).getByRole('checkbox', { name: 'Futbol 5' }) as HTMLInputElement;
    expect(futbol5.checked).toBe(false);
    fireEvent.click(within(subs()).getByRole('checkbox', { name: 'Futbol 11' }));
    await submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      categories: ['Camisetas', 'Botines'],
      subcategories: ['Futbol 11'],
    });
  });

  it('checks the rules with the API schema before sending', async () => {
    const calls = mockFetch(() => json({}, 201));
    renderInRouter(<CouponForm onSaved={() => {}} />);
    fireEvent.change(box('Código'), { target: { value: 'MAL' } });
    fireEvent.change(box('Tipo de descuento'), { target: { value: 'fixed' } });
    fireEvent.change(box('Válido desde'), { target: { value: '2026-12-31' } });
    fireEvent.change(box('Válido hasta'), { target: { value: '2026-12-01' } });
    await submit();
    expect(screen.getByText('El monto de descuento debe ser mayor que 0')).toBeTruthy();
    expect(screen.getByText('La fecha de fin no puede ser anterior a la de inicio')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
