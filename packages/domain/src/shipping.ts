import { normalizeSearchText } from './catalogue.js';

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

/** A rate as the shop answers it (SPEC.md section 3, Shipping rate). */
export interface ShippingRate {
  productName: string;
  /** Pesos. */
  price: number;
  /** Days. */
  deliveryTimeMin: number;
  deliveryTimeMax: number;
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
