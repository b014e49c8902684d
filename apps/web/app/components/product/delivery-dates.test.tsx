// @vitest-environment happy-dom
import { addBusinessDays } from '@shop/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { argentinaDay, formatWeekdayDate } from '../../lib/calendar';
import { markHydrated } from '../../lib/hydrated';
import { useShopStore } from '../../store/shop-store';
import { InfoContent } from '../content/info-content';
import { ShopLinkProvider } from '../shop-link';
import { DeliveryInfo } from './delivery-info';
import { deliveryText } from './delivery-dates';
import { product, rules } from './estimator-test-fixtures';
import { ShippingEstimator } from './shipping-estimator';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
/** The carrier's own days, which differ from the shop's: they must not leak into a promise. */
const rate = { productName: 'Correo Argentino Clasico', price: 5000 };
const RATES = {
  domicilio: [{ ...rate, deliveryTimeMin: 2, deliveryTimeMax: 5 }],
  sucursal: [{ ...rate, deliveryTimeMin: 1, deliveryTimeMax: 3 }],
};

function routed(element: React.ReactNode) {
  const router = createMemoryRouter([
    { path: '*', element: <ShopLinkProvider>{element}</ShopLinkProvider> },
  ]);
  return render(<RouterProvider router={router} />);
}

/** /envios' days for branch and home, as the page states them. */
function enviosDays(): Record<'S' | 'D', [number, number]> {
  const { container } = routed(
    <InfoContent path="/envios" context={{ ...rules, transferDiscountPercent: 15 }} />,
  );
  const text = container.textContent ?? '';
  cleanup();
  const read = (label: string) => {
    const match = new RegExp(`${label}: de (\\d+) a (\\d+) días hábiles`).exec(text);
    expect(match, label).not.toBeNull();
    return [Number(match![1]), Number(match![2])] as [number, number];
  };
  return { S: read('Envío a sucursal'), D: read('Envío a domicilio') };
}

const between = (today: Date, [min, max]: [number, number]) =>
  `Llega entre el ${formatWeekdayDate(addBusinessDays(today, min))} y el ${formatWeekdayDate(addBusinessDays(today, max))}`;

describe('one delivery promise on the product page and /envios (issue 42, item 5)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('the general line, the estimator and /envios agree on every day of the year', async () => {
    markHydrated();
    const envios = enviosDays();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/rates'
          ? json(RATES)
          : json({ token: 't', expire: new Date(Date.now() + 3_600_000).toISOString() }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.date({
          min: new Date('2026-01-01T00:00:00Z'),
          max: new Date('2030-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        async (now) => {
          vi.useFakeTimers({ toFake: ['Date'], now });
          const today = argentinaDay(now);
          localStorage.clear();
          useShopStore.setState({ postalCode: '' });
          routed(
            <>
              <DeliveryInfo />
              <ShippingEstimator product={product} rules={rules} />
            </>,
          );
          // Either way of delivery: from the branch's first day to home's last.
          expect(screen.getByText(/^Llega entre/).textContent).toBe(
            between(today, [envios.S[0], envios.D[1]]),
          );
          fireEvent.change(screen.getByLabelText('Código postal'), { target: { value: '5000' } });
          await act(async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Calcular' }));
          });
          const options = await screen.findAllByRole('listitem');
          const line = (label: string) =>
            options.find((option) => option.textContent?.includes(label))?.textContent ?? '';
          expect(line('Envío a domicilio')).toContain(between(today, envios.D));
          expect(line('Retiro en sucursal')).toContain(between(today, envios.S));
          // The checkout's delivery step words its dates with the same function.
          expect(deliveryText(now, 'D')).toBe(between(today, envios.D));
          cleanup();
          vi.useRealTimers();
        },
      ),
      { numRuns: 40 },
    );
  });
});
