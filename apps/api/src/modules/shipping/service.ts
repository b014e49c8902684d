import { createHmac } from 'node:crypto';
import {
  AGENCIES_FAILED_TEXT,
  fromCents,
  legacyPostalCode,
  provinceByCode,
  RATES_FAILED_TEXT,
  toCents,
  type Agency,
  type ShippingRate,
  type ShippingRates,
} from '@shop/domain';
import { jwtVerify, SignJWT } from 'jose';
import { ApiError } from '../../http/errors.js';
import {
  CarrierError,
  PARCEL_LIMITS,
  type CarrierAgency,
  type CarrierRate,
  type Parcel,
  type ShippingCarrier,
} from './carrier.js';

export const INVALID_POSTAL_CODE_MESSAGE = 'El código postal ingresado no es válido';
export const INVALID_TOKEN_MESSAGE =
  'La autorización para el servicio de envío no es válida o venció. Volvé a intentarlo.';

export type { Agency, ShippingRate, ShippingRates };

export interface RatesQuery {
  postalCodeDestination: string;
  /** The package of SPEC.md section 9: grams and centimetres. */
  dimensions: { weight: number; height: number; width: number; length: number };
}

/** A carrier failure as the shopper sees it; `carrierError` keeps the detail for the log. */
export class ShippingUnavailableError extends ApiError {
  constructor(
    message: string,
    readonly carrierError: CarrierError,
  ) {
    super(
      carrierError.failure === 'timeout' ? 504 : 502,
      carrierError.failure === 'timeout' ? 'carrier_timeout' : 'carrier_error',
      message,
    );
  }
}

const TOKEN_ISSUER = 'tienda-deportiva';
const TOKEN_AUDIENCE = 'correo-argentino';
/** SPEC.md section 7: the rate token is cached about an hour. */
const TOKEN_TTL_SECONDS = 3600;
/** Quotes are reused at most this long, and never past the carrier's validTo. */
const RATES_CACHE_MS = 10 * 60 * 1000;
/** Branch lists hardly change within a day. */
const AGENCIES_CACHE_MS = 60 * 60 * 1000;
const CACHE_ENTRIES = 1000;

/** A small expiring cache; the oldest entry goes first when it is full. */
function expiringCache<T>(now: () => number) {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: T, expiresAt: number) {
      if (expiresAt <= now()) return;
      entries.delete(key);
      if (entries.size >= CACHE_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, expiresAt });
    },
  };
}

/** Whole grams and centimetres within what MiCorreo accepts for one parcel. */
function toParcel(dimensions: RatesQuery['dimensions']): Parcel {
  const values = [dimensions.weight, dimensions.height, dimensions.width, dimensions.length];
  if (!values.every((v) => Number.isFinite(v) && v > 0)) {
    throw new ApiError(400, 'validation_error', 'Las medidas del paquete deben ser mayores que 0');
  }
  const parcel = {
    weight: Math.ceil(dimensions.weight),
    height: Math.ceil(dimensions.height),
    width: Math.ceil(dimensions.width),
    length: Math.ceil(dimensions.length),
  };
  if (
    parcel.weight > PARCEL_LIMITS.maxWeightGrams ||
    Math.max(parcel.height, parcel.width, parcel.length) > PARCEL_LIMITS.maxSideCm
  ) {
    throw new ApiError(
      422,
      'parcel_too_large',
      'El paquete supera lo que acepta el correo (hasta 25 kg y 150 cm por lado). Dividí la compra en más de un pedido.',
    );
  }
  return parcel;
}

/** A rate without delivery times still quotes; the pages then promise no dates (null). */
function toRate(rate: CarrierRate): ShippingRate {
  const min = Number.parseInt(rate.deliveryTimeMin ?? '', 10);
  const max = Number.parseInt(rate.deliveryTimeMax ?? '', 10);
  return {
    deliveredType: rate.deliveredType,
    productType: rate.productType,
    productName: rate.productName,
    price: fromCents(toCents(rate.price)),
    deliveryTimeMin: Number.isFinite(min) ? min : Number.isFinite(max) ? max : null,
    deliveryTimeMax: Number.isFinite(max) ? max : Number.isFinite(min) ? min : null,
  };
}

