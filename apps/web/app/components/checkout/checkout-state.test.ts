import { describe, expect, it } from 'vitest';
import type { Agency, ShippingRate } from '../../lib/shipping';
import {
  checkoutReducer,
  INITIAL_CHECKOUT,
  isDeliveryComplete,
  type CheckoutState,
} from './checkout-state';
import { payer as shopper } from './checkout-test-fixtures';

const payer = shopper();
const clasico: ShippingRate = {
  deliveredType: 'D',
  productType: 'CP',
  productName: 'Correo Argentino Clasico',
  price: 5000,
  deliveryTimeMin: 2,
  deliveryTimeMax: 5,
};
const agency = (code: string): Agency => ({
  code,
  name: code,
  location: {
    address: {
      streetName: 'Colón',
      streetNumber: '1',
      locality: 'Córdoba',
      city: 'Capital',
      postalCode: 'X5000AAA',
    },
  },
});

const run = (...actions: Parameters<typeof checkoutReducer>[1][]): CheckoutState =>
  actions.reduce(checkoutReducer, INITIAL_CHECKOUT);

const paidByTransfer = () =>
  run(
    { type: 'confirmAddress', payer },
    { type: 'chooseDeliveredType', deliveredType: 'S' },
    { type: 'chooseAgency', agency: agency('X0150') },
    { type: 'chooseRate', rate: clasico },
    { type: 'confirmDelivery' },
    { type: 'choosePayment', payment: 'transfer' },
  );

describe('checkout steps', () => {
  it('goes address, delivery (Continuar), payment', () => {
    const state = paidByTransfer();
    expect(state.deliveryConfirmed).toBe(true);
    expect(state.payment).toBe('transfer');
    expect(state.delivery.agency?.code).toBe('X0150');
  });

  it('editing the address clears shipping cost, rate and branch and hides payment', () => {
    const state = checkoutReducer(paidByTransfer(), { type: 'editAddress' });
    expect(state).toEqual(INITIAL_CHECKOUT);
  });

  it('choosing home or branch resets the rate and the confirmation', () => {
    const state = checkoutReducer(paidByTransfer(), {
      type: 'chooseDeliveredType',
      deliveredType: 'D',
    });
    expect(state.delivery).toEqual({ deliveredType: 'D', agency: null, rate: null });
    expect(state.deliveryConfirmed).toBe(false);
  });

  it('choosing a different branch resets the rate; the same branch changes nothing', () => {
    const same = checkoutReducer(paidByTransfer(), {
      type: 'chooseAgency',
      agency: agency('X0150'),
    });
    expect(same.delivery.rate).toEqual(clasico);
    const other = checkoutReducer(paidByTransfer(), {
      type: 'chooseAgency',
      agency: agency('X0252'),
    });
    expect(other.delivery).toMatchObject({ agency: { code: 'X0252' }, rate: null });
    expect(other.deliveryConfirmed).toBe(false);
  });

  it('does not confirm a delivery without a rate, or a branch pickup without a branch', () => {
    const noRate = run(
      { type: 'confirmAddress', payer },
      { type: 'chooseDeliveredType', deliveredType: 'D' },
      { type: 'confirmDelivery' },
    );
    expect(noRate.deliveryConfirmed).toBe(false);
    const noBranch = run(
      { type: 'confirmAddress', payer },
      { type: 'chooseDeliveredType', deliveredType: 'S' },
      { type: 'chooseRate', rate: clasico },
    );
    expect(isDeliveryComplete(noBranch.delivery)).toBe(false);
    expect(checkoutReducer(noBranch, { type: 'confirmDelivery' }).deliveryConfirmed).toBe(false);
  });

  it('takes no payment before the delivery is confirmed', () => {
    const state = run(
      { type: 'confirmAddress', payer },
      { type: 'choosePayment', payment: 'mercadopago' },
    );
    expect(state.payment).toBeNull();
  });
});
