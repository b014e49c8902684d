import { toCents, type CatalogueProduct, type ProductAnswer } from '@shop/domain';
import type { CatalogueMemory } from './catalogue-memory.js';

/**
 * The products an order names, as the catalogue memory holds them: the checkout prices an order
 * from these instead of reading the database (decision 0021). Undefined unless the memory holds
 * every one of them by id (none before its first read); it keeps only enabled products, so for a
 * disabled, removed or unknown one the caller reads the database, which says what is wrong.
 * Undefined too while the memory is not fresh (decision 0032): an order is never priced from a
 * memory that may have missed a price change.
 * Stock here only tells which sizes exist: the order's conditional update is what takes it.
 */
export function pricedProductsFromMemory(
  memory: CatalogueMemory,
  ids: readonly string[],
): Map<string, CatalogueProduct> | undefined {
  // Possibly behind the database (notices silent or lost): the checkout reads the database.
  if (!memory.fresh) return undefined;
  const found = new Map<string, CatalogueProduct>();
  for (const id of new Set(ids)) {
    const json = memory.find(id);
    if (json === undefined) return undefined;
    const answer = JSON.parse(json) as ProductAnswer;
    // `find` also takes a slug; an order names products by id only.
    if (answer.id !== id) return undefined;
    found.set(id, catalogueProductOf(answer));
  }
  return found;
}

function catalogueProductOf(answer: ProductAnswer): CatalogueProduct {
  return {
    id: answer.id,
    name: answer.productName,
    priceCents: toCents(answer.price),
    cat: answer.cat,
    subCat: answer.sub_cat,
    brand: answer.brand,
    disabled: answer.disabled,
    dimensions: answer.dimensions,
    variants: answer.variants.map((variant) => ({
      id: variant.id,
      name: variant.variant,
      images: variant.imgUrl,
      sizes: variant.sizes.map(({ size, stock }) => ({ size, stock })),
    })),
  };
}
