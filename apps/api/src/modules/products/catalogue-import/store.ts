import { sql } from 'drizzle-orm';
import type { CatalogueImportPlan, CatalogueImportState, ImportedProductState } from '@shop/domain';
import type { DbExecutor } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { productSizes, productVariants, products } from '../../../db/schema.js';
import type { NewProductRow, ProductRow, VariantRecord } from '../product-records.js';
import { variantRowsOf } from '../variant-rows.js';

/** A product the catalogue import adds: its row (id chosen beforehand) and its colours. */
export type ImportedNewProduct = { row: NewProductRow & { id: string }; variants: VariantRecord[] };

/** What a catalogue import writes, worked out by the products service from the plan. */
export type CatalogueImportWrite = {
  productUpdates: (Pick<
    ProductRow,
    | 'id'
    | 'productName'
    | 'brand'
    | 'cat'
    | 'subCat'
    | 'priceCents'
    | 'comparePriceCents'
    | 'disabled'
    | 'searchText'
  > &
    Pick<NewProductRow, 'searchTerms' | 'searchWords'>)[];
  stockUpdates: CatalogueImportPlan['stockUpdates'];
  newProducts: ImportedNewProduct[];
};

/** Rows per multi-row insert: well under both drivers' limit of 65,535 parameters. */
const INSERT_CHUNK = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The catalogue import's reads and writes, inside the caller's transaction. Every write of the
 * import goes through `applyCatalogueImport`, so anything kept per product hooks in here.
 */
export const catalogueImportStore = {
  /**
   * The named products with their colours and sizes (locked until the transaction ends when
   * `lock`), and every brand in use.
   */
  async state(
    tx: DbExecutor,
    ids: readonly string[],
    lock: boolean,
  ): Promise<CatalogueImportState> {
    const idList = sql`(select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
    if (lock)
      await tx.execute(sql`select id from products where id in ${idList} order by id for update`);
    const rows = await queryRows<ImportedProductState>(
      tx,
      sql`select p.id, p.product_name as name, p.brand, p.cat, p.sub_cat as "subCat",
                 p.price_cents as "priceCents", p.compare_price_cents as "comparePriceCents",
                 p.disabled, p.color, p.tags,
                 coalesce((
                   select json_agg(json_build_object(
                     'variantId', v.variant_id, 'name', v.name,
                     'sizes', coalesce((
                       select json_agg(json_build_object('size', s.size, 'stock', s.stock) order by s.position)
                       from product_sizes s where s.product_id = v.product_id and s.variant_id = v.variant_id
                     ), '[]'::json)) order by v.position)
                   from product_variants v where v.product_id = p.id
                 ), '[]'::json) as variants
          from products p where p.id in ${idList}`,
    );
    const brands = await queryRows<{ brand: string }>(
      tx,
      sql`select distinct brand from products order by brand`,
    );
    return {
      products: new Map(
        rows.map((row) => [
          row.id,
          {
            ...row,
            priceCents: Number(row.priceCents),
            comparePriceCents:
              row.comparePriceCents === null ? null : Number(row.comparePriceCents),
            variants: typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants,
          },
        ]),
      ),
      brands: brands.map((row) => row.brand),
    };
  },

  /** Slugs already taken by any of `bases` or `base-N`. */
  async takenSlugs(tx: DbExecutor, bases: readonly string[]): Promise<string[]> {
    if (!bases.length) return [];
    const rows = await queryRows<{ slug: string }>(
      tx,
      sql`select slug from products
          where regexp_replace(slug, '-[0-9]+$', '') in
                (select value from jsonb_array_elements_text(${JSON.stringify(bases)}::jsonb))`,
    );
    return rows.map((row) => row.slug);
  },

  /** Writes the whole import: product columns, size stock, new products with their colours. */
  async applyCatalogueImport(tx: DbExecutor, write: CatalogueImportWrite): Promise<void> {
    for (const part of chunks(write.productUpdates, 2000)) {
      await tx.execute(
        sql`update products p set product_name = u.name, brand = u.brand, cat = u.cat,
                   sub_cat = u.sub_cat, price_cents = u.price_cents,
                   compare_price_cents = u.compare_price_cents, disabled = u.disabled,
                   search_text = u.search_text, search_terms = u.search_terms,
                   search_words = u.search_words, updated_at = now(), version = p.version + 1
            from jsonb_to_recordset(${JSON.stringify(
              part.map((p) => ({
                id: p.id,
                name: p.productName,
                brand: p.brand,
                cat: p.cat,
                sub_cat: p.subCat,
                price_cents: p.priceCents,
                compare_price_cents: p.comparePriceCents,
                disabled: p.disabled,
                search_text: p.searchText,
                search_terms: p.searchTerms,
                search_words: p.searchWords,
              })),
            )}::jsonb) as u(id uuid, name text, brand text, cat text, sub_cat text,
                            price_cents bigint, compare_price_cents bigint, disabled boolean,
                            search_text text, search_terms text[], search_words text[])
            where p.id = u.id`,
      );
    }
    for (const part of chunks(write.stockUpdates, 5000)) {
      await tx.execute(
        sql`update product_sizes s set stock = u.stock
            from jsonb_to_recordset(${JSON.stringify(part)}::jsonb)
                 as u("productId" uuid, "variantId" int, size text, stock int)
            where s.product_id = u."productId" and s.variant_id = u."variantId" and s.size = u.size`,
      );
    }
    // Stock the owner set is an admin write: a form read before it is stale (decision 0030).
    const restocked = [...new Set(write.stockUpdates.map((u) => u.productId))];
    for (const part of chunks(restocked, 5000)) {
      await tx.execute(
        sql`update products set version = version + 1
            where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(part)}::jsonb))`,
      );
    }
    for (const part of chunks(write.newProducts, INSERT_CHUNK)) {
      await tx.insert(products).values(part.map((p) => p.row));
    }
    const variants = write.newProducts.flatMap((p) => variantRowsOf(p.row.id, p.variants));
    for (const part of chunks(variants, INSERT_CHUNK * 2)) {
      await tx.insert(productVariants).values(part);
    }
    const sizes = write.newProducts.flatMap((p) =>
      p.variants.flatMap((v) =>
        v.sizes.map((s, position) => ({
          productId: p.row.id,
          variantId: v.id,
          size: s.size,
          position,
          stock: s.stock,
          sold: 0,
        })),
      ),
    );
    for (const part of chunks(sizes, INSERT_CHUNK * 4)) {
      await tx.insert(productSizes).values(part);
    }
  },
};
