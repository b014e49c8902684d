// @vitest-environment happy-dom
import type { CouponAnswer } from '@shop/domain';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../components/admin/testing';
import { couponAnswer } from '../../features/coupons/coupon-fixtures';
import Discounts from './discounts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const coupon = (code: string, percentage = 10): CouponAnswer =>
  couponAnswer({
    id: code,
    _id: code,
    code,
    description: `Cupón ${code}`,
    percentage,
    usageRecord: [{ dateUsed: '2026-11-01T00:00:00.000Z', orderId: null }],
  });

function renderDiscounts(load: () => CouponAnswer[]) {
  const Stub = createRoutesStub([
    {
      path: '/discounts',
      // The route's props (loaderData) come from this loader, as in the app.
      Component: Discounts as never,
      loader: () => ({ coupons: load() }),
    },
  ]);
  return render(<Stub initialEntries={['/discounts']} />);
}

describe('/discounts', () => {
  it("says 'No se encontraron cupones de descuento.' when there are none", async () => {
    renderDiscounts(() => []);
    expect(await screen.findByText('No se encontraron cupones de descuento.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Agregar cupón' })).toBeTruthy();
  });

  it('lists 10 a page with two pages either side', async () => {
    renderDiscounts(() =>
      Array.from({ length: 61 }, (_, i) => coupon(`C${String(i).padStart(2, '0')}`)),
    );
    await screen.findByText('C00');
    expect(screen.getAllByRole('row')).toHaveLength(11);
    const pager = screen.getByRole('navigation', { name: 'Paginación' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Página/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    fireEvent.click(within(pager).getByRole('button', { name: 'Página 3' }));
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Página/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByText('C20')).toBeTruthy();
  });

  it('Modificar turns a row into inputs; Guardar saves it and reloads the list', async () => {
    let coupons = [coupon('VERANO'), coupon('INVIERNO', 20)];
    const calls = mockFetch(({ body }) => {
      coupons = coupons.map((c) => (c.code === 'VERANO' ? { ...c, ...(body as object) } : c));
      return json(coupons[0]);
    });
    renderDiscounts(() => coupons);
    await screen.findByText('VERANO');
    const [first] = screen.getAllByRole('button', { name: 'Modificar' });
    fireEvent.click(first!);
    fireEvent.change(screen.getByLabelText('Porcentaje de VERANO'), { target: { value: '30' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() => expect(screen.getByText('30%')).toBeTruthy());
    expect(calls[0]).toMatchObject({
      url: '/api/discounts/VERANO',
      method: 'PUT',
      body: { percentage: 30, remainingUses: 5, description: 'Cupón VERANO' },
    });
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });

  it('checks the inline edit with the coupon rules before sending', async () => {
    const calls = mockFetch(() => json({}));
    renderDiscounts(() => [coupon('VERANO')]);
    await screen.findByText('VERANO');
    fireEvent.click(screen.getByRole('button', { name: 'Modificar' }));
    fireEvent.change(screen.getByLabelText('Porcentaje de VERANO'), { target: { value: '0' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    expect(screen.getByText('El porcentaje debe ser mayor que 0')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows each coupon state and its rules in a few words', async () => {
    renderDiscounts(() => [
      coupon('ACTIVO'),
      couponAnswer({ id: 'p', code: 'PAUSADO', paused: true, status: 'pausado' }),
      couponAnswer({
        id: 'f',
        code: 'FIJO',
        kind: 'fixed',
        amount: 5000,
        minPurchase: 50000,
        categories: ['Botines'],
        perCustomerLimit: 1,
        startsOn: '2026-12-01',
        endsOn: '2026-12-31',
        status: 'programado',
      }),
      couponAnswer({ id: 'v', code: 'VENCIDO', status: 'vencido', endsOn: '2026-01-31' }),
      couponAnswer({ id: 'a', code: 'AGOTADO', status: 'agotado', remainingUses: 0 }),
    ]);
    await screen.findByText('FIJO');
    const row = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;
    expect(within(row('ACTIVO')).getByText('activo')).toBeTruthy();
    expect(within(row('PAUSADO')).getByText('pausado')).toBeTruthy();
    expect(within(row('PAUSADO')).getByRole('button', { name: 'Reanudar' })).toBeTruthy();
    expect(within(row('FIJO')).getByText('programado')).toBeTruthy();
    expect(within(row('FIJO')).getByText('$5,000.00 de descuento')).toBeTruthy();
    expect(
      within(row('FIJO')).getByText('Desde $50,000.00 · Solo Botines · 1 por cliente'),
    ).toBeTruthy();
    expect(within(row('FIJO')).getByText('Del 01/12/2026 al 31/12/2026')).toBeTruthy();
    expect(within(row('VENCIDO')).getByText('vencido')).toBeTruthy();
    expect(within(row('AGOTADO')).getByText('agotado')).toBeTruthy();
  });

  it('pauses with the version read, and deletes after asking', async () => {
    let coupons = [coupon('VERANO')];
    const calls = mockFetch(({ method, body }) => {
      if (method === 'DELETE') {
        coupons = [];
        return new Response(null, { status: 204 });
      }
      coupons = [{ ...coupons[0]!, ...(body as object), status: 'pausado', version: 2 }];
      return json(coupons[0]);
    });
    vi.stubGlobal('confirm', () => true);
    renderDiscounts(() => coupons);
    await screen.findByText('VERANO');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    });
    await screen.findByRole('button', { name: 'Reanudar' });
    expect(calls[0]).toMatchObject({
      url: '/api/discounts/VERANO',
      method: 'PUT',
      body: { paused: true, version: 1 },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    });
    await screen.findByText('No se encontraron cupones de descuento.');
    expect(calls[1]).toMatchObject({
      url: '/api/discounts/VERANO',
      method: 'DELETE',
      body: { version: 2 },
    });
  });
});
