// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CouponBox, type CouponState } from './coupon-box';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let latest: CouponState = { status: 'none' };

function Harness({ refusal }: { refusal?: string }) {
  const [coupon, setCoupon] = useState<CouponState>({ status: 'none' });
  latest = coupon;
  return (
    <CouponBox
      productIds={['p1', 'p2']}
      refusal={refusal}
      coupon={coupon}
      onCouponChange={(next) => {
        latest = next;
        setCoupon(next);
      }}
    />
  );
}

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

async function apply(code: string) {
  fireEvent.change(screen.getByLabelText('Cupón de descuento'), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
  });
}

describe('CouponBox', () => {
  it('checks the code with PUT /api/discounts/:code and applies its percentage', async () => {
    const fetchMock = answer(200, { valid: true, discount: 10 });
    vi.stubGlobal('fetch', fetchMock);
    render(<Harness />);
    await apply(' bienvenido10 ');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/discounts/BIENVENIDO10');
    expect(init.method).toBe('PUT');
    const body = JSON.parse(String(init.body)) as {
      usageRecord: { dateUsed: string };
      productIds: string[];
    };
    expect(Number.isNaN(Date.parse(body.usageRecord.dateUsed))).toBe(false);
    expect(body.productIds).toEqual(['p1', 'p2']);
    expect(screen.getByRole('status').textContent).toBe('Cupón aplicado: 10% de descuento');
    expect(latest).toMatchObject({
      status: 'applied',
      code: 'BIENVENIDO10',
      label: '10%',
      pricing: { kind: 'percent', percentage: 10, appliesTo: 'all' },
    });
    expect(screen.queryByText('Cupón no válido')).toBeNull();
  });

  it('says an unknown or used-up code is not valid, in red', async () => {
    vi.stubGlobal('fetch', answer(200, { valid: false, discount: 0 }));
    render(<Harness />);
    await apply('NOEXISTE');
    expect(screen.getByRole('alert').textContent).toBe(
      'Código de cupón no válido o no tiene usos disponibles',
    );
    expect(screen.getByText('Cupón no válido')).toBeTruthy();
    expect(screen.getByLabelText(/Cupón de descuento/).getAttribute('aria-invalid')).toBe('true');
    expect(latest).toMatchObject({ status: 'invalid' });
  });

  it("says the shop's reason: dates, pause, uses (issue 45)", async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, { valid: false, discount: 0, reason: 'Este cupón venció el 28/11/2026.' }),
    );
    render(<Harness />);
    await apply('VENCIDO');
    expect(screen.getByRole('alert').textContent).toBe('Este cupón venció el 28/11/2026.');
    expect(screen.getByText('Cupón no válido')).toBeTruthy();
  });

  it('applies a fixed amount and free shipping with their terms', async () => {
    const terms = {
      kind: 'fixed',
      percentage: 0,
      amount: 5000,
      minPurchase: 50000,
      categories: ['Botines'],
      appliesTo: ['p1'],
    };
    vi.stubGlobal('fetch', answer(200, { valid: true, discount: 0, terms }));
    render(<Harness />);
    await apply('MENOS5000');
    expect(screen.getByRole('status').textContent).toBe('Cupón aplicado: $5.000 de descuento');
    expect(latest).toMatchObject({
      label: '$5.000',
      pricing: { kind: 'fixed', amountCents: 500_000, appliesTo: ['p1'] },
      minPurchaseCents: 5_000_000,
      categories: ['Botines'],
    });
    vi.stubGlobal(
      'fetch',
      answer(200, { valid: true, discount: 0, terms: { ...terms, kind: 'free_shipping' } }),
    );
    await apply('ENVIO');
    expect(screen.getByRole('status').textContent).toBe('Cupón aplicado: envío gratis');
  });

  it("shows the cart's refusal in place of the applied message", async () => {
    vi.stubGlobal('fetch', answer(200, { valid: true, discount: 10 }));
    const { rerender } = render(<Harness />);
    await apply('MIN50');
    rerender(<Harness refusal="Este cupón es válido desde una compra de $50.000" />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Este cupón es válido desde una compra de $50.000',
    );
  });

  it('replaces an applied coupon by an invalid one', async () => {
    vi.stubGlobal('fetch', answer(200, { valid: true, discount: 15 }));
    render(<Harness />);
    await apply('OTRO15');
    vi.stubGlobal('fetch', answer(200, { valid: false, discount: 0 }));
    await apply('VIEJO');
    expect(latest).toMatchObject({ status: 'invalid' });
  });

  it.each([
    ['a server error', () => answer(500, { error: 'internal_error', message: 'x' })],
    ['too many checks', () => answer(429, { error: 'too_many_requests', message: 'x' })],
    ['no connection', () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('reports %s as the SPEC error and keeps the coupon state', async (_name, make) => {
    vi.stubGlobal('fetch', make());
    render(<Harness />);
    await apply('BIENVENIDO10');
    expect(screen.getByRole('alert').textContent).toBe('Hubo un error al aplicar el cupón.');
    expect(latest).toEqual({ status: 'none' });
  });

  it('does not send an empty code', () => {
    const fetchMock = answer(200, { valid: true, discount: 10 });
    vi.stubGlobal('fetch', fetchMock);
    render(<Harness />);
    expect((screen.getByRole('button', { name: 'Aplicar' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
