import {
  cartPricingLines,
  fromCents,
  couponCartRefusal,
  isPromotionLine,
  priceCheckout,
  toCents,
  type CartLine,
  type Cents,
  type PaymentChoice,
} from '@shop/domain';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { recheckCartForCheckout, takeOrderPrices } from '../../store/cart-reconciliation';
import { useNavigate } from 'react-router';
import { rateShipping, type ShippingRules } from '../../lib/shipping';
import { useShopRestored, useShopStore } from '../../store/shop-store';
import { pushDataLayer } from '../product/data-layer';
import { EMPTY_ADDRESS, type AddressDraft } from './address-form';
import { AddressStep } from './address-step';
import { parcelOf, shippableLines } from './checkout-lines';
import { loadCheckoutDraft, saveCheckoutDraft, type CheckoutDraft } from './checkout-draft';
import { checkoutReducer, INITIAL_CHECKOUT, type CheckoutAction } from './checkout-state';
import { ContactStep } from './contact-step';
import type { CouponState } from './coupon-box';
import { DeliveryStep } from './delivery-step';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import {
  checkoutOrderBody,
  createMercadoPagoOrder,
  newIdempotencyKey,
  OrderRequestError,
  PriceChangedError,
  placeTransferOrder,
  transferResultPath,
} from './place-order';
import { PriceChangeNotice } from './price-change-notice';
import { KEEP_CLEAR } from '../layout/keep-clear';
import styles from './checkout-page.module.css';
import fields from './checkout-form.module.css';
import { ShopLink } from '../shop-link';
import { NeedsScripts } from '../needs-scripts';

export const LOADING_TEXT = 'Cargando detalles de la compra...';
export const EMPTY_CART_TEXT = 'Tu carrito se encuentra vacío.';

export interface CheckoutSettings extends ShippingRules {
  transferDiscountPercent: number;
  /** False until the owner has set the bank account and the WhatsApp number receipts go to. */
  transferOffered: boolean;
}

type CheckoutStep = 'address' | 'delivery' | 'payment';

/** The step each of the shopper's moves opens, whose heading then takes the focus. */
const STEP_OPENED_BY: Partial<Record<CheckoutAction['type'], CheckoutStep>> = {
  confirmAddress: 'delivery',
  editAddress: 'address',
  confirmDelivery: 'payment',
};

