/** Argentine identifiers and postal codes (INTEGRATIONS.md section 3). */

/** How a client_id is stored: digits only, without the dots, spaces or hyphens people type. */
export function normalizeClientId(raw: string): string {
  return raw.replace(/[\s.-]/g, '');
}

/** DNI: 7 or 8 digits once dots and spaces are gone; it has no check digit. */
export function isValidDni(raw: string): boolean {
  return /^\d{7,8}$/.test(raw.replace(/[\s.]/g, ''));
}

/** The seven prefixes of people (20, 23, 24, 27) and companies (30, 33, 34) a shop sees. */
export const CUIT_PREFIXES = ['20', '23', '24', '27', '30', '33', '34'] as const;

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * Check digit for the first 10 digits, or null when r = 1: AFIP never issues those, so we reject
 * them (strict).
 */
export function cuitCheckDigit(first10: string): number | null {
  const sum = CUIT_WEIGHTS.reduce((total, weight, i) => total + weight * Number(first10[i]), 0);
  const r = sum % 11;
  if (r === 0) return 0;
  if (r === 1) return null;
  return 11 - r;
}

/**
 * CUIT or CUIL: 11 digits (hyphens and spaces allowed), a known prefix and a matching check digit.
 */
export function isValidCuit(raw: string): boolean {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  if (!(CUIT_PREFIXES as readonly string[]).includes(digits.slice(0, 2))) return false;
  return cuitCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** The checkout's "DNI, Cuil o Cuit" field. */
export function isValidClientId(raw: string): boolean {
  return isValidDni(raw) || isValidCuit(raw);
}

/** Postal codes are compared and stored trimmed and upper-case. */
export function normalizePostalCode(raw: string): string {
  return raw.trim().toUpperCase();
}

const LEGACY_POSTAL_CODE = /^\d{4}$/;
/**
 * CPA: province letter (no I, O), 4 digits, and the block's 3 letters, which small towns may lack.
 */
const CPA = /^[A-HJ-NP-Z]\d{4}([A-Z]{3})?$/;

/** A 4-digit code or a CPA, any case. The CPA is never required of buyers. */
export function isValidPostalCode(raw: string): boolean {
  const code = normalizePostalCode(raw);
  return LEGACY_POSTAL_CODE.test(code) || CPA.test(code);
}

/**
 * The 4 digits the carrier's rates take: a CPA loses its letters (C1425ABC -> 1425); null if not a
 * postal code.
 */
export function legacyPostalCode(cpaOr4: string): string | null {
  const code = normalizePostalCode(cpaOr4);
  if (LEGACY_POSTAL_CODE.test(code)) return code;
  if (CPA.test(code)) return code.slice(1, 5);
  return null;
}
