import { useId, useState, type FormEvent } from 'react';
import styles from './coupon-box.module.css';
import fields from './checkout-form.module.css';

/** SPEC.md section 8, coupon messages. */
export const couponAppliedText = (percent: number) => `Cupón aplicado: ${percent}% de descuento`;
export const COUPON_INVALID_TEXT = 'Código de cupón no válido o no tiene usos disponibles';
export const COUPON_INVALID_LABEL = 'Cupón no válido';
export const COUPON_ERROR_TEXT = 'Hubo un error al aplicar el cupón.';

/** SPEC.md section 4: not applied, applied with its percentage, or invalid. */
export type CouponState =
  { status: 'none' } | { status: 'applied'; code: string; percent: number } | { status: 'invalid' };

type Message = { tone: 'ok' | 'error'; text: string } | null;

/** PUT /api/discounts/:code with { usageRecord }: checks the code without using it up. */
async function checkCoupon(code: string): Promise<{ valid: boolean; discount: number }> {
  const response = await fetch(`/api/discounts/${encodeURIComponent(code)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usageRecord: { dateUsed: new Date().toISOString() } }),
  });
  if (!response.ok) throw new Error(`coupon check answered ${response.status}`);
  const answer = (await response.json()) as { valid?: unknown; discount?: unknown };
  if (typeof answer.valid !== 'boolean') throw new Error('unexpected coupon answer');
  return {
    valid: answer.valid,
    discount: typeof answer.discount === 'number' ? answer.discount : 0,
  };
}

export function CouponBox({
  coupon,
  onCouponChange,
}: {
  coupon: CouponState;
  onCouponChange: (coupon: CouponState) => void;
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
      const { valid, discount } = await checkCoupon(wanted);
      if (valid && discount > 0) {
        onCouponChange({ status: 'applied', code: wanted, percent: discount });
        setMessage({ tone: 'ok', text: couponAppliedText(discount) });
      } else {
        onCouponChange({ status: 'invalid' });
        setMessage({ tone: 'error', text: COUPON_INVALID_TEXT });
      }
    } catch {
      setMessage({ tone: 'error', text: COUPON_ERROR_TEXT });
    } finally {
      setChecking(false);
    }
  };

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
      {message && (
        <p
          className={message.tone === 'ok' ? styles.couponOk : fields.errorText}
          role={message.tone === 'ok' ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}
