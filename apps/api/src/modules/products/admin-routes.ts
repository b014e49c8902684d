import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkProductsAnswerSchema,
  bulkProductsSchema,
  categoryByName,
  categoryBySlug,
  productPageAnswerSchema,
  productStockAnswerSchema,
  sizeCodesSchema,
  stockAdjustSchema,
  stockHistoryAnswerSchema,
  stockReceiptSchema,
} from '@shop/domain';
import { errorAnswers } from '../../http/answers.js';
import type { ProductAdminService } from './admin-service.js';
import { ADMIN_PRODUCT_SORTS } from './repo.js';
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

const adminListQuery = z.object({
  q: z.string().max(100, 'La búsqueda no puede superar los 100 caracteres.').optional(),
  category: listParam.transform((values) =>
    values.map((v) => categoryBySlug(v.toLowerCase())?.name ?? categoryByName(v)?.name ?? v),
  ),
  subcategory: listParam,
  brand: listParam,
  status: z.enum(['active', 'disabled'], 'El estado debe ser active o disabled.').optional(),
  stock: z.enum(['out', 'low'], 'El filtro de stock debe ser out o low.').optional(),
  /** Without it: the most relevant first when searching, else the newest. */
  sort: z
    .enum(ADMIN_PRODUCT_SORTS, `El orden debe ser uno de: ${ADMIN_PRODUCT_SORTS.join(', ')}.`)
    .default('relevance'),
  page: z.coerce.number().int().min(1, 'La página debe ser 1 o mayor.').default(1),
  limit: z.coerce.number().int().min(1).max(100, 'El límite no puede superar 100.').default(20),
});

const historyQuery = z.object({
  variantId: z.coerce.number().int().min(0, 'El color no es válido.'),
  size: z.string().trim().min(1, 'El talle es obligatorio.'),
});

/** The back office's products list, its bulk actions and the stock screens (issue 45). */
export function productAdminRoutes(app: FastifyInstance, service: ProductAdminService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/products',
    {
      config: { admin: true },
      schema: {
        tags: ['products'],
        summary:
          'Lista de productos del admin: desactivados también, filtros (categoría, subcategoría, marca, estado, sin stock, stock bajo), orden y página; `q` busca como la tienda (tolera errores de tipeo) y por SKU o código de barras',
        querystring: adminListQuery,
        response: { 200: productPageAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const { q, category, subcategory, brand, status, stock, sort, page, limit } = request.query;
      return service.list(
        {
          q,
          categories: category,
          subcategories: subcategory,
          brands: brand,
          status,
          stock,
          sort,
        },
        page,
        limit,
      );
    },
  );

  r.post(
    '/api/admin/products/bulk',
    {
      config: { admin: true, changesProducts: true },
      schema: {
        tags: ['products'],
        summary:
          'Acción sobre varios productos (activar, desactivar, cambiar precio por % o monto, con redondeo a $…99, agregar a una promoción): cada uno por separado, con `version` si se leyó; informa producto por producto',
        body: bulkProductsSchema,
        response: { 200: bulkProductsAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const answer = await service.bulk(request.body);
      // A promotion write empties the whole public cache, as the promotion routes' (decision 0039).
      if (request.body.action === 'add_to_promotion' && answer.results.some((r) => r.ok)) {
        app.publicCache.clear();
      }
      return answer;
    },
  );

  r.get(
    '/api/admin/products/:id/stock',
    {
      config: { admin: true },
      schema: {
        tags: ['products'],
        summary: 'Stock del producto por color y talle, con SKU y código de barras',
        params: idParams,
        response: { 200: productStockAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => service.stock(request.params.id),
  );

  r.post(
    '/api/admin/products/:id/stock/adjust',
    {
      config: { admin: true, changesProducts: true },
      schema: {
        tags: ['products'],
        summary: 'Sumar o restar stock a un talle (queda en el historial como ajuste)',
        params: idParams,
        body: stockAdjustSchema,
        response: { 200: productStockAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => service.adjust(request.params.id, request.body, request.admin?.userId),
  );

  r.post(
    '/api/admin/products/:id/stock/receipts',
    {
      config: { admin: true, changesProducts: true },
      schema: {
        tags: ['products'],
        summary: 'Ingreso de mercadería: varios talles a la vez, todos o ninguno',
        params: idParams,
        body: stockReceiptSchema,
        response: { 200: productStockAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => service.receive(request.params.id, request.body, request.admin?.userId),
  );

  r.put(
    '/api/admin/products/:id/stock/codes',
    {
      config: { admin: true },
      schema: {
        tags: ['products'],
        summary: 'SKU y código de barras de un talle',
        params: idParams,
        body: sizeCodesSchema,
        response: { 200: productStockAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => service.setCodes(request.params.id, request.body),
  );

  r.get(
    '/api/admin/products/:id/stock/history',
    {
      config: { admin: true },
      schema: {
        tags: ['products'],
        summary:
          'Historial de stock de un talle: quién, cuándo, cuánto y por qué (venta, cancelación, reintegro, importación, ajuste, ingreso, edición)',
        params: idParams,
        querystring: historyQuery,
        response: { 200: stockHistoryAnswerSchema, ...errorAnswers },
      },
    },
    async (request) =>
      service.history(request.params.id, request.query.variantId, request.query.size),
  );
}