/** /paymentgateway: the summary panel and the four steps of SPEC.md section 4. */
export function CheckoutPage({ settings }: { settings: CheckoutSettings }) {
  const restored = useShopRestored();
  const cart = useShopStore((store) => store.cartProducts);
  const setPostalCode = useShopStore((store) => store.setPostalCode);
  const resetCart = useShopStore((store) => store.resetCart);
  const savedPostalCode = useShopStore((store) => store.postalCode);
  const navigate = useNavigate();

  const lines = useMemo(() => shippableLines(cart), [cart]);
  const parcel = useMemo(() => parcelOf(lines), [lines]);

  const [state, dispatch] = useReducer(checkoutReducer, INITIAL_CHECKOUT);
  const [contactEmail, setContactEmail] = useState('');
  const [confirmedEmail, setConfirmedEmail] = useState<string | null>(null);
  const [draft, setDraft] = useState<AddressDraft | null>(null);
  /**
   * What a reload keeps (issue 42): updated at each change without re-rendering the page, and
   * written only once the kept draft was read, so the first render cannot overwrite it.
   */
  const kept = useRef<CheckoutDraft>({
    contactEmail: '',
    address: EMPTY_ADDRESS,
    addressConfirmed: false,
  });
  const keptRead = useRef(false);
  const keep = useCallback((patch: Partial<CheckoutDraft>) => {
    kept.current = { ...kept.current, ...patch };
    if (keptRead.current) saveCheckoutDraft(kept.current);
  }, []);
  useEffect(() => {
    keptRead.current = true;
    const restoredDraft = loadCheckoutDraft();
    if (!restoredDraft) return;
    const { contactEmail: email, confirmedEmail: confirmed, address, payer } = restoredDraft;
    kept.current = { contactEmail: email, address, addressConfirmed: payer !== null };
    setContactEmail(email);
    setConfirmedEmail(confirmed);
    setDraft(address);
    if (payer) dispatch({ type: 'confirmAddress', payer });
  }, []);
  const onEmailChange = useCallback(
    (email: string) => {
      setContactEmail(email);
      keep({ contactEmail: email });
    },
    [keep],
  );
  const onAddressTyped = useCallback((address: AddressDraft) => keep({ address }), [keep]);
  const [coupon, setCoupon] = useState<CouponState>({ status: 'none' });
  const [busy, setBusy] = useState(false);
  const [orderError, setOrderError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  /**
   * What changed since the lines were last shown (decision 0030), to confirm before paying;
   * `totalCents` is the shop's own total when the order call refused the one shown.
   */
  const [priceChange, setPriceChange] = useState<{ notices: string[]; totalCents?: Cents } | null>(
    null,
  );

  const rules: ShippingRules = {
    freeShippingThreshold: settings.freeShippingThreshold,
    homeDeliverySurcharge: settings.homeDeliverySurcharge,
  };
  const { deliveredType, rate } = state.delivery;
  const withoutCoupon = (priced: readonly CartLine[]) => ({
    ...cartPricingLines(priced),
    shipping: deliveredType && rate ? rateShipping(rate, deliveredType, rules) : null,
    transferDiscountPercent: settings.transferDiscountPercent,
  });
  // The coupon's cart rules (minimum, categories), as the server checks them when it places.
  const couponRefusal =
    coupon.status === 'applied'
      ? couponCartRefusal(
          { minPurchaseCents: coupon.minPurchaseCents, categories: coupon.categories },
          {
            subtotalCents: priceCheckout({
              ...withoutCoupon(lines),
              coupon: null,
              payment: 'mercadopago',
            }).subtotalCents,
            productIds: lines.filter((line) => !isPromotionLine(line)).map((line) => line.id),
          },
          coupon.pricing.appliesTo,
        )
      : undefined;
  /** The coupon the order carries: none while it does not apply to this cart. */
  const ordered: CouponState =
    coupon.status === 'applied' && couponRefusal ? { status: 'none' } : coupon;
  const pricingOf = (priced: readonly CartLine[]) => ({
    ...withoutCoupon(priced),
    coupon: ordered.status === 'applied' ? ordered.pricing : null,
  });
  const pricing = pricingOf(lines);
  // Until a payment is chosen the summary shows the plain (card) total.
  const amounts = priceCheckout({ ...pricing, payment: state.payment ?? 'mercadopago' });
  const transferAmounts = priceCheckout({ ...pricing, payment: 'transfer' });

  // A step's button that moves the shopper on disappears with its form: focus goes to the step
  // that opens (or reopens), not to the page's body (issue 42 item 9).
  const focusAfter = useRef<CheckoutStep | null>(null);
  const shopperDispatch = useCallback((action: CheckoutAction) => {
    const opened = STEP_OPENED_BY[action.type];
    if (opened) focusAfter.current = opened;
    dispatch(action);
  }, []);
  useEffect(() => {
    const step = focusAfter.current;
    if (!step) return;
    focusAfter.current = null;
    document.querySelector<HTMLElement>(`[data-step="${step}"] h2`)?.focus();
  });

  // One key per checkout attempt: the same order while nothing changes, a new one otherwise.
  const attemptKey = useRef<string | null>(null);
  useEffect(() => {
    attemptKey.current = null;
  }, [lines, state, coupon]);

  /** Prices the cart again against the shop; false when something changed (then asks). */
  const recheck = useCallback(async (): Promise<boolean> => {
    const notices = await recheckCartForCheckout();
    if (!notices || notices.length === 0) return true;
    setPriceChange({ notices });
    return false;
  }, []);

  // Re-priced on arrival and whenever the tab comes back into view.
  const arrived = useRef(false);
  useEffect(() => {
    if (!restored) return;
    if (!arrived.current) {
      arrived.current = true;
      void recheck();
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') void recheck();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [restored, recheck]);

  const initiated = useRef(false);
  useEffect(() => {
    if (!restored || initiated.current || lines.length === 0) return;
    initiated.current = true;
    pushDataLayer({
      event: 'InitiateCheckout',
      content_ids: lines.map((line) => line.id),
      contents: lines.map((line) => ({
        id: line.id,
        quantity: isPromotionLine(line) ? line.products.length : line.quantity,
      })),
      num_items: lines.reduce(
        (sum, line) => sum + (isPromotionLine(line) ? line.products.length : line.quantity),
        0,
      ),
      value: fromCents(amounts.totalCents),
      currency: 'ARS',
    });
  }, [restored, lines, amounts.totalCents]);

  if (!restored) {
    return (
      <>
        <p className={styles.loading}>{LOADING_TEXT}</p>
        <NeedsScripts>Para finalizar la compra, activá JavaScript en tu navegador.</NeedsScripts>
      </>
    );
  }
  if (leaving) {
    return <p className={styles.loading}>Redirigiendo…</p>;
  }
  if (lines.length === 0) {
    return (
      <div className={styles.empty}>
        <h1 className={styles.pageTitle}>Finalizar compra</h1>
        <p>{EMPTY_CART_TEXT}</p>
        <ShopLink className={fields.primaryButton} to="/catalogo">
          Ir al Catálogo
        </ShopLink>
      </div>
    );
  }

  const choosePayment = (payment: PaymentChoice) => {
    dispatch({ type: 'choosePayment', payment });
    setOrderError(null);
    const total = priceCheckout({ ...pricing, payment }).totalCents;
    pushDataLayer({
      event: 'AddPaymentInfo',
      payment_type: payment,
      content_ids: lines.map((line) => line.id),
      value: fromCents(total),
      currency: 'ARS',
    });
  };

  /**
   * Places the order at the total shown. Unless the shopper is confirming a new total, the lines
   * are priced again first; any change, or the shop's 409 price_changed, asks to confirm.
   */
  const pay = async (confirmedTotalCents?: Cents) => {
    if (!state.payer || !state.payment || busy) return;
    const payment = state.payment;
    setBusy(true);
    setOrderError(null);
    setPriceChange(null);
    if (confirmedTotalCents === undefined && !(await recheck())) {
      setBusy(false);
      return;
    }
    const current = shippableLines(useShopStore.getState().cartProducts);
    const checkout =
      current.length > 0 ? checkoutOrderBody(state, state.payer, current, ordered) : null;
    if (!checkout) {
      setBusy(false);
      return;
    }
    const shownCents =
      confirmedTotalCents ?? priceCheckout({ ...pricingOf(current), payment }).totalCents;
    const body = { ...checkout, expectedTotal: fromCents(shownCents) };
    attemptKey.current ??= newIdempotencyKey();
    try {
      if (payment === 'transfer') {
        const order = await placeTransferOrder(body, attemptKey.current);
        setLeaving(true);
        resetCart();
        await navigate(transferResultPath(order));
      } else {
        const preference = await createMercadoPagoOrder(body, attemptKey.current);
        setLeaving(true);
        window.location.assign(preference.init_point);
      }
    } catch (error) {
      if (error instanceof PriceChangedError) {
        // Nothing was placed: the cart takes the shop's prices and the shopper confirms.
        attemptKey.current = null;
        const notices = takeOrderPrices(error.answer.lines);
        setPriceChange({
          notices: notices.length > 0 ? notices : [error.message],
          totalCents: toCents(error.answer.total),
        });
      } else if (error instanceof OrderRequestError) {
        if (!error.retrySameAttempt) attemptKey.current = null;
        setOrderError(error.message);
      } else {
        setOrderError('No pudimos crear tu pedido. Inténtalo de nuevo en unos minutos.');
      }
      setBusy(false);
    }
  };

  const readyToPay = Boolean(state.payer && state.deliveryConfirmed && state.payment);
  const priceChangeNotice = priceChange && (
    <PriceChangeNotice
      notices={priceChange.notices}
      totalCents={priceChange.totalCents ?? amounts.totalCents}
      busy={busy}
      onConfirm={
        readyToPay ? () => void pay(priceChange.totalCents ?? amounts.totalCents) : undefined
      }
      onDismiss={() => setPriceChange(null)}
    />
  );

  const initialAddress: AddressDraft = draft ?? {
    ...EMPTY_ADDRESS,
    email: confirmedEmail ?? '',
    zipCode: savedPostalCode,
  };

  return (
    <div className={styles.page}>
      <h1 className={`${styles.pageTitle} ${styles.wideTitle}`}>Finalizar compra</h1>
      <OrderSummary
        lines={lines}
        amounts={amounts}
        transferDiscountPercent={settings.transferDiscountPercent}
        showTransferDiscount={state.payment === 'transfer'}
        shippingChosen={Boolean(deliveredType && rate)}
        coupon={coupon}
        onCouponChange={setCoupon}
        couponRefusal={couponRefusal}
      />
      {/* Every field and choice of the steps is to be tapped: no floating button over them. */}
      <div className={styles.steps} {...KEEP_CLEAR}>
        {state.payer && state.deliveryConfirmed ? null : priceChangeNotice}
        <ContactStep
          email={contactEmail}
          onEmailChange={onEmailChange}
          onConfirmed={setConfirmedEmail}
        />

        <AddressStep
          confirmedEmail={confirmedEmail}
          payer={state.payer}
          initial={initialAddress}
          onDraftChange={onAddressTyped}
          onConfirm={(payer, values) => {
            setDraft(values);
            keep({ address: values, addressConfirmed: true });
            setPostalCode(payer.zipCode);
            shopperDispatch({ type: 'confirmAddress', payer });
          }}
          onEdit={() => {
            keep({ addressConfirmed: false });
            shopperDispatch({ type: 'editAddress' });
          }}
        />

        {state.payer && (
          <DeliveryStep
            payer={state.payer}
            parcel={parcel}
            subtotalCents={amounts.subtotalCents}
            rules={rules}
            delivery={state.delivery}
            confirmed={state.deliveryConfirmed}
            dispatch={shopperDispatch}
          />
        )}

        {state.payer && state.deliveryConfirmed && (
          <PaymentStep
            payment={state.payment}
            transferDiscountPercent={settings.transferDiscountPercent}
            transferOffered={settings.transferOffered}
            transferTotalCents={transferAmounts.totalCents}
            busy={busy}
            error={orderError}
            onChoose={choosePayment}
            onPay={() => void pay()}
            priceChange={priceChangeNotice ?? undefined}
          />
        )}
      </div>
    </div>
  );
}
