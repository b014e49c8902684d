/**
 * The browser's side of the shipping calls (API.md): the shop's short-lived token, rates for a
 * parcel and the branches of a province. Used by the product page estimator and the checkout.
 */
import {
  agencyAddress,
  agencyLabel,
  AGENCIES_FAILED_TEXT,
  isClasicoRate,
  RATES_FAILED_TEXT,
  type Agency,
  type ShippingRate,
  type ShippingRates,
  checkoutShipping,
  legacyPostalCode,
  rateChargeCents,
  type Cents,
  type ShippingSettings,
  type CheckoutShipping,
  type DeliveredType,
  type Dimensions,
} from '@shop/domain';

/** SPEC.md section 8. */
export const TOKEN_FAILED_TEXT = 'No se pudo obtener autorización para el servicio de envío';
export const NO_BRANCHES_TEXT =
  'No se encontraron sucursales para la combinación de provincia y código postal ingresados. Por favor, verifica los datos que ingresaste e inténtalo de nuevo.';

export type { Agency, ShippingRate, ShippingRates };
export { agencyAddress, agencyLabel, AGENCIES_FAILED_TEXT, RATES_FAILED_TEXT };

/** A failed shipping call, with the Spanish text to show the shopper. */
export class ShippingRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShippingRequestError';
  }
}

/** SPEC.md section 9: only rates whose name contains 'Clasico' are offered. */
export function clasicoRates(rates: readonly ShippingRate[]): ShippingRate[] {
  return rates.filter((rate) => isClasicoRate(rate.productName));
}

/** Branches of the province whose postal code is the shopper's (4 digits or CPA on either side). */
export function branchesForPostalCode(agencies: readonly Agency[], postalCode: string): Agency[] {
  const wanted = legacyPostalCode(postalCode);
  if (!wanted) return [];
  return agencies.filter((a) => legacyPostalCode(a.location.address.postalCode) === wanted);
}

/** The store settings the shipping charge depends on (pesos). */
export type ShippingRules = ShippingSettings;

/** The chosen rate under the shop's rules, as priceCheckout takes it. */
export function rateShipping(
  rate: ShippingRate,
  deliveredType: DeliveredType,
  rules: ShippingRules,
): CheckoutShipping {
  return checkoutShipping(rate.price, deliveredType, rules);
}

/** What the shopper pays for this rate (SPEC.md section 9: free from the threshold, +surcharge home). */
export function rateCharge(
  rate: ShippingRate,
  deliveredType: DeliveredType,
  subtotalCents: Cents,
  rules: ShippingRules,
): Cents {
  return rateChargeCents(rate.price, deliveredType, subtotalCents, rules);
}

const TOKEN_KEY = 'correoArgentinoToken';
/** SPEC.md section 7: a stored token is renewed when less than 5 minutes remain. */
const RENEW_MARGIN_MS = 5 * 60 * 1000;

interface StoredToken {
  token: string;
  expire: string;
}

function readStoredToken(): StoredToken | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(TOKEN_KEY) ?? 'null') as unknown;
    if (
      parsed &&
      typeof parsed === 'object' &&
      'token' in parsed &&
      'expire' in parsed &&
      typeof parsed.token === 'string' &&
      typeof parsed.expire === 'string' &&
      Date.parse(parsed.expire) - Date.now() > RENEW_MARGIN_MS
    ) {
      return { token: parsed.token, expire: parsed.expire };
    }
  } catch {
    // A broken stored value is replaced below.
  }
  return null;
}

function forgetToken() {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage may be unavailable (private mode); the token then lives for this call only.
  }
}

/** The stored token while it has more than 5 minutes left, otherwise a new one. */
export async function shippingToken(): Promise<string> {
  const stored = readStoredToken();
  if (stored) return stored.token;
  let answer: StoredToken;
  try {
    const response = await fetch('/api/correo-argentino-token');
    if (!response.ok) throw new Error(`token ${response.status}`);
    answer = (await response.json()) as StoredToken;
  } catch {
    throw new ShippingRequestError(TOKEN_FAILED_TEXT);
  }
  try {
    localStorage.setItem(TOKEN_KEY, JSON.stringify(answer));
  } catch {
    // Not stored: the next call asks again.
  }
  return answer.token;
}

async function postWithToken<T>(path: string, body: object, failedText: string): Promise<T> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const token = await shippingToken();
    let response: Response;
    try {
      response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, token }),
      });
    } catch {
      throw new ShippingRequestError(failedText);
    }
    if (response.status === 401) {
      // The stored token expired or the shop's key changed: one new token, one more try.
      forgetToken();
      continue;
    }
    const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (!response.ok) {
      const message = typeof answer?.message === 'string' ? answer.message : failedText;
      throw new ShippingRequestError(message);
    }
    return answer as T;
  }
  throw new ShippingRequestError(TOKEN_FAILED_TEXT);
}

/** Home and branch rates for the parcel to the postal code. */
export function fetchRates(postalCode: string, dimensions: Dimensions): Promise<ShippingRates> {
  return postWithToken<ShippingRates>(
    '/api/rates',
    { postalCodeDestination: postalCode, dimensions },
    RATES_FAILED_TEXT,
  );
}

/** The carrier's pickup branches in the province. */
export async function fetchAgencies(provinceCode: string): Promise<Agency[]> {
  const answer = await postWithToken<{ agencies: Agency[] }>(
    '/api/agencies',
    { provinceCode },
    AGENCIES_FAILED_TEXT,
  );
  return answer.agencies;
}
