import type { ProductAnswer } from '@shop/domain';
import { formatARS, hasCompleteDimensions, isValidPostalCode, toCents } from '@shop/domain';
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  clasicoRates,
  fetchRates,
  rateCharge,
  ShippingRequestError,
  RATES_FAILED_TEXT,
  type ShippingRates,
  type ShippingRules,
} from '../../lib/shipping';
import { useShopStore } from '../../store/shop-store';
import styles from './shipping-estimator.module.css';
import { KEEP_CLEAR } from '../layout/keep-clear';
import { deliveryText } from './delivery-dates';
import { NeedsScripts } from '../needs-scripts';

export const INVALID_POSTAL_CODE_TEXT = 'El código postal ingresado no es válido';

type Estimate =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; rates: ShippingRates; now: Date }
  | { state: 'failed'; message: string };

/**
 * SPEC.md section 2, product detail: the shipping estimator. One unit of the product to the
 * postal code (remembered in the store), home and branch 'Clasico' rates with what the shopper
 * pays and the delivery dates.
 */
export function ShippingEstimator({
  product,
  rules,
}: {
  product: ProductAnswer;
  rules: ShippingRules;
}) {
  const savedPostalCode = useShopStore((state) => state.postalCode);
  const setPostalCode = useShopStore((state) => state.setPostalCode);
  const [postalCode, setPostalCodeInput] = useState('');
  const [touched, setTouched] = useState(false);
  const [estimate, setEstimate] = useState<Estimate>({ state: 'idle' });
  const inputId = useId();

  // The saved code arrives after hydration; it fills the box unless the shopper typed already.
  useEffect(() => {
    if (!touched && savedPostalCode) setPostalCodeInput(savedPostalCode);
  }, [savedPostalCode, touched]);

  if (!hasCompleteDimensions(product.dimensions)) return null;
  const dimensions = product.dimensions;

  const calculate = async (event: FormEvent) => {
    event.preventDefault();
    const code = postalCode.trim().toUpperCase();
    if (!isValidPostalCode(code)) {
      setEstimate({ state: 'failed', message: INVALID_POSTAL_CODE_TEXT });
      return;
    }
    setPostalCode(code);
    setEstimate({ state: 'loading' });
    try {
      const rates = await fetchRates(code, dimensions);
      setEstimate({ state: 'done', rates, now: new Date() });
    } catch (error) {
      setEstimate({
        state: 'failed',
        message: error instanceof ShippingRequestError ? error.message : RATES_FAILED_TEXT,
      });
    }
  };

  const subtotalCents = toCents(product.price);
  const options =
    estimate.state === 'done'
      ? [
          ...clasicoRates(estimate.rates.domicilio).map((rate) => ({
            label: 'Envío a domicilio',
            type: 'D' as const,
            rate,
            cents: rateCharge(rate, 'D', subtotalCents, rules),
          })),
          ...clasicoRates(estimate.rates.sucursal).map((rate) => ({
            label: 'Retiro en sucursal',
            type: 'S' as const,
            rate,
            cents: rateCharge(rate, 'S', subtotalCents, rules),
          })),
        ]
      : [];

  return (
    <section className={styles.estimator} aria-labelledby={`${inputId}-title`} {...KEEP_CLEAR}>
      <h2 className={styles.title} id={`${inputId}-title`}>
        Calculá el costo de envío
      </h2>
      <NeedsScripts>Para calcular el envío, activá JavaScript en tu navegador.</NeedsScripts>
      <form className={styles.form} onSubmit={(event) => void calculate(event)} noValidate>
        <label className="visually-hidden" htmlFor={inputId}>
          Código postal
        </label>
        <input
          id={inputId}
          className={styles.input}
          inputMode="text"
          autoComplete="postal-code"
          placeholder="Colocar código postal"
          maxLength={8}
          value={postalCode}
          onChange={(event) => {
            setTouched(true);
            setPostalCodeInput(event.target.value);
          }}
        />
        <button className={styles.button} type="submit" disabled={estimate.state === 'loading'}>
          {estimate.state === 'loading' ? 'Calculando…' : 'Calcular'}
        </button>
      </form>
      <div aria-live="polite">
        {estimate.state === 'failed' && (
          <p className={styles.error} role="alert">
            {estimate.message}
          </p>
        )}
        {estimate.state === 'done' && options.length === 0 && (
          <p className={styles.error} role="alert">
            {RATES_FAILED_TEXT}
          </p>
        )}
        {estimate.state === 'done' && options.length > 0 && (
          <ul className={styles.options} aria-label="Opciones de envío">
            {options.map(({ label, type, rate, cents }) => (
              <li key={`${label}-${rate.productName}`} className={styles.option}>
                <span className={styles.optionName}>
                  <strong>{label}</strong>
                  <span>{rate.productName}</span>
                </span>
                <span className={styles.optionPrice}>
                  {cents === 0 ? 'Gratis' : formatARS(cents)}
                </span>
                <span className={styles.optionDays}>{deliveryText(estimate.now, type)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
