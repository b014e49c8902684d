/**
 * The postal carrier as the shop sees it: MiCorreo's rates and branches (INTEGRATIONS.md
 * section 2), answered either by the real API (micorreo-client.ts) or by the simulator.
 */

/** 'D' home delivery (domicilio), 'S' branch pickup (sucursal). */
export type DeliveredType = 'D' | 'S';

/** One parcel as MiCorreo's /rates takes it: grams and centimetres, whole numbers. */
export interface Parcel {
  weight: number;
  height: number;
  width: number;
  length: number;
}

/** MiCorreo's limits for one parcel in /rates. */
export const PARCEL_LIMITS = { maxWeightGrams: 25_000, maxSideCm: 150 } as const;

/** One entry of MiCorreo's `rates` array. */
export interface CarrierRate {
  deliveredType: DeliveredType;
  productType: string;
  productName: string;
  /** Pesos. */
  price: number;
  /** Days, as MiCorreo writes them (strings); null when it gives none (its 2022 shape). */
  deliveryTimeMin: string | null;
  deliveryTimeMax: string | null;
}

export interface CarrierQuote {
  rates: CarrierRate[];
  /** Until when the carrier honours these prices. */
  validTo: Date;
}

/** One element of MiCorreo's GET /agencies array (the fields the shop reads). */
export interface CarrierAgency {
  code: string;
  name: string;
  services: { packageReception: boolean; pickupAvailability: boolean };
  location: {
    address: {
      streetName: string;
      streetNumber: string;
      locality: string;
      city: string;
      province: string;
      provinceCode: string;
      postalCode: string;
    };
    latitude: string;
    longitude: string;
  };
  status: 'ACTIVE' | 'INACTIVE';
}

export interface ShippingCarrier {
  /** 'micorreo' talks to Correo Argentino; 'simulator' answers locally. */
  readonly kind: 'micorreo' | 'simulator';
  /** Both home and branch quotes for the parcel to the 4-digit postal code. */
  quote(postalCodeDestination: string, parcel: Parcel): Promise<CarrierQuote>;
  agencies(provinceCode: string): Promise<CarrierAgency[]>;
}

export type CarrierFailure =
  /** The carrier did not answer in time. */
  | 'timeout'
  /** Could not reach it, or it answered 5xx. */
  | 'unavailable'
  /** It refused the call (4xx, e.g. 402 "Cliente FAP no identificado"). */
  | 'rejected'
  /** It answered something that is not the documented shape. */
  | 'bad_answer';

/** Why a carrier call failed; the details are for the log, never for the shopper. */
export class CarrierError extends Error {
  constructor(
    readonly failure: CarrierFailure,
    message: string,
    readonly status?: number,
    /** MiCorreo's own `message`, when its answer had one (Spanish). */
    readonly carrierMessage?: string,
  ) {
    super(message);
    this.name = 'CarrierError';
  }
}

/**
 * Why a carrier call failed, in Spanish for the owner (never the shopper): what went wrong and,
 * when MiCorreo said something, its own words.
 */
export function carrierFailureReason(error: unknown): string {
  if (!(error instanceof CarrierError)) return 'ocurrió un error inesperado';
  const code = error.status ? ` (código ${error.status})` : '';
  const said = error.carrierMessage ? `: "${error.carrierMessage}"` : '';
  switch (error.failure) {
    case 'timeout':
      return 'Correo Argentino no respondió a tiempo';
    case 'unavailable':
      return error.status
        ? `Correo Argentino no está disponible${code}${said}`
        : 'no pudimos conectarnos con Correo Argentino';
    case 'rejected':
      return `Correo Argentino rechazó la conexión${code}${said}`;
    case 'bad_answer':
      return 'Correo Argentino respondió algo que no pudimos leer';
  }
}
