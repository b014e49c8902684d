// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useShopStore } from '../../store/shop-store';
import { OrderDetails, usePurchaseEvent, type OrderView } from './order-details';

const order: OrderView = {
  order_number: 1042,
  status: 'Aprobado',
  status_label: 'Aprobado',
  payment_method: 'mercadopago',
  name: 'Lionel Scaloni',
  email: 'lionel@example.com.ar',
  phone: '1155551234',
  items: [
    { name: 'Botín Predator', size: '41', quantity: 2, price: 100000, promotion: null },
    {
      name: 'Camiseta',
      size: 'M',
      quantity: 1,
      price: 0,
      promotion: { title: '2x1', type: '2x1' },
    },
  ],
  subtotal: 200000,
  transfer_discount: 0,
  coupon_discount: 20000,
  shipping_amount: 0,
  transaction_amount: 180000,
  shipping_type: 'domicilio',
};

function Page(props: Parameters<typeof usePurchaseEvent>[0]) {
  usePurchaseEvent(props);
  return null;
}

const events = () =>
  ((window as Window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
    (e) => e.event === 'Purchase',
  );

beforeEach(async () => {
  localStorage.clear();
  (window as Window & { dataLayer?: unknown[] }).dataLayer = undefined;
  await useShopStore.persist.rehydrate();
});
afterEach(cleanup);

describe('result pages', () => {
  it('push Purchase once per order, with amount, currency and customer', () => {
    const view = render(<Page order={order} resetsCart={false} />);
    view.rerender(<Page order={order} resetsCart={false} />);
    cleanup();
    render(<Page order={order} resetsCart={false} />);
    expect(events()).toEqual([
      {
        event: 'Purchase',
        order_number: 1042,
        value: 180000,
        currency: 'ARS',
        status: 'Aprobado',
        payment_method: 'mercadopago',
        customer: { name: 'Lionel Scaloni', email: 'lionel@example.com.ar', phone: '1155551234' },
      },
    ]);
  });

  it('push no Purchase for an order still unpaid or refused; a transfer order counts', () => {
    render(<Page order={{ ...order, status: 'Pago Pendiente' }} resetsCart={false} />);
    render(
      <Page order={{ ...order, order_number: 1043, status: 'rejected' }} resetsCart={false} />,
    );
    expect(events()).toEqual([]);
    render(
      <Page
        order={{
          ...order,
          order_number: 1044,
          status: 'Pago Pendiente',
          payment_method: 'transferencia',
        }}
        resetsCart={false}
      />,
    );
    expect(events().map((e) => e.order_number)).toEqual([1044]);
  });

  it('empty the cart of a paid order and keep the one of a rejected payment', () => {
    useShopStore.setState({ cartProducts: [{ id: 'x' } as never] });
    render(<Page order={null} resetsCart={false} />);
    expect(useShopStore.getState().cartProducts).toHaveLength(1);
    render(<Page order={null} resetsCart />);
    expect(useShopStore.getState().cartProducts).toEqual([]);
    // An order the server did not confirm sends no Purchase (issue 21, item 5).
    expect(events()).toEqual([]);
  });

  it('show the state, the lines and the amounts charged', () => {
    render(<OrderDetails order={order} />);
    expect(screen.getByText('Aprobado')).toBeTruthy();
    expect(screen.getByText(/Botín Predator · Talle 41 · 2 unidades/)).toBeTruthy();
    expect(screen.getByText('$200,000.00', { selector: 'li span' })).toBeTruthy();
    expect(screen.getByText('-$20,000.00')).toBeTruthy();
    expect(screen.getByText('Gratis')).toBeTruthy();
    expect(screen.getByText('$180,000.00')).toBeTruthy();
  });
});
