import {
  formatARS,
  provinceByCode,
  PROVINCES,
  toCents,
  type Cents,
  type DeliveredType,
  type Dimensions,
  type PayerInfo,
} from '@shop/domain';
import { useCallback, useEffect, useId, useState, type Dispatch } from 'react';
import {
  agencyAddress,
  branchesForPostalCode,
  clasicoRates,
  fetchAgencies,
  fetchRates,
  NO_BRANCHES_TEXT,
  rateCharge,
  RATES_FAILED_TEXT,
  AGENCIES_FAILED_TEXT,
  ShippingRequestError,
  type Agency,
  type ShippingRate,
  type ShippingRates,
  type ShippingRules,
} from '../../lib/shipping';
import { isDeliveryComplete, type CheckoutAction, type DeliveryChoice } from './checkout-state';
import choices from './checkout-choices.module.css';
import fields from './checkout-form.module.css';
import stepCard from './checkout-step.module.css';
import { deliveryText } from '../product/delivery-dates';

/** The shipping-rate message of the order schema (chosenRateSchema). */
export const CHOOSE_DELIVERY_TEXT = 'Debe elegir un método de envío';

type Load<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; message: string };

function failureText(error: unknown, fallback: string): string {
  return error instanceof ShippingRequestError ? error.message : fallback;
}

/** The province code of the address form's province name. */
function provinceCodeOf(stateName: string): string | null {
  const province = PROVINCES.find((p) => p.name === stateName) ?? provinceByCode(stateName);
  return province?.provinceCode ?? null;
}

