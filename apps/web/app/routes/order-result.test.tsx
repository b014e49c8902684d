// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderView } from '../components/checkout/order-details';
import OrderResultRoute from './order-result';

afterEach(cleanup);

const order = (overrides: Partial<OrderView>): OrderView => ({
  order_number: 1042,
  status: 'Pago Pendiente',
  status_label: 'Pago pendiente',
  payment_method: 'transferencia',
  name: 'Lionel Scaloni',
  email: 'lionel@example.com.ar',
  phone: '1155551234',
  items: [{ name: 'Botín Predator', size: '41', quantity: 1, price: 100000, promotion: null }],
  subtotal: 100000,
  transfer_discount: 15000,
  coupon_discount: 0,
  shipping_amount: 0,
  transaction_amount: 85000,
  shipping_type: 'domicilio',
  ...overrides,
});

type ResultProps = Parameters<typeof OrderResultRoute>[0];

function renderResult(loaderData: Record<string, unknown>) {
  const data = {
    order: '1042',
    amount: null,
    bankAccount: [],
    whatsapp: null,
    retryToken: null,
    ...loaderData,
  } as unknown as ResultProps['loaderData'];
  const props = { loaderData: data } as ResultProps;
  const Stub = createRoutesStub([
    {
      path: '/resultado',
      Component: () => <OrderResultRoute {...props} />,
    },
  ]);
  render(<Stub initialEntries={['/resultado']} />);
}

describe('order result pages (issue 42 item 9)', () => {
  it.each([
    ['domicilio', 'Lo enviamos por Correo Argentino a la dirección que cargaste.'],
    ['sucursal', 'Lo enviamos por Correo Argentino a la sucursal que elegiste, donde lo retirás.'],
  ])('the transfer confirmation says how a %s order arrives', async (shippingType, sentence) => {
    renderResult({
      kind: 'transfer',
      title: 'Pedido reservado',
      details: order({ shipping_type: shippingType }),
      amount: '$85,000.00',
    });
    expect(await screen.findByText(sentence)).toBeTruthy();
  });

  it('a refused card with its order still reserved offers one way to pay again: that order', async () => {
    renderResult({
      kind: 'rejected',
      title: 'Pago rechazado',
      details: order({ status: 'rejected', payment_method: 'mercadopago' }),
      retryToken: 'recibo',
    });
    await screen.findByRole('heading', { name: 'Tu pago fue rechazado' });
    expect(screen.queryByRole('link', { name: 'Volver al carrito' })).toBeNull();
    expect(screen.queryByText(/volvé a cargar el carrito/)).toBeNull();
    expect(screen.getByText(/Tu pedido sigue reservado: pagalo de nuevo/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Reintentar pago/ })).toBeTruthy();
  });

  it("without a reserved order to retry, SPEC's way: back to the cart", async () => {
    renderResult({ kind: 'rejected', title: 'Pago rechazado', details: null });
    await screen.findByRole('heading', { name: 'Tu pago fue rechazado' });
    expect(screen.getByRole('link', { name: 'Volver al carrito' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reintentar pago/ })).toBeNull();
  });
});
