import { normalizeSearchText, PROVINCES, provinceByCode, type Province } from './catalogue.js';
import type { DeliveredType } from './order-pricing.js';

/**
 * SPEC.md section 9: only the carrier's rates whose name contains 'Clasico' are offered (in any
 * case, with or without the accent), by the pages and by the server that charges them.
 */
export function isClasicoRate(productName: string): boolean {
  return normalizeSearchText(productName).includes('clasico');
}

/** SPEC.md section 8: the shopper's messages when the carrier calls fail. */
export const RATES_FAILED_TEXT = 'Hubo un error al calcular las tarifas. Inténtalo de nuevo.';
export const AGENCIES_FAILED_TEXT = 'Hubo un error al obtener las agencias. Inténtalo de nuevo.';

/**
 * A rate as the shop answers it: MiCorreo's own fields (INTEGRATIONS.md 2.6), so a client that
 * sends the rate back says which kind it chose. Days are numbers (MiCorreo writes strings).
 */
export interface ShippingRate {
  /** 'D' home delivery (domicilio), 'S' branch pickup (sucursal). */
  deliveredType: DeliveredType;
  /** 'CP' is Correo Argentino Clásico. */
  productType: string;
  productName: string;
  /** Pesos. */
  price: number;
  /** Days; null when the carrier gave no delivery time (no dates are promised then). */
  deliveryTimeMin: number | null;
  deliveryTimeMax: number | null;
}

export interface ShippingRates {
  domicilio: ShippingRate[];
  sucursal: ShippingRate[];
}

/** A branch as the shop answers it (SPEC.md section 3, Agency, plus its carrier code). */
export interface Agency {
  code: string;
  name: string;
  location: {
    address: {
      streetName: string;
      streetNumber: string;
      locality: string;
      city: string;
      postalCode: string;
    };
  };
}

/** "Vicente Lopez 448, Monte Grande (B1842ZAB)". */
export function agencyAddress(agency: Agency): string {
  const { streetName, streetNumber, locality, postalCode } = agency.location.address;
  return `${streetName} ${streetNumber}, ${locality} (${postalCode})`;
}

/** "Sucursal Monte Grande: Vicente Lopez 448, Monte Grande (B1842ZAB)", as the order keeps it. */
export function agencyLabel(agency: Agency): string {
  return `Sucursal ${agency.name}: ${agencyAddress(agency)}`;
}

/** SPEC.md section 7's branch line: name, street, number and locality (" Córdoba - Avenida Colón, 210, Córdoba"). */
export function agencyAddressLine(agency: Agency): string {
  const { streetName, streetNumber, locality } = agency.location.address;
  return `${agency.name} - ${streetName}, ${streetNumber}, ${locality}`;
}

/** Words only: case, accents, punctuation and spacing do not tell two branch texts apart. */
const branchWords = (text: string) =>
  normalizeSearchText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The branch the shopper chose among the carrier's: by its code when the body names one, else by
 * its address text (SPEC.md's line or the label this shop's pages send). Undefined when nothing,
 * or more than one branch, matches: the order never goes to a branch the shopper did not choose.
 */
export function findChosenAgency(
  agencies: readonly Agency[],
  chosen: { code?: string | undefined; address?: string | undefined },
): Agency | undefined {
  if (chosen.code) return agencies.find((agency) => agency.code === chosen.code);
  const wanted = chosen.address ? branchWords(chosen.address) : '';
  if (!wanted) return undefined;
  const matches = agencies.filter(
    (agency) =>
      branchWords(agencyAddressLine(agency)) === wanted ||
      branchWords(agencyLabel(agency)) === wanted,
  );
  return matches.length === 1 ? matches[0] : undefined;
}

const PROVINCE_ALIASES: Readonly<Record<string, string>> = {
  caba: 'C',
  'capital federal': 'C',
  'ciudad de buenos aires': 'C',
  'tierra del fuego antartida e islas del atlantico sur': 'V',
};

/**
 * The province of a branch pickup: the carrier's branch codes start with its letter; else the
 * address form's province (name or letter), else the letter of a CPA postal code.
 */
export function pickupProvince(input: {
  agencyCode?: string | undefined;
  state: string;
  zipCode: string;
}): Province | undefined {
  if (input.agencyCode) return provinceByCode(input.agencyCode.charAt(0));
  const state = branchWords(input.state);
  const byName =
    PROVINCES.find((province) => branchWords(province.name) === state) ??
    provinceByCode(PROVINCE_ALIASES[state] ?? (state.length === 1 ? state : ''));
  if (byName) return byName;
  return /^[a-z]\d{4}/i.test(input.zipCode) ? provinceByCode(input.zipCode.charAt(0)) : undefined;
}
