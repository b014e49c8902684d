import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isValidPostalCode, provinceByCode } from '@shop/domain';
import { z } from 'zod';
import { ApiError } from '../../http/errors.js';
import {
  INVALID_POSTAL_CODE_MESSAGE,
  INVALID_TOKEN_MESSAGE,
  ShippingUnavailableError,
  type ShippingService,
} from './service.js';
import { errorAnswers } from '../../http/answers.js';

const DIMENSION_MESSAGE = 'Las medidas del paquete deben ser números mayores que 0';
const dimension = z.number({ error: DIMENSION_MESSAGE }).positive(DIMENSION_MESSAGE).max(100_000);

const tokenField = z.string({ error: INVALID_TOKEN_MESSAGE }).max(2000);

const ratesBody = z.object({
  postalCodeDestination: z
    .string({ error: 'Debe ingresar su código postal' })
    .max(20, INVALID_POSTAL_CODE_MESSAGE)
    .refine(isValidPostalCode, INVALID_POSTAL_CODE_MESSAGE),
  dimensions: z.object(
    { weight: dimension, height: dimension, width: dimension, length: dimension },
    { error: 'Faltan las medidas del paquete' },
  ),
  token: tokenField,
});

const agenciesBody = z.object({
  provinceCode: z
    .string({ error: 'La provincia no es válida' })
    .max(2, 'La provincia no es válida')
    .refine((code) => provinceByCode(code) !== undefined, 'La provincia no es válida'),
  token: tokenField,
});

const rate = z.object({
  deliveredType: z.enum(['D', 'S']),
  productType: z.string(),
  productName: z.string(),
  price: z.number(),
  deliveryTimeMin: z.number().nullable(),
  deliveryTimeMax: z.number().nullable(),
});

const agency = z.object({
  code: z.string(),
  name: z.string(),
  location: z.object({
    address: z.object({
      streetName: z.string(),
      streetNumber: z.string(),
      locality: z.string(),
      city: z.string(),
      postalCode: z.string(),
    }),
  }),
});

/** Public calls cost a carrier request each: enough for a shopper, not for a scraper. */
const PUBLIC_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

export function shippingRoutes(app: FastifyInstance, service: ShippingService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Runs before the body is validated: without a valid token nothing else is looked at. */
  async function requireToken(request: FastifyRequest) {
    const body = request.body;
    const token = body && typeof body === 'object' && 'token' in body ? body.token : undefined;
    if (!(await service.verifyToken(token))) {
      throw new ApiError(401, 'invalid_shipping_token', INVALID_TOKEN_MESSAGE);
    }
  }

  /** The carrier's own words go to the log; the shopper gets SPEC.md's message. */
  function logCarrierFailure(request: FastifyRequest, _reply: FastifyReply, error: Error) {
    if (error instanceof ShippingUnavailableError) {
      request.log.warn({ carrier: error.carrierError.message }, 'carrier call failed');
    }
    return Promise.resolve();
  }

  r.get(
    '/api/correo-argentino-token',
    {
      config: { rateLimit: PUBLIC_LIMIT },
      schema: {
        tags: ['shipping'],
        summary: 'Token de la tienda (1 hora) para cotizar envíos y buscar sucursales',
        response: { 200: z.object({ token: z.string(), expire: z.string() }), ...errorAnswers },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.issueToken();
    },
  );

  r.post(
    '/api/rates',
    {
      config: { rateLimit: PUBLIC_LIMIT, readsOnly: true },
      preValidation: requireToken,
      onError: logCarrierFailure,
      schema: {
        tags: ['shipping'],
        summary: 'Tarifas de envío a domicilio y a sucursal para un paquete',
        body: ratesBody,
        response: {
          200: z.object({ domicilio: z.array(rate), sucursal: z.array(rate) }),
          ...errorAnswers,
        },
      },
    },
    (request) =>
      service.quoteRates({
        postalCodeDestination: request.body.postalCodeDestination,
        dimensions: request.body.dimensions,
      }),
  );

  r.post(
    '/api/agencies',
    {
      config: { rateLimit: PUBLIC_LIMIT, readsOnly: true },
      preValidation: requireToken,
      onError: logCarrierFailure,
      schema: {
        tags: ['shipping'],
        summary: 'Sucursales del correo en una provincia',
        body: agenciesBody,
        response: { 200: z.object({ agencies: z.array(agency) }), ...errorAnswers },
      },
    },
    (request) => service.agencies(request.body.provinceCode),
  );
}
