/** What the packing slips and labels read: the chosen orders, their products' box and codes. */
import type { Dimensions } from '@shop/domain';
import { and, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, products, productSizes } from '../../db/schema.js';

export type PrintedOrderRow = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'orderNumber'
  | 'name'
  | 'email'
  | 'phone'
  | 'clientId'
  | 'trackId'
  | 'adminComment'
  | 'paymentMethod'
  | 'shippingType'
  | 'subtotalCents'
  | 'shippingAmountCents'
  | 'promotionDiscountCents'
  | 'transferDiscountCents'
  | 'couponDiscountCents'
  | 'couponCode'
  | 'transactionAmountCents'
  | 'shipment'
  | 'items'
  | 'createdAt'
>;

/** A size's own code, keyed `productId/variantId/size`. */
export const sizeKey = (productId: string, variantId: number, size: string) =>
  `${productId}/${variantId}/${size}`;

export function createPrintingRepo(db: Db) {
  return {
    /** The orders of these ids (UUIDs only), in no particular order. */
    async orders(ids: readonly string[]): Promise<PrintedOrderRow[]> {
      if (!ids.length) return [];
      return db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          name: orders.name,
          email: orders.email,
          phone: orders.phone,
          clientId: orders.clientId,
          trackId: orders.trackId,
          adminComment: orders.adminComment,
          paymentMethod: orders.paymentMethod,
          shippingType: orders.shippingType,
          subtotalCents: orders.subtotalCents,
          shippingAmountCents: orders.shippingAmountCents,
          promotionDiscountCents: orders.promotionDiscountCents,
          transferDiscountCents: orders.transferDiscountCents,
          couponDiscountCents: orders.couponDiscountCents,
          couponCode: orders.couponCode,
          transactionAmountCents: orders.transactionAmountCents,
          shipment: orders.shipment,
          items: orders.items,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(inArray(orders.id, [...ids]));
    },

    /** Each product's packed weight (g) and size (cm); a deleted product is missing. */
    async dimensions(productIds: readonly string[]): Promise<Map<string, Dimensions>> {
      if (!productIds.length) return new Map();
      const rows = await db
        .select({
          id: products.id,
          weight: products.weight,
          height: products.height,
          width: products.width,
          length: products.length,
        })
        .from(products)
        .where(inArray(products.id, [...productIds]));
      return new Map(rows.map(({ id, ...dimensions }) => [id, dimensions]));
    },

    /** The SKUs the owner gave these products' sizes (blank ones left out). */
    async skus(productIds: readonly string[]): Promise<Map<string, string>> {
      if (!productIds.length) return new Map();
      const rows = await db
        .select({
          productId: productSizes.productId,
          variantId: productSizes.variantId,
          size: productSizes.size,
          sku: productSizes.sku,
        })
        .from(productSizes)
        .where(and(inArray(productSizes.productId, [...productIds]), ne(productSizes.sku, '')));
      return new Map(rows.map((r) => [sizeKey(r.productId, r.variantId, r.size), r.sku]));
    },
  };
}

export type PrintingRepo = ReturnType<typeof createPrintingRepo>;
