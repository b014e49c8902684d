import {
  changedPrice,
  formatARS,
  negativeStockMessage,
  STALE_WRITE_MESSAGES,
  STOCK_REASONS,
  type BulkProducts,
  type BulkProductsAnswer,
  type ProductStockAnswer,
  type SizeCodes,
  type StockAdjust,
  type StockHistoryAnswer,
  type StockReceipt,
  type StockReason,
} from '@shop/domain';
import { conflict, notFound } from '../../http/errors.js';
import type { SearchService } from '../search/service.js';
import { toProductDto, type ProductDto } from './product-dto.js';
import type { AdminProductQuery, ProductRepo } from './repo.js';
import type { StockRefusal, StockRepo } from './stock-repo.js';
import { isUuid } from '../../lib/ids.js';
import type { PromotionService } from '../promotions/service.js';

/** What 'Agregar a promoción…' needs of the promotions. */
export type BulkPromotions = Pick<PromotionService, 'bulkTarget' | 'addProduct'>;

/** The back office's request for a page of products; `q` searches like the storefront. */
export type AdminProductFilter = Omit<AdminProductQuery, 'search' | 'code' | 'limit' | 'offset'> & {
  q?: string | undefined;
};

/** Movements a history answer shows, newest first. */
const HISTORY_LIMIT = 200;

const isReason = (reason: string): reason is StockReason =>
  (STOCK_REASONS as readonly string[]).includes(reason);

/**
 * The products list to work in and the stock screens (issue 45). `changed`: what every product
 * write does after it (the counts' and the search vocabulary's refresh); the public cache
 * follows by the route's `changesProducts`.
 */