function RateOptions({
  name,
  rates,
  deliveredType,
  selected,
  subtotalCents,
  rules,
  now,
  onChoose,
}: {
  name: string;
  rates: readonly ShippingRate[];
  deliveredType: DeliveredType;
  selected: ShippingRate | null;
  subtotalCents: Cents;
  rules: ShippingRules;
  now: Date;
  onChoose: (rate: ShippingRate) => void;
}) {
  return (
    <fieldset className={choices.choices}>
      <legend className={choices.legend}>Servicio del correo</legend>
      {rates.map((rate) => {
        const cents = rateCharge(rate, deliveredType, subtotalCents, rules);
        return (
          <label key={rate.productName} className={choices.choice}>
            <input
              type="radio"
              name={name}
              checked={selected?.productName === rate.productName}
              onChange={() => onChoose(rate)}
            />
            <span className={choices.choiceText}>
              <span className={choices.choiceTitle}>{rate.productName}</span>
              <span className={choices.choiceHint}>{deliveryText(now, deliveredType)}</span>
              {deliveredType === 'D' && rules.homeDeliverySurcharge > 0 && (
                <span className={choices.choiceHint}>
                  Incluye {formatARS(toCents(rules.homeDeliverySurcharge))} de entrega a domicilio
                </span>
              )}
            </span>
            <span className={choices.choicePrice}>{cents === 0 ? 'Gratis' : formatARS(cents)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * SPEC.md section 4, delivery options: home delivery or branch pickup, only 'Clasico' rates, the
 * branches of the shopper's province at their postal code, then Continuar.
 */
export function DeliveryStep({
  payer,
  parcel,
  subtotalCents,
  rules,
  delivery,
  confirmed,
  dispatch,
}: {
  payer: PayerInfo;
  parcel: Dimensions;
  subtotalCents: Cents;
  rules: ShippingRules;
  delivery: DeliveryChoice;
  confirmed: boolean;
  dispatch: Dispatch<CheckoutAction>;
}) {
  const [rates, setRates] = useState<Load<ShippingRates & { now: Date }>>({ status: 'loading' });
  const [branches, setBranches] = useState<Load<Agency[]> | null>(null);
  const [showIncomplete, setShowIncomplete] = useState(false);
  const id = useId();
  const provinceCode = provinceCodeOf(payer.state);

  const loadRates = useCallback(() => {
    setRates({ status: 'loading' });
    fetchRates(payer.zipCode, parcel).then(
      (value) => setRates({ status: 'ready', value: { ...value, now: new Date() } }),
      (error: unknown) =>
        setRates({ status: 'failed', message: failureText(error, RATES_FAILED_TEXT) }),
    );
  }, [payer.zipCode, parcel]);

  const loadBranches = useCallback(() => {
    if (!provinceCode) {
      setBranches({ status: 'ready', value: [] });
      return;
    }
    setBranches({ status: 'loading' });
    fetchAgencies(provinceCode).then(
      (agencies) =>
        setBranches({ status: 'ready', value: branchesForPostalCode(agencies, payer.zipCode) }),
      (error: unknown) =>
        setBranches({ status: 'failed', message: failureText(error, AGENCIES_FAILED_TEXT) }),
    );
  }, [provinceCode, payer.zipCode]);

  useEffect(loadRates, [loadRates]);

  useEffect(() => {
    if (delivery.deliveredType === 'S' && branches === null) loadBranches();
  }, [delivery.deliveredType, branches, loadBranches]);

  // A sole option is chosen for the shopper: the only way of delivery, branch or rate.
  useEffect(() => {
    if (rates.status !== 'ready') return;
    const homeRates = clasicoRates(rates.value.domicilio);
    const pickupRates = clasicoRates(rates.value.sucursal);
    const { deliveredType, agency, rate } = delivery;
    if (!deliveredType) {
      if (homeRates.length > 0 && pickupRates.length === 0) {
        dispatch({ type: 'chooseDeliveredType', deliveredType: 'D' });
      } else if (pickupRates.length > 0 && homeRates.length === 0) {
        dispatch({ type: 'chooseDeliveredType', deliveredType: 'S' });
      }
      return;
    }
    if (deliveredType === 'S' && !agency) {
      const only = branches?.status === 'ready' && branches.value.length === 1;
      if (only) dispatch({ type: 'chooseAgency', agency: branches.value[0]! });
      return;
    }
    const offered = deliveredType === 'D' ? homeRates : pickupRates;
    if (!rate && offered.length === 1) dispatch({ type: 'chooseRate', rate: offered[0]! });
  }, [rates, branches, delivery, dispatch]);

  const home = rates.status === 'ready' ? clasicoRates(rates.value.domicilio) : [];
  const pickup = rates.status === 'ready' ? clasicoRates(rates.value.sucursal) : [];
  const now = rates.status === 'ready' ? rates.value.now : new Date();

  const chooseRate = (rate: ShippingRate) => {
    setShowIncomplete(false);
    dispatch({ type: 'chooseRate', rate });
  };

  const fromPrice = (list: readonly ShippingRate[], type: DeliveredType) => {
    const cheapest = Math.min(...list.map((rate) => rateCharge(rate, type, subtotalCents, rules)));
    return cheapest === 0 ? 'Gratis' : `Desde ${formatARS(cheapest)}`;
  };

  return (
    <section className={stepCard.step} aria-labelledby={`${id}-title`} data-step="delivery">
      <h2 className={stepCard.stepTitle} id={`${id}-title`} tabIndex={-1}>
        <span className={stepCard.stepNumber} aria-hidden="true">
          3
        </span>
        Envío
      </h2>

      {rates.status === 'loading' && <p className={fields.hint}>Calculando tarifas…</p>}
      {rates.status === 'failed' && (
        <div className={choices.problem}>
          <p className={fields.errorText} role="alert">
            {rates.message}
          </p>
          <button type="button" className={fields.secondaryButton} onClick={loadRates}>
            Reintentar
          </button>
        </div>
      )}

      {rates.status === 'ready' && home.length === 0 && pickup.length === 0 && (
        <p className={fields.errorText} role="alert">
          {RATES_FAILED_TEXT}
        </p>
      )}

      {rates.status === 'ready' && (home.length > 0 || pickup.length > 0) && (
        <>
          <fieldset className={choices.choices}>
            <legend className={choices.legend}>¿Cómo querés recibir tu compra?</legend>
            <label className={choices.choice}>
              <input
                type="radio"
                name={`${id}-type`}
                checked={delivery.deliveredType === 'D'}
                disabled={home.length === 0}
                onChange={() => {
                  setShowIncomplete(false);
                  dispatch({ type: 'chooseDeliveredType', deliveredType: 'D' });
                }}
              />
              <span className={choices.choiceText}>
                <span className={choices.choiceTitle}>Envío a domicilio</span>
                <span className={choices.choiceHint}>
                  {payer.street} {payer.streetNumber}, {payer.city}
                </span>
              </span>
              <span className={choices.choicePrice}>
                {home.length > 0 ? fromPrice(home, 'D') : 'No disponible'}
              </span>
            </label>
            <label className={choices.choice}>
              <input
                type="radio"
                name={`${id}-type`}
                checked={delivery.deliveredType === 'S'}
                disabled={pickup.length === 0}
                onChange={() => {
                  setShowIncomplete(false);
                  dispatch({ type: 'chooseDeliveredType', deliveredType: 'S' });
                }}
              />
              <span className={choices.choiceText}>
                <span className={choices.choiceTitle}>Retiro en sucursal</span>
                <span className={choices.choiceHint}>
                  Correo Argentino, cerca de tu código postal
                </span>
              </span>
              <span className={choices.choicePrice}>
                {pickup.length > 0 ? fromPrice(pickup, 'S') : 'No disponible'}
              </span>
            </label>
          </fieldset>

          {delivery.deliveredType === 'D' && (
            <RateOptions
              name={`${id}-home-rate`}
              rates={home}
              deliveredType="D"
              selected={delivery.rate}
              subtotalCents={subtotalCents}
              rules={rules}
              now={now}
              onChoose={chooseRate}
            />
          )}

          {delivery.deliveredType === 'S' && (
            <>
              {(branches === null || branches.status === 'loading') && (
                <p className={fields.hint}>Buscando sucursales…</p>
              )}
              {branches?.status === 'failed' && (
                <div className={choices.problem}>
                  <p className={fields.errorText} role="alert">
                    {branches.message}
                  </p>
                  <button type="button" className={fields.secondaryButton} onClick={loadBranches}>
                    Reintentar
                  </button>
                </div>
              )}
              {branches?.status === 'ready' && branches.value.length === 0 && (
                <p className={fields.errorText} role="alert">
                  {NO_BRANCHES_TEXT}
                </p>
              )}
              {branches?.status === 'ready' && branches.value.length > 0 && (
                <fieldset className={choices.choices}>
                  <legend className={choices.legend}>Sucursal</legend>
                  {branches.value.map((agency) => (
                    <label key={agency.code} className={choices.choice}>
                      <input
                        type="radio"
                        name={`${id}-agency`}
                        checked={delivery.agency?.code === agency.code}
                        onChange={() => {
                          setShowIncomplete(false);
                          dispatch({ type: 'chooseAgency', agency });
                        }}
                      />
                      <span className={choices.choiceText}>
                        <span className={choices.choiceTitle}>Sucursal {agency.name}</span>
                        <span className={choices.choiceHint}>{agencyAddress(agency)}</span>
                      </span>
                    </label>
                  ))}
                </fieldset>
              )}
              {delivery.agency && (
                <RateOptions
                  name={`${id}-pickup-rate`}
                  rates={pickup}
                  deliveredType="S"
                  selected={delivery.rate}
                  subtotalCents={subtotalCents}
                  rules={rules}
                  now={now}
                  onChoose={chooseRate}
                />
              )}
            </>
          )}

          {!confirmed && (
            <div>
              {showIncomplete && (
                <p className={fields.errorText} role="alert">
                  {CHOOSE_DELIVERY_TEXT}
                </p>
              )}
              <button
                type="button"
                className={fields.primaryButton}
                onClick={() => {
                  if (isDeliveryComplete(delivery)) dispatch({ type: 'confirmDelivery' });
                  else setShowIncomplete(true);
                }}
              >
                Continuar
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
