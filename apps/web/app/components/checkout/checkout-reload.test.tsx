// @vitest-environment happy-dom
import { PROVINCES } from '@shop/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShopStore } from '../../store/shop-store';
import { CheckoutPage } from './checkout-page';
import { boots, settings } from './checkout-test-fixtures';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/correo-argentino-token') {
        return json({ token: 'tok', expire: new Date(Date.now() + 3_600_000).toISOString() });
      }
      if (url === '/api/rates') return json({ domicilio: [], sucursal: [] });
      if (url === `/api/products/${boots.id}`) {
        return json({
          id: boots.id,
          price: boots.price,
          disabled: false,
          dimensions: boots.dimensions,
          variants: [{ id: 1, sizes: [{ size: '41', stock: 5 }] }],
        });
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
}

/** Opens /paymentgateway, as a reload does: a new page on the same tab's storage. */
async function openCheckout() {
  cleanup();
  const Stub = createRoutesStub([
    { path: '/paymentgateway', Component: () => <CheckoutPage settings={settings} /> },
  ]);
  render(<Stub initialEntries={['/paymentgateway']} />);
  await screen.findByText('Resumen del pedido');
}

const address = () => screen.getByRole('region', { name: 'Datos de envío' });
const contactEmail = () =>
  screen.getByRole('region', { name: /Contacto/ }).querySelector('input') as HTMLInputElement;

const BOXES = [
  'Nombre y apellido',
  'Celular',
  'DNI, CUIL o CUIT',
  'Código postal',
  'Ciudad',
  'Calle',
  'Número',
  'Piso y departamento (opcional)',
  'Aclaración (opcional)',
] as const;

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await useShopStore.persist.rehydrate();
  useShopStore.setState({ cartProducts: [boots], postalCode: '' });
  stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a reload of the checkout keeps what was typed (issue 42, item 7)', () => {
  it('keeps the e-mail and every address box, whatever was typed', async () => {
    const text = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((s) => s.trim() === s && s !== '');
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          Object.fromEntries(BOXES.map((label) => [label, text])) as Record<
            (typeof BOXES)[number],
            fc.Arbitrary<string>
          >,
        ),
        fc.constantFrom(...PROVINCES.map((p) => p.name)),
        fc.subarray([...BOXES]),
        async (typed, province, touched) => {
          sessionStorage.clear();
          await openCheckout();
          fireEvent.change(contactEmail(), { target: { value: 'lionel@example.com.ar' } });
          const form = within(await screen.findByRole('region', { name: 'Datos de envío' }));
          await form.findByLabelText('Nombre y apellido');
          for (const label of touched) {
            fireEvent.change(form.getByLabelText(label), { target: { value: typed[label] } });
          }
          fireEvent.change(form.getByLabelText('Provincia'), { target: { value: province } });

          await openCheckout();
          expect(contactEmail().value).toBe('lionel@example.com.ar');
          const again = within(address());
          await again.findByLabelText('Nombre y apellido');
          for (const label of touched) {
            expect((again.getByLabelText(label) as HTMLInputElement).value, label).toBe(
              typed[label],
            );
          }
          // happy-dom does not show a select's value set by react-hook-form's ref; the browser
          // journey checks the province on screen, this the kept draft.
          expect(JSON.parse(sessionStorage.getItem('checkout-draft') ?? '{}').address.state).toBe(
            province,
          );
          expect((again.getByLabelText('Email') as HTMLInputElement).value).toBe(
            'lionel@example.com.ar',
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  it('keeps a confirmed address confirmed, and an edited one open', async () => {
    await openCheckout();
    fireEvent.change(contactEmail(), { target: { value: 'lionel@example.com.ar' } });
    const form = within(await screen.findByRole('region', { name: 'Datos de envío' }));
    const type = (label: string, value: string) =>
      fireEvent.change(form.getByLabelText(label), { target: { value } });
    await form.findByLabelText('Nombre y apellido');
    type('Nombre y apellido', 'Lionel Scaloni');
    type('Celular', '1155551234');
    type('DNI, CUIL o CUIT', '20123456');
    type('Código postal', '5000');
    type('Provincia', 'Córdoba');
    type('Ciudad', 'Córdoba');
    type('Calle', 'Avenida Colón');
    type('Número', '210');
    await act(async () => {
      fireEvent.click(form.getByRole('button', { name: 'Continuar' }));
    });
    await screen.findByText(/Avenida Colón 210/);

    await openCheckout();
    await screen.findByText(/Avenida Colón 210/);
    expect(within(address()).queryByLabelText('Calle')).toBeNull();

    await act(async () => {
      fireEvent.click(within(address()).getByRole('button', { name: /Editar/ }));
    });
    await openCheckout();
    expect((within(address()).getByLabelText('Calle') as HTMLInputElement).value).toBe(
      'Avenida Colón',
    );
  });

  it('starts empty in a new session', async () => {
    await openCheckout();
    expect(contactEmail().value).toBe('');
  });
});