export function createProductAdminService(
  repo: ProductRepo,
  stock: StockRepo,
  search: SearchService,
  changed: () => void,
  promotions?: BulkPromotions,
) {
  async function productOf(id: string) {
    const product = isUuid(id) ? await stock.product(id) : undefined;
    if (!product) throw notFound('No encontramos ese producto.');
    return product;
  }

  function refusalError(name: string, refusal: StockRefusal) {
    return refusal.refused === 'missing'
      ? notFound(`${name} no tiene el talle ${refusal.size}.`)
      : conflict(negativeStockMessage(name, refusal.size, refusal.stock));
  }

  /** One product of a bulk action, reported whatever happens to it. */
  async function bulkOne(
    item: BulkProducts['items'][number],
    body: BulkProducts,
  ): Promise<BulkProductsAnswer['results'][number]> {
    const record = await repo.findByIdOrSlug(item.id);
    if (!record)
      return { id: item.id, name: '', ok: false, message: 'No encontramos ese producto.' };
    const report = (ok: boolean, message: string) => ({
      id: record.id,
      name: record.productName,
      ok,
      message,
    });
    let patch: { disabled?: boolean; priceCents?: number };
    let done: string;
    if (body.action === 'enable' || body.action === 'disable') {
      const disabled = body.action === 'disable';
      if (record.disabled === disabled) {
        return report(true, disabled ? 'Ya estaba desactivado.' : 'Ya estaba activo.');
      }
      patch = { disabled };
      done = disabled ? 'Desactivado.' : 'Activado.';
    } else if (body.action === 'price' && body.price) {
      const result = changedPrice(Number(record.priceCents), body.price);
      if (!result.ok) return report(false, result.message);
      patch = { priceCents: result.priceCents };
      done = `Precio: ${formatARS(Number(record.priceCents))} → ${formatARS(result.priceCents)}.`;
    } else {
      return report(false, 'Esta acción todavía no está disponible.');
    }
    const outcome = await repo.bulkSet(record.id, patch, item.version);
    if (outcome === 'stale') return report(false, STALE_WRITE_MESSAGES.product);
    if (outcome === 'missing') return report(false, 'No encontramos ese producto.');
    return report(true, done);
  }

  /**
   * 'Agregar a promoción…': each product named in the promotion by its own write; one already in
   * it is done, a disabled one is added and said so; an ended promotion refuses them all.
   */
  async function addToPromotion(body: BulkProducts): Promise<BulkProductsAnswer> {
    if (!promotions) throw new Error('the products service was built without the promotions');
    const target = await promotions.bulkTarget(body.promotionId ?? '');
    const results: BulkProductsAnswer['results'] = [];
    for (const item of body.items) {
      const record = await repo.findByIdOrSlug(item.id);
      if (!record) {
        results.push({ id: item.id, name: '', ok: false, message: 'No encontramos ese producto.' });
        continue;
      }
      const report = (ok: boolean, message: string) =>
        results.push({ id: record.id, name: record.productName, ok, message });
      if (target.refusal) {
        report(false, target.refusal);
        continue;
      }
      const outcome = await promotions.addProduct(target.id, record.id);
      if (outcome === 'missing') report(false, 'La promoción ya no existe.');
      else if (outcome === 'already') report(true, `Ya estaba en "${target.title}".`);
      else if (record.disabled) {
        report(
          true,
          `Agregado a "${target.title}". Está desactivado: no se ve en la tienda hasta que lo actives.`,
        );
      } else report(true, `Agregado a "${target.title}".`);
    }
    return { results };
  }

  return {
    async list(filter: AdminProductFilter, page: number, limit: number) {
      const { q, ...rest } = filter;
      const text = q?.trim();
      const understood = text ? await search.understand(text) : undefined;
      const { records, total } = await repo.adminList({
        ...rest,
        ...(text ? { search: understood?.search || null, code: text } : {}),
        sort: rest.sort === 'relevance' && !text ? 'newest' : rest.sort,
        limit,
        offset: (page - 1) * limit,
      });
      return { items: records.map(toProductDto) satisfies ProductDto[], total, page, limit };
    },

    /** Each product in its own write, reported one by one; the rest go on when one is refused. */
    async bulk(body: BulkProducts): Promise<BulkProductsAnswer> {
      if (body.action === 'add_to_promotion') return addToPromotion(body);
      const results: BulkProductsAnswer['results'] = [];
      for (const item of body.items) results.push(await bulkOne(item, body));
      if (results.some((result) => result.ok)) changed();
      return { results };
    },

    async stock(id: string): Promise<ProductStockAnswer> {
      const product = await productOf(id);
      return { ...product, sizes: await stock.sizes(product.id) };
    },

    async adjust(id: string, body: StockAdjust, userId?: string): Promise<ProductStockAnswer> {
      const product = await productOf(id);
      const refusal = await stock.change(product.id, [body], {
        reason: 'adjustment',
        userId,
        note: body.note,
      });
      if (refusal) throw refusalError(product.productName, refusal);
      changed();
      return { ...product, sizes: await stock.sizes(product.id) };
    },

    /** "Ingreso de mercadería": every line or none. */
    async receive(id: string, body: StockReceipt, userId?: string): Promise<ProductStockAnswer> {
      const product = await productOf(id);
      const refusal = await stock.change(
        product.id,
        body.lines.map(({ variantId, size, quantity }) => ({ variantId, size, delta: quantity })),
        { reason: 'receipt', userId, note: body.note },
      );
      if (refusal) throw refusalError(product.productName, refusal);
      changed();
      return { ...product, sizes: await stock.sizes(product.id) };
    },

    async setCodes(id: string, body: SizeCodes): Promise<ProductStockAnswer> {
      const product = await productOf(id);
      if (!(await stock.setCodes(product.id, body))) {
        throw refusalError(product.productName, { refused: 'missing', size: body.size });
      }
      return { ...product, sizes: await stock.sizes(product.id) };
    },

    async history(id: string, variantId: number, size: string): Promise<StockHistoryAnswer> {
      const product = await productOf(id);
      const sizes = await stock.sizes(product.id);
      const current = sizes.find((s) => s.variantId === variantId && s.size === size);
      if (!current) throw notFound(`${product.productName} no tiene el talle ${size}.`);
      const rows = await stock.history(product.id, variantId, size, HISTORY_LIMIT + 1);
      return {
        variantId,
        size,
        stock: current.stock,
        truncated: rows.length > HISTORY_LIMIT,
        movements: rows.slice(0, HISTORY_LIMIT).map((row) => ({
          id: Number(row.id),
          at: new Date(row.at).toISOString(),
          delta: row.delta,
          stockAfter: row.stockAfter,
          reason: isReason(row.reason) ? row.reason : 'adjustment',
          note: row.note,
          by: row.by,
          orderId: row.orderId,
          orderNumber: row.orderNumber,
        })),
      };
    },
  };
}

export type ProductAdminService = ReturnType<typeof createProductAdminService>;
