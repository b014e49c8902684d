import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOGUE_SORTS,
  categoryByName,
  categoryBySlug,
  newProductSchema,
  productUpdateSchema,
  versionedDeleteSchema,
} from '@shop/domain';
import type { ProductService } from './service.js';
import { productAdminRoutes } from './admin-routes.js';
import { errorAnswers, noContent, sendJsonText } from '../../http/answers.js';
import { productAnswerSchema, productPageAnswerSchema } from '@shop/domain';
import { idParams } from '../../http/params.js';

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

/** Category filters accept the name ('Botines') or the URL slug ('botines'). */
function categoryNames(values: string[]): string[] {
  return values.map((v) => categoryBySlug(v.toLowerCase())?.name ?? categoryByName(v)?.name ?? v);
}

/** Products of one page when `limit` is left out. */
const PAGE_SIZE = 12;

const catalogueQuery = z.object({
  category: listParam.transform(categoryNames),
  brand: listParam,
  subcategory: listParam,
  size: listParam,
  tag: listParam,
  /** Blank is no search. */
  q: z
    .string()
    .max(100, 'La búsqueda no puede superar los 100 caracteres.')
    .optional()
    .transform((value) => value?.trim() || undefined),
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
    .default(PAGE_SIZE),
  /** Admins ask for disabled products too (the back office's product table). */
  all: z.enum(['0', '1']).optional(),
});

type CatalogueQuery = z.output<typeof catalogueQuery>;

/**
 * The query as far as it changes the answer. The handler reads it and the public cache keys on
 * it, so every spelling of one answer is one kept answer:
 * - without `page`, `limit` changes nothing;
 * - without a search, no sort is novedades;
 * - the whole unpaged list (no filter, no search) is always the one kept made (newest first):
 *   `sort` does not reorder it. Each order would be one more 12.7 MB, 1.2 s build at 10,000
 *   products after every write (an order is a write), made by whoever asked. SPEC's clients that
 *   read the whole list sort it themselves, and the storefront sorts by pages.
 */
function answerQuery(query: CatalogueQuery): CatalogueQuery {
  const paged = query.page !== undefined;
  const searching = query.q !== undefined;
  const filtered =
    searching ||
    [query.category, query.brand, query.subcategory, query.size, query.tag].some(
      (values) => values.length > 0,
    );
  const sortChanges = (paged || filtered) && (searching || query.sort !== 'novedades');
  return {
    ...query,
    sort: sortChanges ? query.sort : undefined,
    limit: paged ? query.limit : PAGE_SIZE,
  };
}

export function productRoutes(app: FastifyInstance, service: ProductService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  productAdminRoutes(app, service.admin);

  r.get(
    '/api/products',
    {
      config: {
        publicCache: true,
        // A page the memory makes without a search costs less to make again than to key and
        // keep: shoppers spread over more pages than the cache holds, so each read was a miss
        // that parsed its query twice and copied its answer (bench/RESULTS.md, third session).
        publicCacheSkips: (query) =>
          service.answersProductsFromMemory &&
          query.page !== undefined &&
          (typeof query.q !== 'string' || query.q.trim() === ''),
        // `all` needs an admin's token, and the cache serves only requests without one.
        publicCacheQuery: (query) => ({ ...answerQuery(query as CatalogueQuery), all: undefined }),
      },
      schema: {
        tags: ['products'],
        summary:
          'Catálogo: sin `page`, todos los productos habilitados que cumplen los filtros (sin filtros ni búsqueda, siempre los más nuevos primero; un admin con ?all=1 ve también los desactivados); con `page`, una página filtrada',
        querystring: catalogueQuery,
        response: {
          200: z.union([z.array(productAnswerSchema), productPageAnswerSchema]),
          ...errorAnswers,
        },
      },
    },
    async (request, reply) => {
      const q = answerQuery(request.query);
      const filter = {
        categories: q.category,
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
      // The memory's kept text is the answer already: keeping a copy of it per URL cost more
      // than it saved (random products by slug, PostgreSQL: 3,500-3,600 req/s with, 4,900-5,200
      // without, same run). Without the memory every read would reach the database: kept then.
      config: { publicCache: !service.answersProductsFromMemory },
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
    async (request, reply) =>
      reply.status(201).send(await service.create(request.body, request.admin?.userId)),
  );

  r.put(
    '/api/products/:id',
    {
      // Shoppers' answers that show the product are forgotten, not the whole public cache.
      config: { admin: true, changesProducts: true },
      schema: {
        tags: ['products'],
        summary:
          'Editar producto (con `version`: 409 stale_version si cambió; con `stockRead` por talle, el stock es un cambio sobre el actual)',
        params: idParams,
        body: productUpdateSchema,
        response: { 200: productAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => service.update(request.params.id, request.body, request.admin?.userId),
  );

  r.delete(
    '/api/product/:id',
    {
      config: { admin: true },
      schema: {
        tags: ['products'],
        summary: 'Eliminar producto (con `version`, solo si nadie lo cambió desde entonces)',
        params: idParams,
        body: versionedDeleteSchema,
        response: { 204: noContent, ...errorAnswers },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, request.body?.version);
      return reply.status(204).send(undefined);
    },
  );
}
