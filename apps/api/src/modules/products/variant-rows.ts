import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productSizes, productVariants } from '../../db/schema.js';
import type { EditedSizeRecord, EditedVariantRecord, VariantRecord } from './product-records.js';

/** A product's colours as product_variants rows, in the order given. */
export function variantRowsOf(
  productId: string,
  variants: readonly Omit<VariantRecord, 'sizes'>[],
) {
  return variants.map((v, position) => ({
    productId,
    variantId: v.id,
    position,
    name: v.variant,
    images: v.imgUrl,
  }));
}

/** A product's colours and sizes as rows: written whole for a new product, in place on an edit. */
export async function insertVariants(db: Db, productId: string, variants: VariantRecord[]) {
  if (!variants.length) return;
  await db.insert(productVariants).values(variantRowsOf(productId, variants));
  const sizes = variants.flatMap((v) =>
    v.sizes.map((s, position) => ({
      productId,
      variantId: v.id,
      size: s.size,
      position,
      stock: s.stock,
      sold: s.sold,
    })),
  );
  if (sizes.length) await db.insert(productSizes).values(sizes);
}

/** A size's stock after the owner's edit (decision 0030). */
export function editedStock(
  sent: EditedSizeRecord,
  now: { stock: number; sold: number } | undefined,
): { stock: number; sold: number } {
  if (!now || sent.stockRead === undefined) return { stock: sent.stock, sold: sent.sold };
  return { stock: Math.max(0, now.stock + sent.stock - sent.stockRead), sold: now.sold };
}

/**
 * Makes the product's variants and sizes those sent, in place: removed ones deleted, kept ones
 * updated, new ones inserted. `current`: the sizes as they are now, locked by the caller.
 */
export async function replaceVariants(
  tx: Db,
  productId: string,
  variants: EditedVariantRecord[],
  current: { variantId: number; size: string; stock: number; sold: number }[],
) {
  const key = (variantId: number, size: string) => JSON.stringify([variantId, size]);
  const now = new Map(current.map((s) => [key(s.variantId, s.size), s]));
  const keptVariants = new Set(variants.map((v) => v.id));
  const sent = new Set(variants.flatMap((v) => v.sizes.map((s) => key(v.id, s.size))));
  const existingVariants = await tx
    .select({ variantId: productVariants.variantId })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  for (const { variantId } of existingVariants) {
    if (!keptVariants.has(variantId)) {
      await tx
        .delete(productVariants)
        .where(
          and(eq(productVariants.productId, productId), eq(productVariants.variantId, variantId)),
        );
    }
  }
  for (const size of current) {
    if (keptVariants.has(size.variantId) && !sent.has(key(size.variantId, size.size))) {
      await tx
        .delete(productSizes)
        .where(
          and(
            eq(productSizes.productId, productId),
            eq(productSizes.variantId, size.variantId),
            eq(productSizes.size, size.size),
          ),
        );
    }
  }
  if (!variants.length) return;
  await tx
    .insert(productVariants)
    .values(variantRowsOf(productId, variants))
    .onConflictDoUpdate({
      target: [productVariants.productId, productVariants.variantId],
      set: {
        position: sql`excluded.position`,
        name: sql`excluded.name`,
        images: sql`excluded.images`,
      },
    });
  const sizes = variants.flatMap((v) =>
    v.sizes.map((s, position) => ({
      productId,
      variantId: v.id,
      size: s.size,
      position,
      ...editedStock(s, now.get(key(v.id, s.size))),
    })),
  );
  if (!sizes.length) return;
  await tx
    .insert(productSizes)
    .values(sizes)
    .onConflictDoUpdate({
      target: [productSizes.productId, productSizes.variantId, productSizes.size],
      set: {
        position: sql`excluded.position`,
        stock: sql`excluded.stock`,
        sold: sql`excluded.sold`,
      },
    });
}
