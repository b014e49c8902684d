import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOGUE_SORTS,
  categoryByName,
  categoryBySlug,
  newProductSchema,
  productUpdateSchema,
} from '@shop/domain';
import type { ProductService } from './service.js';
import { errorAnswers, noContent } from '../../http/answers.js';
import { productAnswerSchema, productPageAnswerSchema } from '@shop/domain';

/** `a,b` or repeated `?x=a&x=b`; empty values dropped. */
const listParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : value ? [value] : [])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  );

const catalogueQuery = z.object({
  category: listParam,
  brand: listParam,
  subcategory: listParam,
  size: listParam,
  tag: listParam,
  q: z.string().max(100, 'La búsqueda no puede superar los 100 caracteres.').optional(),
  /** Without it: novedades, or the most relevant first when `q` searches. */
  sort: z
    .enum(CATALOGUE_SORTS, 'El orden debe ser price_asc, novedades, popular o price_desc.')
    .optional(),
  page: z.coerce
    .number()
    .int('La página debe ser un número entero.')
    .min(1, 'La página debe ser 1 o mayor.')
    .optional(),
  limit: z.coerce
    .number()
    .int('El límite debe ser un número entero.')
    .min(1, 'El límite debe ser al menos 1.')
    .max(100, 'El límite no puede superar 100.')
    .default(12),
  /** Admins ask for disabled products too (the back office's product table). */
  all: z.enum(['0', '1']).optional(),
});

const idParams = z.object({ id: z.string().min(1).max(200) });

/** Answers kept as JSON text (the catalogue memory's, made by the same DTO) go out as they are. */
function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** Category filters accept the name ('Botines') or the URL slug ('botines'). */
function categoryNames(values: string[]): string[] {
  return values.map((v) => categoryBySlug(v.toLowerCase())?.name ?? categoryByName(v)?.name ?? v);
}

export function productRoutes(app: FastifyInstance, service: ProductService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/products',
    {
      config: { publicCache: true },
      schema: {
        tags: ['products'],
        summary:
          'Catálogo: sin `page`, todos los productos habilitados (un admin con ?all=1 ve también los desactivados); con `page`, una página filtrada',
        querystring: catalogueQuery,
        response: {
          200: z.union([z.array(productAnswerSchema), productPageAnswerSchema]),
          ...errorAnswers,
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const filter = {
        categories: categoryNames(q.category),
        brands: q.brand,
        subcategories: q.subcategory,
        sizes: q.size,
        tags: q.tag,
        q: q.q,
        sort: q.sort,
        includeDisabled: q.all === '1' && request.admin !== null,
      };
      const answer =
        q.page === undefined
          ? await service.listAllAnswer(filter)
          : await service.listPageAnswer(filter, q.page, q.limit, {
              recordMiss: request.admin === null,
            });
      return typeof answer === 'string' ? sendJsonText(reply, answer) : answer;
    },
  );

  r.get(
    '/api/products/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['products'],
        summary: 'Un producto por id o slug',
        params: idParams,
        response: { 200: productAnswerSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const answer = await service.getAnswer(request.params.id, request.admin !== null);
      return typeof answer === 'string' ? sendJsonText(reply, answer) : answer;
    },
  );

  r.post(
    '/api/products',
    {
      config: { admin: true },
      schema: {
        tags: ['products'],
        summary: 'Crear producto',
        body: newProductSchema,
        response: { 201: productAnswerSchema, ...errorAnswers },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );

  r.put(
    '/api/products/:id',
    {
      config: { admin: true },
      schema: {
        tags: ['products'],
        summary: 'Editar producto',
        params: idParams,
        body: productUpdateSchema,
        response: { 200: productAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );

  r.delete(
    '/api/product/:id',
    {
      config: { admin: true },
      schema: {
        tags: ['products'],
        summary: 'Eliminar producto',
        params: idParams,
        response: { 204: noContent, ...errorAnswers },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.status(204).send(undefined);
    },
  );
}
