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

/**
 * Other ways people write each province (SPEC's clients send free text): abbreviations and old
 * names, compared as letters only, without accents or case ("C.A.B.A." is "caba").
 */
const PROVINCE_ALIASES: Record<ProvinceCode, readonly string[]> = {
  A: [],
  B: ['bsas', 'pba', 'gba', 'gran buenos aires', 'buenos aires provincia'],
  C: [
    'caba',
    'capital federal',
    'cap fed',
    'capital',
    'cf',
    'ciudad de buenos aires',
    'buenos aires caba',
    'caba buenos aires',
  ],
  D: [],
  E: ['e rios'],
  F: ['rioja'],
  G: ['santiago'],
  H: [],
  J: [],
  K: [],
  L: ['pampa'],
  M: ['mza'],
  N: [],
  P: [],
  Q: ['nqn'],
  R: [],
  S: [],
  T: ['tuc'],
  U: [],
  V: ['tdf', 'tierra del fuego antartida e islas del atlantico sur'],
  W: ['ctes'],
  X: ['cba', 'cdba', 'cordoba capital'],
  Y: [],
  Z: [],
};

/** Abbreviated words, spelled out before names are compared. */
const PROVINCE_WORDS: readonly [RegExp, string][] = [
  [/\bbs as\b/g, 'buenos aires'],
  [/\bcdad\b/g, 'ciudad'],
  [/\bsta\b/g, 'santa'],
  [/\b(sgo|stgo)\b/g, 'santiago'],
];

/** Letters only, lower case, without accents; a leading "provincia de" and the like dropped. */
function provinceKey(text: string): string {
  const spaced = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .replace(/^(provincia|prov|pcia|pvcia) (de |del )?/, '');
  return PROVINCE_WORDS.reduce((key, [word, full]) => key.replace(word, full), spaced).replace(
    / /g,
    '',
  );
}

const PROVINCE_BY_KEY = new Map<string, (typeof PROVINCES)[number]>(
  PROVINCES.flatMap((province) =>
    [province.name, `AR-${province.provinceCode}`, ...PROVINCE_ALIASES[province.provinceCode]].map(
      (name) => [provinceKey(name), province] as const,
    ),
  ),
);

/** The province a shopper or a client wrote ("CABA", "Bs. As.", "Cba"); undefined: none. */
export function provinceOf(text: string): (typeof PROVINCES)[number] | undefined {
  return PROVINCE_BY_KEY.get(provinceKey(text));
}

export const UNKNOWN_PROVINCE_TEXT =
  'La provincia ingresada no es válida: escribí el nombre de una provincia argentina (por ejemplo, Córdoba o CABA).';
