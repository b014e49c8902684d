// @vitest-environment happy-dom
import { formatPesosShort, shippingCharge } from '@shop/domain';
import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopLinkProvider } from '../components/shop-link';
import type { Route } from './+types/help';
import Help from './help';

/** The /envios card of /ayuda, as the shopper reads it. */
function shippingCard(terms: { freeShippingThreshold: number; homeDeliverySurcharge: number }) {
  const loaderData = {
    contact: { whatsapp: '#', whatsappLabel: '', mailto: '#', email: 'a@b.c', instagram: '' },
    serviceHours: '',
    canonical: '/ayuda',
    terms: { transferDiscountPercent: 15, ...terms },
  } as unknown as Route.ComponentProps['loaderData'];
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <ShopLinkProvider>
          <Help {...({ loaderData } as Route.ComponentProps)} />
        </ShopLinkProvider>
      ),
    },
  ]);
  const { container } = render(<RouterProvider router={router} />);
  const card = container.querySelector('a[href="/envios"] p')?.textContent ?? '';
  cleanup();
  return card;
}

describe("/ayuda's shipping promise (issue 42, item 3)", () => {
  afterEach(cleanup);

  it('promises for every setting only what the checkout charges', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        (freeShippingThreshold, homeDeliverySurcharge, rate) => {
          const card = shippingCard({ freeShippingThreshold, homeDeliverySurcharge });
          expect(card).toContain(`desde ${formatPesosShort(freeShippingThreshold)}`);
          // What a home delivery costs at the threshold, as the order is charged.
          const home = shippingCharge({
            subtotalCents: freeShippingThreshold * 100,
            freeShippingThresholdCents: freeShippingThreshold * 100,
            rateCents: rate * 100,
            deliveredType: 'D',
            homeDeliverySurchargeCents: homeDeliverySurcharge * 100,
          });
          if (home > 0) {
            expect(card).toContain(`a domicilio +${formatPesosShort(home / 100)}`);
            expect(card).not.toMatch(/gratis[^;]*domicilio/);
          } else {
            expect(card).toMatch(/^Envío gratis desde .*, a sucursal o a domicilio\./);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
