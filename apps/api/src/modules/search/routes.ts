import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { synonymGroupSchema } from '@shop/domain';
import { MISS_WINDOW_DAYS, type SearchService } from './service.js';
import { errorAnswers, noContent, sendJsonText } from '../../http/answers.js';
import { liveSearchAnswerSchema } from '@shop/domain';

const liveSearchQuery = z.object({
  q: z.string('Escribí qué buscar.').max(100, 'La búsqueda no puede superar los 100 caracteres.'),
  limit: z.coerce
    .number()
    .int('El límite debe ser un número entero.')
    .min(1, 'El límite debe ser al menos 1.')
    .max(20, 'El límite no puede superar 20.')
    .default(8),
});

/** Owner-only search tuning answers. */
const synonymGroupAnswer = z.object({ id: z.number().int(), terms: z.array(z.string()) });

const synonymParams = z.object({
  id: z.coerce
    .number('El grupo de sinónimos no existe.')
    .int('El grupo de sinónimos no existe.')
    .positive('El grupo de sinónimos no existe.')
    .max(Number.MAX_SAFE_INTEGER, 'El grupo de sinónimos no existe.'),
});

/** What the search box asks of the catalogue (the products service answers it). */
export type LiveSearchAnswers = {
  liveSearchAnswer(q: string, limit: number): Promise<string>;
};

export function searchRoutes(
  app: FastifyInstance,
  search: SearchService,
  products: LiveSearchAnswers,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/search',
    {
      config: { publicCache: true },
      schema: {
        tags: ['search'],
        summary:
          'Búsqueda en vivo del encabezado: los productos más relevantes y, si no hay ninguno, la sugerencia «¿Quisiste decir …?»',
        querystring: liveSearchQuery,
        response: { 200: liveSearchAnswerSchema, ...errorAnswers },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await products.liveSearchAnswer(request.query.q, request.query.limit)),
  );

  r.get(
    '/api/search/misses',
    {
      config: { admin: true },
      schema: {
        tags: ['search'],
        summary: `Búsquedas sin resultados de los últimos ${MISS_WINDOW_DAYS} días, con cuántas veces se hicieron`,
        response: {
          200: z.object({
            days: z.number().int(),
            misses: z.array(
              z.object({ query: z.string(), count: z.number().int(), lastDay: z.string() }),
            ),
          }),
          ...errorAnswers,
        },
      },
    },
    async () => ({ days: MISS_WINDOW_DAYS, misses: await search.misses() }),
  );

  r.get(
    '/api/search/synonyms',
    {
      config: { admin: true },
      schema: {
        tags: ['search'],
        summary: 'Grupos de sinónimos',
        response: {
          200: z.object({ synonyms: z.array(synonymGroupAnswer) }),
          ...errorAnswers,
        },
      },
    },
    async () => ({ synonyms: await search.listSynonyms() }),
  );

  r.post(
    '/api/search/synonyms',
    {
      config: { admin: true },
      schema: {
        tags: ['search'],
        summary: 'Crear grupo de sinónimos',
        body: synonymGroupSchema,
        response: { 201: synonymGroupAnswer, ...errorAnswers },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await search.createSynonyms(request.body.terms)),
  );

  r.put(
    '/api/search/synonyms/:id',
    {
      config: { admin: true },
      schema: {
        tags: ['search'],
        summary: 'Editar grupo de sinónimos',
        params: synonymParams,
        body: synonymGroupSchema,
        response: { 200: synonymGroupAnswer, ...errorAnswers },
      },
    },
    async (request) => search.updateSynonyms(request.params.id, request.body.terms),
  );

  r.delete(
    '/api/search/synonyms/:id',
    {
      config: { admin: true },
      schema: {
        tags: ['search'],
        summary: 'Eliminar grupo de sinónimos',
        params: synonymParams,
        response: { 204: noContent, ...errorAnswers },
      },
    },
    async (request, reply) => {
      await search.removeSynonyms(request.params.id);
      return reply.status(204).send(undefined);
    },
  );
}
