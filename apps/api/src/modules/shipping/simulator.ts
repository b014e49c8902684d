import {
  CarrierError,
  type CarrierAgency,
  type CarrierQuote,
  type CarrierRate,
  type Parcel,
  type ShippingCarrier,
} from './carrier.js';
import { provinceOfPostalCode } from './simulator-places.js';
import { SIMULATED_PROVINCES, type SimulatedBranch } from './simulator-provinces.js';

/** Where parcels leave from when no carrier account is set: Palermo, Buenos Aires city. */
export const SIMULATOR_ORIGIN_POSTAL_CODE = '1425';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Grams a cubic centimetre of parcel counts as (the usual 1 kg per 5 dm³ of courier rates). */
const VOLUMETRIC_GRAMS_PER_CM3 = 1 / 5;

interface Product {
  productType: string;
  productName: string;
  /** Price of the home delivery relative to the Clásico one. */
  priceFactor: number;
  days: (km: number) => { min: number; max: number };
}

const PRODUCTS: readonly Product[] = [
  {
    productType: 'CP',
    productName: 'Correo Argentino Clasico',
    priceFactor: 1,
    days: (km) => {
      const min = 2 + Math.floor(km / 700);
      return { min, max: min + 3 };
    },
  },
  {
    productType: 'EP',
    productName: 'Correo Argentino Expreso',
    priceFactor: 1.45,
    days: (km) => {
      const min = 1 + Math.floor(km / 1000);
      return { min, max: min + 1 };
    },
  },
];

/** Branch pickup costs this share of home delivery. */
const BRANCH_SHARE = 0.8;

function kilometresBetween(a: { latitude: number; longitude: number }, b: typeof a): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The town of a postal code when a branch is there, else its province's capital. */
function placeOf(postalCode4: string): { latitude: number; longitude: number } {
  const province = provinceOfPostalCode(postalCode4);
  return province.branches.find((b) => b.postalCode === postalCode4) ?? province;
}

const CPA_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A stable 3-letter block suffix for a town, so the branch's CPA looks like a real one. */
function blockSuffix(seed: string): string {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return [0, 1, 2].map((i) => CPA_LETTERS[(hash >>> (i * 8)) % CPA_LETTERS.length]).join('');
}

function toAgency(
  provinceCode: string,
  provinceName: string,
  branch: SimulatedBranch,
  index: number,
): CarrierAgency {
  return {
    code: `${provinceCode}${String(index + 1).padStart(2, '0')}${branch.postalCode.slice(0, 2)}`,
    name: branch.name,
    services: { packageReception: true, pickupAvailability: true },
    location: {
      address: {
        streetName: branch.streetName,
        streetNumber: branch.streetNumber,
        locality: branch.locality,
        city: branch.city,
        province: provinceName,
        provinceCode,
        postalCode: `${provinceCode}${branch.postalCode}${blockSuffix(branch.name)}`,
      },
      latitude: branch.latitude.toFixed(6),
      longitude: branch.longitude.toFixed(6),
    },
    status: 'ACTIVE',
  };
}

/**
 * Stands in for MiCorreo when the shop has no carrier account: the same shapes, prices that grow
 * with the parcel's (real or volumetric) weight and with the distance from the origin, and 2 to 6
 * branches in real towns of every province. Deterministic, so tests and demos repeat.
 */
export function createCarrierSimulator(
  options: { originPostalCode?: string; now?: () => number } = {},
): ShippingCarrier {
  const origin = placeOf(options.originPostalCode ?? SIMULATOR_ORIGIN_POSTAL_CODE);
  const now = options.now ?? Date.now;

  return {
    kind: 'simulator',

    quote(postalCodeDestination: string, parcel: Parcel): Promise<CarrierQuote> {
      // A parcel never travels less than across town.
      const km = Math.max(15, kilometresBetween(origin, placeOf(postalCodeDestination)));
      const volumetricGrams =
        parcel.height * parcel.width * parcel.length * VOLUMETRIC_GRAMS_PER_CM3;
      const kilos = Math.ceil(Math.max(parcel.weight, volumetricGrams) / 1000);
      const homePrice = 3900 + 1.6 * km + kilos * (520 + 0.22 * km);
      const rates: CarrierRate[] = PRODUCTS.flatMap((product) => {
        const { min, max } = product.days(km);
        const home = homePrice * product.priceFactor;
        return (['D', 'S'] as const).map((deliveredType) => ({
          deliveredType,
          productType: product.productType,
          productName: product.productName,
          price: Math.round((deliveredType === 'D' ? home : home * BRANCH_SHARE) * 100) / 100,
          deliveryTimeMin: String(min),
          deliveryTimeMax: String(max),
        }));
      });
      return Promise.resolve({ rates, validTo: new Date(now() + DAY_MS) });
    },

    agencies(provinceCode: string): Promise<CarrierAgency[]> {
      const province = SIMULATED_PROVINCES.find((p) => p.provinceCode === provinceCode);
      if (!province) {
        return Promise.reject(
          new CarrierError('rejected', `Simulator: unknown province ${provinceCode}`, 400),
        );
      }
      return Promise.resolve(
        province.branches.map((branch, index) =>
          toAgency(province.provinceCode, province.name, branch, index),
        ),
      );
    },
  };
}
