/**
 * Money in exact integer cents. The API speaks pesos (JSON numbers with at most 2 decimals);
 * everything that adds, multiplies or takes a percentage works on cents.
 */

/** Whole cents of ARS; always a safe integer. */
export type Cents = number;

/** Above this, a peso amount with 2 decimals no longer survives a round trip through a double. */
const MAX_CENTS = 10 ** 15 - 1;

/** The decimal digits of a non-negative number as written by JavaScript (its shortest form). */
function decimalParts(value: number): { whole: string; fraction: string } {
  const text = String(value);
  if (text.includes('e')) {
    // Exponent form only appears below 1e-6 (rounds to 0 cents) or at 1e21 and above (too large).
    return value < 1 ? { whole: '0', fraction: '000' } : { whole: text, fraction: '' };
  }
  const [whole = '0', fraction = ''] = text.split('.');
  return { whole, fraction };
}

function hasAtMostTwoDecimals(value: number): boolean {
  return decimalParts(Math.abs(value)).fraction.length <= 2;
}

function assertSafeCents(cents: number, what: string): Cents {
  if (!Number.isSafeInteger(cents) || Math.abs(cents) > MAX_CENTS) {
    throw new RangeError(`${what} is not a whole number of cents within range: ${cents}`);
  }
  return cents;
}

/**
 * Pesos to cents, reading the decimal digits rather than multiplying a float; beyond 2 decimals,
 * half away from zero.
 */
export function toCents(pesos: number): Cents {
  if (!Number.isFinite(pesos)) throw new RangeError(`Not a peso amount: ${pesos}`);
  const { whole, fraction } = decimalParts(Math.abs(pesos));
  const roundsUp = (fraction[2] ?? '0') >= '5';
  const cents =
    Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (roundsUp ? 1 : 0);
  assertSafeCents(cents, 'Amount');
  return pesos < 0 && cents !== 0 ? -cents : cents;
}

/**
 * Cents to pesos for the API; the division is correctly rounded, so 3824915 gives exactly 38249.15.
 */
export function fromCents(cents: Cents): number {
  return assertSafeCents(cents, 'Amount') / 100;
}

/**
 * What the API accepts as an amount: a finite, non-negative number of pesos with at most 2
 * decimals.
 */
export function isValidPesoAmount(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= MAX_CENTS / 100 &&
    hasAtMostTwoDecimals(value)
  );
}

/** A percentage the pricing rules accept: 0 to 100 with at most 2 decimals. */
export function isValidPercent(value: unknown): value is number {
  return isValidPesoAmount(value) && value <= 100;
}

/**
 * "$89,999.00": SPEC shows prices with 2 decimals in en-US style; built by hand to need no ICU
 * data.
 */
export function formatARS(cents: Cents): string {
  assertSafeCents(cents, 'Amount');
  const absolute = Math.abs(cents);
  const fraction = absolute % 100;
  const whole = (absolute - fraction) / 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${grouped}.${String(fraction).padStart(2, '0')}`;
}

type Rounding = 'up' | 'nearest';

/** A percentage as whole hundredths of a percent, so percentage maths stays in integers. */
function basisPoints(percent: number): bigint {
  if (!isValidPercent(percent)) throw new RangeError(`Not a percentage: ${percent}`);
  return BigInt(toCents(percent));
}

const WHOLE = 10_000n;

/** cents × share / 10 000 in exact integer arithmetic, rounded as asked (half up for 'nearest'). */
function shareOf(cents: Cents, share: bigint, rounding: Rounding): Cents {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`Not a price in cents: ${cents}`);
  const numerator = BigInt(cents) * share;
  const quotient = numerator / WHOLE;
  const remainder = numerator % WHOLE;
  const roundsUp = rounding === 'up' ? remainder > 0n : remainder * 2n >= WHOLE;
  return Number(roundsUp ? quotient + 1n : quotient);
}

export const TRANSFER_DISCOUNT_PERCENT = 15;

/** Price paid by bank transfer: price minus the discount, rounded UP to the cent (SPEC 9). */
export function transferPrice(cents: Cents, discountPercent = TRANSFER_DISCOUNT_PERCENT): Cents {
  return shareOf(cents, WHOLE - basisPoints(discountPercent), 'up');
}

/**
 * The transfer discount is whatever the rounded-up transfer price leaves, so both always add up to
 * the price.
 */
export function transferDiscount(cents: Cents, discountPercent = TRANSFER_DISCOUNT_PERCENT): Cents {
  return cents - transferPrice(cents, discountPercent);
}

/**
 * Badge "-N%": round((compare - price) / compare × 100), half up; null when there is nothing to
 * show.
 */
export function discountBadge(priceCents: Cents, comparePriceCents?: Cents | null): number | null {
  if (comparePriceCents == null || comparePriceCents <= 0) return null;
  const saved = BigInt(comparePriceCents - priceCents) * 100n;
  if (saved <= 0n) return null;
  const compare = BigInt(comparePriceCents);
  const badge = Number(saved / compare + (2n * (saved % compare) >= compare ? 1n : 0n));
  return badge > 0 ? badge : null;
}

/** price × (1 − percent / 100), rounded to the nearest cent, half a cent up. */
export function discountedPrice(cents: Cents, percent: number): Cents {
  return shareOf(cents, WHOLE - basisPoints(percent), 'nearest');
}

/**
 * Coupon percentage off the total; the discount is rounded to the nearest cent (half up). A percent
 * is at most 100, so the discount never exceeds the total.
 */
export function applyCoupon(totalCents: Cents, percent: number): { discount: Cents; total: Cents } {
  const discount = shareOf(totalCents, basisPoints(percent), 'nearest');
  return { discount, total: totalCents - discount };
}

export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) total += assertSafeCents(value, 'Amount');
  return assertSafeCents(total, 'Sum');
}

export function multiplyCents(cents: Cents, quantity: number): Cents {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`Not a quantity: ${quantity}`);
  }
  return assertSafeCents(assertSafeCents(cents, 'Amount') * quantity, 'Product');
}

export interface Dimensions {
  weight: number;
  height: number;
  width: number;
  length: number;
}

/** A cart line can be shipped (and stays in the cart) only with all four dimensions above 0. */
export function hasCompleteDimensions(
  dimensions: { [K in keyof Dimensions]?: number | null } | null | undefined,
): dimensions is Dimensions {
  if (!dimensions) return false;
  const { weight, height, width, length } = dimensions;
  return [weight, height, width, length].every(
    (value) => typeof value === 'number' && Number.isFinite(value) && value > 0,
  );
}

/**
 * One parcel for the carrier (SPEC 9): items are stacked, so weight and height add up; width and
 * length are the largest.
 */
export function packageDimensions(
  lines: readonly { dimensions: Dimensions; quantity: number }[],
): Dimensions {
  return lines.reduce<Dimensions>(
    (parcel, { dimensions, quantity }) => ({
      weight: parcel.weight + dimensions.weight * quantity,
      height: parcel.height + dimensions.height * quantity,
      width: Math.max(parcel.width, dimensions.width),
      length: Math.max(parcel.length, dimensions.length),
    }),
    { weight: 0, height: 0, width: 0, length: 0 },
  );
}
