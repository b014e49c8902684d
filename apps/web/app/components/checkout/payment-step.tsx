import { formatARS, type Cents, type PaymentChoice } from '@shop/domain';
import { useId, type ReactNode } from 'react';
import choices from './checkout-choices.module.css';
import fields from './checkout-form.module.css';
import stepCard from './checkout-step.module.css';

/** SPEC.md section 4: the pay button names the chosen way to pay, or asks for one. */
export function payButtonText(payment: PaymentChoice | null): string {
  if (payment === 'transfer') return 'Pagar con transferencia';
  if (payment === 'mercadopago') return 'Pagar con Mercado Pago';
  return 'Elegí un medio de pago';
}

export function PaymentStep({
  payment,
  transferDiscountPercent,
  transferOffered,
  transferTotalCents,
  busy,
  error,
  onChoose,
  onPay,
  priceChange,
}: {
  payment: PaymentChoice | null;
  transferDiscountPercent: number;
  transferOffered: boolean;
  /** What the shopper pays by transfer, shown on that option. */
  transferTotalCents: Cents;
  busy: boolean;
  error: string | null;
  onChoose: (payment: PaymentChoice) => void;
  onPay: () => void;
  /** Prices changed before paying: this notice asks to confirm, in place of the pay button. */
  priceChange?: ReactNode;
}) {
  const id = useId();
  return (
    <section className={stepCard.step} aria-labelledby={`${id}-title`} data-step="payment">
      <h2 className={stepCard.stepTitle} id={`${id}-title`} tabIndex={-1}>
        <span className={stepCard.stepNumber} aria-hidden="true">
          4
        </span>
        Pago
      </h2>
      <fieldset className={choices.choices}>
        <legend className={choices.legend}>Medio de pago</legend>
        {transferOffered && (
          <label className={choices.choice}>
            <input
              type="radio"
              name={`${id}-payment`}
              checked={payment === 'transfer'}
              onChange={() => onChoose('transfer')}
            />
            <span className={choices.choiceText}>
              <span className={choices.choiceTitle}>Transferencia bancaria</span>
              <span className={choices.choiceHint}>
                {transferDiscountPercent}% de descuento. Te mostramos los datos de la cuenta al
                confirmar el pedido.
              </span>
            </span>
            <span className={choices.choicePrice}>{formatARS(transferTotalCents)}</span>
          </label>
        )}
        <label className={choices.choice}>
          <input
            type="radio"
            name={`${id}-payment`}
            checked={payment === 'mercadopago'}
            onChange={() => onChoose('mercadopago')}
          />
          <span className={choices.choiceText}>
            <span className={choices.choiceTitle}>Mercado Pago</span>
            <span className={choices.choiceHint}>
              Tarjetas de crédito y débito, efectivo (Rapipago, Pago Fácil) o dinero en cuenta.
              Hasta 12 cuotas.
            </span>
          </span>
        </label>
      </fieldset>
      {error && !priceChange && (
        <p className={fields.errorText} role="alert">
          {error}
        </p>
      )}
      {priceChange ?? (
        <button
          type="button"
          className={fields.payButton}
          disabled={payment === null || busy}
          onClick={onPay}
        >
          {busy ? 'Procesando…' : payButtonText(payment)}
        </button>
      )}
    </section>
  );
}
