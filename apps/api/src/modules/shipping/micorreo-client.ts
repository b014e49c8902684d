import { z } from 'zod';
import {
  CarrierError,
  type CarrierAgency,
  type CarrierQuote,
  type Parcel,
  type ShippingCarrier,
} from './carrier.js';
import type { MiCorreoConfig } from '../../config.js';

/** A token is renewed this long before MiCorreo says it expires. */
const TOKEN_RENEW_MARGIN_MS = 5 * 60 * 1000;

const tokenAnswer = z.object({ token: z.string().min(1), expires: z.string().min(1) });

/** Days as a string; the 2022 edition of the API sent no delivery times at all (null). */
const days = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : String(value)));

/** The answer's frame; each rate and each branch is read on its own (readEach). */
const ratesAnswer = z.object({
  validTo: z.string().nullish(),
  rates: z.array(z.unknown()),
});

const rateEntry = z.object({
  deliveredType: z.enum(['D', 'S']),
  productType: z.string().default(''),
  productName: z.string(),
  price: z.number().nonnegative(),
  deliveryTimeMin: days,
  deliveryTimeMax: days,
});

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

const agenciesAnswer = z.array(z.unknown());

const agencyEntry = z.object({
  code: z.string(),
  name: z.string(),
  services: z
    .object({
      packageReception: z.boolean().nullish(),
      pickupAvailability: z.boolean().nullish(),
    })
    .nullish()
    .transform((s) => ({
      packageReception: s?.packageReception ?? false,
      pickupAvailability: s?.pickupAvailability ?? false,
    })),
  location: z.object({
    address: z.object({
      streetName: text,
      streetNumber: text,
      locality: text,
      city: text,
      province: text,
      provinceCode: text,
      postalCode: text,
    }),
    latitude: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((v) => String(v ?? '')),
    longitude: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((v) => String(v ?? '')),
  }),
  status: z.enum(['ACTIVE', 'INACTIVE']).catch('INACTIVE'),
});

type Log = { warn: (obj: object, msg: string) => void };

/**
 * The entries of an answer that read as `schema`; a malformed one (a branch with
 * `location: null`) is dropped and logged, never the whole answer.
 */
function readEach<T>(entries: unknown[], schema: z.ZodType<T>, what: string, log?: Log): T[] {
  const read: T[] = [];
  for (const entry of entries) {
    const parsed = schema.safeParse(entry);
    if (parsed.success) read.push(parsed.data);
    else
      log?.warn(
        { entry, issues: parsed.error.issues },
        `MiCorreo ${what}: malformed entry dropped`,
      );
  }
  return read;
}

/**
 * MiCorreo writes `expires` as "yyyy-MM-dd HH:mm:ss" in Argentina's time (UTC−03:00) without an
 * offset (INTEGRATIONS.md 2.2); read as local time it would be off by the server's zone.
 */
export function parseMiCorreoExpiry(expires: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(expires.trim());
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}-03:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

type Fetch = typeof fetch;

/** The carrier, and its authorised calls for the shipments module (micorreo-shipments.ts). */
export type MiCorreoClient = ShippingCarrier & {
  /** Sends with the session's token (renewed on a 401); timeouts become CarrierError. */
  sendAuthorized(path: string, init: RequestInit): Promise<Response>;
};

/**
 * Correo Argentino's MiCorreo API: a Basic-auth token kept until shortly before it expires (and
 * renewed once on a 401), rates for home and branch in one call, branches by province. Every
 * call gives up after `timeoutMs`; failures become CarrierError.
 */
export function createMiCorreoClient(
  config: MiCorreoConfig,
  deps: { fetch?: Fetch; now?: () => number; log?: Log } = {},
): MiCorreoClient {
  const doFetch = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const baseUrl = config.baseUrl.replace(/\/$/, '');
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(`${baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new CarrierError('timeout', `MiCorreo ${path}: no answer in ${config.timeoutMs} ms`);
      }
      throw new CarrierError('unavailable', `MiCorreo ${path}: ${String(error)}`);
    }
  }

  async function readJson(path: string, response: Response): Promise<unknown> {
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new CarrierError(
          'timeout',
          `MiCorreo ${path}: answer cut after ${config.timeoutMs} ms`,
        );
      }
      body = undefined;
    }
    if (!response.ok) {
      const message =
        body && typeof body === 'object' && 'message' in body ? String(body.message) : '';
      throw new CarrierError(
        response.status >= 500 ? 'unavailable' : 'rejected',
        `MiCorreo ${path} answered ${response.status}${message ? `: ${message}` : ''}`,
        response.status,
        message || undefined,
      );
    }
    if (body === undefined) throw new CarrierError('bad_answer', `MiCorreo ${path}: not JSON`);
    return body;
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${config.user}:${config.password}`).toString('base64');
    const response = await call('/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}` },
    });
    const parsed = tokenAnswer.safeParse(await readJson('/token', response));
    if (!parsed.success) throw new CarrierError('bad_answer', 'MiCorreo /token: unexpected answer');
    const expiresAt = parseMiCorreoExpiry(parsed.data.expires)?.getTime() ?? now();
    cached = { token: parsed.data.token, renewAt: expiresAt - TOKEN_RENEW_MARGIN_MS };
    return parsed.data.token;
  }

  /** One token request at a time, however many shoppers ask at once. */
  function token(): Promise<string> {
    if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  /** A Bearer call, its answer as it came (the shipments module reads its own answers). */
  async function sendAuthorized(path: string, init: RequestInit): Promise<Response> {
    const send = async (bearer: string) =>
      call(path, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${bearer}` },
      });
    let response = await send(await token());
    if (response.status === 401) {
      // MiCorreo may drop a token before its printed expiry: renew once and retry.
      await response.body?.cancel();
      cached = null;
      response = await send(await token());
    }
    return response;
  }

  async function authorized(path: string, init: RequestInit): Promise<unknown> {
    return readJson(path, await sendAuthorized(path, init));
  }

  return {
    kind: 'micorreo',
    sendAuthorized,

    async quote(postalCodeDestination: string, parcel: Parcel): Promise<CarrierQuote> {
      // deliveredType left out: MiCorreo answers the home and the branch quote in one call.
      const body = await authorized('/rates', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          customerId: config.customerId,
          postalCodeOrigin: config.originPostalCode,
          postalCodeDestination,
          dimensions: parcel,
        }),
      });
      const parsed = ratesAnswer.safeParse(body);
      if (!parsed.success)
        throw new CarrierError('bad_answer', 'MiCorreo /rates: unexpected answer');
      const validTo = parsed.data.validTo ? new Date(parsed.data.validTo) : null;
      return {
        rates: readEach(parsed.data.rates, rateEntry, '/rates', deps.log),
        validTo: validTo && !Number.isNaN(validTo.getTime()) ? validTo : new Date(now()),
      };
    },

    async agencies(provinceCode: string): Promise<CarrierAgency[]> {
      const query = new URLSearchParams({
        customerId: config.customerId,
        provinceCode,
        services: 'pickup_availability',
      });
      const body = await authorized(`/agencies?${query.toString()}`, { method: 'GET' });
      const parsed = agenciesAnswer.safeParse(body);
      if (!parsed.success) {
        throw new CarrierError('bad_answer', 'MiCorreo /agencies: unexpected answer');
      }
      return readEach(parsed.data, agencyEntry, '/agencies', deps.log);
    },
  };
}
