/**
 * SPEC.md section 4, Checkout: address, then the shipping choice (Continuar), then payment.
 * Editing the address clears the shipping and hides the payment; choosing home or branch, or a
 * different branch, resets the chosen rate.
 */
import type { DeliveredType, PaymentChoice, PayerInfo } from '@shop/domain';
import type { Agency, ShippingRate } from '../../lib/shipping';

export interface DeliveryChoice {
  deliveredType: DeliveredType | null;
  agency: Agency | null;
  rate: ShippingRate | null;
}

export interface CheckoutState {
  /** The confirmed address form (null while it is being filled in or edited). */
  payer: PayerInfo | null;
  delivery: DeliveryChoice;
  /** Continuar pressed on a complete delivery choice: the payment step shows. */
  deliveryConfirmed: boolean;
  payment: PaymentChoice | null;
}

export type CheckoutAction =
  | { type: 'confirmAddress'; payer: PayerInfo }
  | { type: 'editAddress' }
  | { type: 'chooseDeliveredType'; deliveredType: DeliveredType }
  | { type: 'chooseAgency'; agency: Agency }
  | { type: 'chooseRate'; rate: ShippingRate }
  | { type: 'confirmDelivery' }
  | { type: 'choosePayment'; payment: PaymentChoice };

const NO_DELIVERY: DeliveryChoice = { deliveredType: null, agency: null, rate: null };

export const INITIAL_CHECKOUT: CheckoutState = {
  payer: null,
  delivery: NO_DELIVERY,
  deliveryConfirmed: false,
  payment: null,
};

/** A delivery the order can be placed with: a rate, and for branch pickup a branch. */
export function isDeliveryComplete(delivery: DeliveryChoice): boolean {
  if (!delivery.deliveredType || !delivery.rate) return false;
  return delivery.deliveredType === 'D' || delivery.agency !== null;
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'confirmAddress':
      return { ...INITIAL_CHECKOUT, payer: action.payer };
    case 'editAddress':
      return INITIAL_CHECKOUT;
    case 'chooseDeliveredType':
      if (!state.payer || state.delivery.deliveredType === action.deliveredType) return state;
      return {
        ...state,
        delivery: { ...NO_DELIVERY, deliveredType: action.deliveredType },
        deliveryConfirmed: false,
      };
    case 'chooseAgency':
      if (
        state.delivery.deliveredType !== 'S' ||
        state.delivery.agency?.code === action.agency.code
      ) {
        return state;
      }
      return {
        ...state,
        delivery: { deliveredType: 'S', agency: action.agency, rate: null },
        deliveryConfirmed: false,
      };
    case 'chooseRate':
      if (
        !state.delivery.deliveredType ||
        state.delivery.rate?.productName === action.rate.productName
      ) {
        return state;
      }
      return {
        ...state,
        delivery: { ...state.delivery, rate: action.rate },
        deliveryConfirmed: false,
      };
    case 'confirmDelivery':
      return isDeliveryComplete(state.delivery) ? { ...state, deliveryConfirmed: true } : state;
    case 'choosePayment':
      return state.deliveryConfirmed ? { ...state, payment: action.payment } : state;
  }
}
