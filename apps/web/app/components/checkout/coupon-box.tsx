import {
  COUPON_UNKNOWN,
  pesosText,
  toCents,
  type Cents,
  type CouponCheckAnswer,
  type PricingCoupon,
} from '@shop/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styles from './coupon-box.module.css';
import fields from './checkout-form.module.css';

/** SPEC.md section 8, coupon messages. */
export const couponAppliedText = (label: string) => `Cupón aplicado: ${label} de descuento`;
export const COUPON_INVALID_TEXT = COUPON_UNKNOWN;
export const COUPON_INVALID_LABEL = 'Cupón no válido';
export const COUPON_ERROR_TEXT = 'Hubo un error al aplicar el cupón.';
export const FREE_SHIPPING_APPLIED = 'Cupón aplicado: envío gratis';

/**
 * SPEC.md section 4: not applied, applied, or invalid (with the shop's reason). An applied
 * coupon carries its terms as the shop's check answered them (issue 45), for the one pricing
 * chain and for the cart's own refusals (minimum, categories).
 */
export type CouponState =
  | { status: 'none' }
  | {
      status: 'applied';
      code: string;
      /** '10%', '$5.000' or 'envío gratis': how the summary names it. */
      label: string;
      pricing: PricingCoupon;
      minPurchaseCents: Cents;
      categories: string[];
    }
  | { status: 'invalid'; reason?: string };

type Message = { tone: 'ok' | 'error'; text: string } | null;

/** PUT /api/discounts/:code with { usageRecord }: checks the code without using it up. */
async function checkCoupon(code: string, productIds: readonly string[]) {
  const response = await fetch(`/api/discounts/${encodeURIComponent(code)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      usageRecord: { dateUsed: new Date().toISOString() },
      productIds,
    }),
  });
  if (!response.ok) throw new Error(`coupon check answered ${response.status}`);
  const answer = (await response.json()) as Partial<CouponCheckAnswer>;
  if (typeof answer.valid !== 'boolean') throw new Error('unexpected coupon answer');
  return answer as CouponCheckAnswer;
}

/** The state a check's answer makes: SPEC's { valid, discount } alone is a percent coupon. */
function stateOf(code: string, answer: CouponCheckAnswer): CouponState {
  if (!answer.valid) return { status: 'invalid', reason: answer.reason };
  const terms = answer.terms ?? {
    kind: 'percent' as const,
    percentage: answer.discount,
    amount: 0,
    minPurchase: 0,
    categories: [],
    appliesTo: 'all' as const,
  };
  const amountCents = toCents(terms.amount);
  if (terms.kind === 'percent' && terms.percentage <= 0) return { status: 'invalid' };
  return {
    status: 'applied',
    code,
    label:
      terms.kind === 'percent'
        ? `${terms.percentage}%`
        : terms.kind === 'fixed'
          ? pesosText(amountCents)
          : 'envío gratis',
    pricing: {
      kind: terms.kind,
      percentage: terms.percentage,
      amountCents,
      appliesTo: terms.appliesTo,
    },
    minPurchaseCents: toCents(terms.minPurchase),
    categories: terms.categories,
  };
}

const appliedText = (state: Extract<CouponState, { status: 'applied' }>) =>
  state.pricing.kind === 'free_shipping' ? FREE_SHIPPING_APPLIED : couponAppliedText(state.label);

export function CouponBox({
  coupon,
  onCouponChange,
  productIds,
  refusal,
}: {
  coupon: CouponState;
  onCouponChange: (coupon: CouponState) => void;
  /** The cart's products: the shop answers which of them the coupon applies to. */
  productIds: readonly string[];
  /** Why the applied coupon does not apply to this cart (its minimum, its categories). */
  refusal?: string;
}) {
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const inputId = useId();

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    if (!wanted || checking) return;
    setChecking(true);
    try {
      const next = stateOf(wanted, await checkCoupon(wanted, productIds));
      onCouponChange(next);
      setMessage(
        next.status === 'applied'
          ? { tone: 'ok', text: appliedText(next) }
          : {
              tone: 'error',
              text: (next.status === 'invalid' && next.reason) || COUPON_INVALID_TEXT,
            },
      );
    } catch {
      setMessage({ tone: 'error', text: COUPON_ERROR_TEXT });
    } finally {
      setChecking(false);
    }
  };

  // The cart's products changed: the shop says again which of them an applied coupon covers.
  const idsKey = [...productIds].sort().join(',');
  const checkedKey = useRef(idsKey);
  useEffect(() => {
    if (coupon.status !== 'applied' || checkedKey.current === idsKey) return;
    checkedKey.current = idsKey;
    const { code: applied } = coupon;
    checkCoupon(applied, idsKey ? idsKey.split(',') : [])
      .then((answer) => onCouponChange(stateOf(applied, answer)))
      .catch(() => setMessage({ tone: 'error', text: COUPON_ERROR_TEXT }));
  }, [coupon, idsKey, onCouponChange]);
  const shown: Message =
    coupon.status === 'applied' && refusal ? { tone: 'error', text: refusal } : message;

  return (
    <form className={styles.coupon} onSubmit={(event) => void apply(event)} noValidate>
      <label className={styles.couponLabel} htmlFor={inputId}>
        Cupón de descuento
        {coupon.status === 'invalid' && (
          <span className={styles.couponInvalid}>{COUPON_INVALID_LABEL}</span>
        )}
      </label>
      <div className={styles.couponRow}>
        <input
          id={inputId}
          className={`${fields.input} ${styles.couponInput}`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="Ingresá tu cupón"
          autoComplete="off"
          aria-invalid={coupon.status === 'invalid' || undefined}
          maxLength={60}
        />
        <button
          type="submit"
          className={fields.secondaryButton}
          disabled={checking || code.trim() === ''}
        >
          {checking ? 'Aplicando…' : 'Aplicar'}
        </button>
      </div>
      {shown && (
        <p
          className={shown.tone === 'ok' ? styles.couponOk : fields.errorText}
          role={shown.tone === 'ok' ? 'status' : 'alert'}
        >
          {shown.text}
        </p>
      )}
    </form>
  );
}