function toAgency(agency: CarrierAgency): Agency {
  const { streetName, streetNumber, locality, city, postalCode } = agency.location.address;
  return {
    code: agency.code,
    name: agency.name,
    location: { address: { streetName, streetNumber, locality, city, postalCode } },
  };
}

/**
 * Shipping quotes and branches for the checkout and the product page, through the carrier
 * (MiCorreo or its simulator). The browser gets a short-lived token of this shop for the public
 * calls; the carrier's own credential never leaves the server.
 */
export function createShippingService(options: {
  carrier: ShippingCarrier;
  /** The app's secret; the token key is derived from it, so admin tokens never pass here. */
  secret: string;
  now?: () => number;
}) {
  const { carrier } = options;
  const now = options.now ?? Date.now;
  const key = createHmac('sha256', options.secret).update('correo-argentino-token').digest();
  const rateCache = expiringCache<ShippingRates>(now);
  const agencyCache = expiringCache<Agency[]>(now);

  function unavailable(message: string, error: unknown): never {
    if (error instanceof CarrierError) throw new ShippingUnavailableError(message, error);
    throw error;
  }

  return {
    async issueToken(): Promise<{ token: string; expire: string }> {
      const expiresAt = Math.floor(now() / 1000) + TOKEN_TTL_SECONDS;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(Math.floor(now() / 1000))
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expire: new Date(expiresAt * 1000).toISOString() };
    },

    /** True only for an unexpired token this shop issued for the shipping calls. */
    async verifyToken(token: unknown): Promise<boolean> {
      if (typeof token !== 'string' || token.length === 0 || token.length > 2000) return false;
      try {
        await jwtVerify(token, key, {
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        return true;
      } catch {
        return false;
      }
    },

    /**
     * Home (domicilio) and branch (sucursal) rates for the package, every product the carrier
     * offers (the pages show only 'Clasico' ones). Orders call this too, to charge shipping.
     */
    async quoteRates(query: RatesQuery): Promise<ShippingRates> {
      const destination = legacyPostalCode(query.postalCodeDestination);
      if (!destination) throw new ApiError(400, 'validation_error', INVALID_POSTAL_CODE_MESSAGE);
      const parcel = toParcel(query.dimensions);
      const cacheKey = [
        destination,
        parcel.weight,
        parcel.height,
        parcel.width,
        parcel.length,
      ].join('|');
      const cached = rateCache.get(cacheKey);
      if (cached) return cached;
      const quote = await carrier
        .quote(destination, parcel)
        .catch((error: unknown) => unavailable(RATES_FAILED_TEXT, error));
      const rates: ShippingRates = {
        domicilio: quote.rates.filter((r) => r.deliveredType === 'D').map(toRate),
        sucursal: quote.rates.filter((r) => r.deliveredType === 'S').map(toRate),
      };
      rateCache.set(cacheKey, rates, Math.min(quote.validTo.getTime(), now() + RATES_CACHE_MS));
      return rates;
    },

    /** Open branches of the province where parcels can be picked up. */
    async agencies(provinceCode: string): Promise<{ agencies: Agency[] }> {
      const province = provinceByCode(provinceCode);
      if (!province) throw new ApiError(400, 'validation_error', 'La provincia no es válida');
      const cached = agencyCache.get(province.provinceCode);
      if (cached) return { agencies: cached };
      const found = await carrier
        .agencies(province.provinceCode)
        .catch((error: unknown) => unavailable(AGENCIES_FAILED_TEXT, error));
      const agencies = found
        .filter((a) => a.status === 'ACTIVE' && a.services.pickupAvailability)
        .map(toAgency);
      agencyCache.set(province.provinceCode, agencies, now() + AGENCIES_CACHE_MS);
      return { agencies };
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
