/**
 * Checks on the shopper's address beyond "filled in" (INTEGRATIONS.md section 3): a phone that can
 * be dialled in Argentina, and a postal code that belongs to the chosen province.
 */
import { PROVINCES, type ProvinceCode } from './catalogue.js';
import { isValidPostalCode, normalizePostalCode } from './identity.js';

export const INVALID_PHONE_TEXT = 'El número de celular ingresado no es válido';
export const POSTAL_CODE_NOT_IN_PROVINCE_TEXT =
  'El código postal ingresado no corresponde a la provincia elegida';

/**
 * An Argentine number: area code plus subscriber number make 10 digits, written with or without
 * the country code (+54 9), the trunk 0 and the mobile 15 (so 10 to 12 digits once +54 9 and the
 * 0 are taken off). Spaces, dashes, dots and brackets are ignored.
 */
export function isValidArgentinePhone(raw: string): boolean {
  if (!/^[\d\s()+.-]+$/.test(raw.trim())) return false;
  let digits = raw.replace(/\D/g, '');
  if (raw.trim().startsWith('+') || (digits.startsWith('54') && digits.length > 12)) {
    if (!digits.startsWith('54')) return false;
    digits = digits.slice(2).replace(/^9/, '');
  }
  digits = digits.replace(/^0/, '');
  return digits.length >= 10 && digits.length <= 12;
}

/**
 * The provinces whose 4-digit postal codes start with each digit. The first digit gives the
 * region (INTEGRATIONS.md 3.3: CABA is 1000-14xx); regions cross province borders, so each digit
 * allows every province that has codes in it.
 */
const PROVINCES_BY_FIRST_DIGIT: Record<string, readonly ProvinceCode[]> = {
  '1': ['C', 'B'],
  '2': ['B', 'S', 'X', 'E'],
  '3': ['S', 'E', 'W', 'N', 'H', 'P', 'G'],
  '4': ['T', 'G', 'A', 'Y', 'K'],
  '5': ['X', 'F', 'J', 'M', 'D', 'K', 'G'],
  '6': ['B', 'L', 'X', 'S'],
  '7': ['B'],
  '8': ['B', 'L', 'R', 'Q', 'U'],
  '9': ['U', 'Z', 'V'],
};

/**
 * Whether the postal code can be one of the province's (named as in PROVINCES): a CPA's letter
 * is the province's; a 4-digit code must be in one of the province's regions. A province or
 * code this cannot read is left to the other checks.
 */
export function postalCodeMatchesProvince(postalCode: string, provinceName: string): boolean {
  const province = PROVINCES.find((p) => p.name === provinceName.trim());
  if (!province || !isValidPostalCode(postalCode)) return true;
  const code = normalizePostalCode(postalCode);
  if (/^[A-Z]/.test(code)) return code[0] === province.provinceCode;
  return PROVINCES_BY_FIRST_DIGIT[code[0]!]?.includes(province.provinceCode) ?? false;
}
