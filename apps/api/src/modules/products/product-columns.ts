import { searchDocument, toCents, type ProductUpdate } from '@shop/domain';
import type { EditedVariantRecord, NewProductRow, ProductRow } from './product-records.js';

type DocumentFields = Pick<
  ProductRow,
  'productName' | 'brand' | 'cat' | 'subCat' | 'color' | 'tags'
>;

/** The search columns of a product (name, brand, category, subcategory, colours and tags). */
export function searchColumns(p: DocumentFields, variants: { variant: string }[]) {
  const document = searchDocument({
    name: p.productName,
    brand: p.brand,
    category: p.cat,
    subcategory: p.subCat,
    colours: [p.color, ...variants.map((v) => v.variant)],
    tags: p.tags,
  });
  return { searchText: document.nameKey, searchTerms: document.terms, searchWords: document.words };
}

export function variantsOf(input: NonNullable<ProductUpdate['variants']>): EditedVariantRecord[] {
  return input.map((v) => ({
    id: v.id,
    variant: v.variant,
    imgUrl: v.imgUrl,
    sizes: v.sizes.map((s) => ({
      size: s.size,
      stock: s.stock ?? 0,
      sold: s.sold ?? 0,
      stockRead: (s as { stockRead?: number }).stockRead,
    })),
  }));
}

/** Columns an update may touch, from whichever fields the admin sent. */
export function columnsOf(input: ProductUpdate): Partial<NewProductRow> {
  const row: Partial<NewProductRow> = {};
  if (input.productName !== undefined) row.productName = input.productName;
  if (input.price !== undefined) row.priceCents = toCents(input.price);
  if (input.compare_price !== undefined)
    row.comparePriceCents = input.compare_price === null ? null : toCents(input.compare_price);
  if (input.discount_percentage !== undefined) row.discountPercentage = input.discount_percentage;
  if (input.brand !== undefined) row.brand = input.brand;
  if (input.cat !== undefined) row.cat = input.cat;
  if (input.sub_cat !== undefined) row.subCat = input.sub_cat || null;
  if (input.description !== undefined) row.description = input.description;
  if (input.color !== undefined) row.color = input.color;
  if (input.badge !== undefined) row.badge = input.badge;
  if (input.tags !== undefined) row.tags = input.tags;
  if (input.video_youtube !== undefined) row.videoYoutube = input.video_youtube || null;
  if (input.disabled !== undefined) row.disabled = input.disabled;
  if (input.new_arrivals !== undefined) row.newArrivals = input.new_arrivals;
  if (input.best_sellers !== undefined) row.bestSellers = input.best_sellers;
  if (input.special_offers !== undefined) row.specialOffers = input.special_offers;
  if (input.dimensions !== undefined) Object.assign(row, input.dimensions);
  return row;
}
