import { randomUUID } from 'node:crypto';
import type { CatalogueImportPlan, CatalogueImportState } from '@shop/domain';
import type { DbExecutor } from '../../../db/client.js';
import { nextFreeSlug, slugBase } from '../../../lib/slugs.js';
import { searchColumns } from '../product-columns.js';
import type { VariantRecord } from '../product-records.js';
import { catalogueImportStore, type CatalogueImportWrite } from './store.js';

/** The rows a valid import plan writes: search columns, slugs and ids worked out here. */
export async function importWrite(
  tx: DbExecutor,
  plan: CatalogueImportPlan,
  state: CatalogueImportState,
): Promise<CatalogueImportWrite> {
  const productUpdates = plan.productUpdates.map((update) => {
    const current = state.products.get(update.id)!;
    const fields = {
      productName: update.name,
      brand: update.brand,
      cat: update.cat,
      subCat: update.subCat,
      color: current.color,
      tags: current.tags,
    };
    return {
      id: update.id,
      ...fields,
      priceCents: update.priceCents,
      comparePriceCents: update.comparePriceCents,
      disabled: update.disabled,
      ...searchColumns(
        fields,
        current.variants.map((v) => ({ variant: v.name })),
      ),
    };
  });
  const bases = plan.newProducts.map((p) => slugBase(p.name, 'producto'));
  const taken = new Set(await catalogueImportStore.takenSlugs(tx, [...new Set(bases)]));
  const newProducts = plan.newProducts.map((p, index) => {
    const slug = nextFreeSlug(bases[index]!, taken);
    taken.add(slug);
    const variants: VariantRecord[] = p.variants.map((v, position) => ({
      id: position + 1,
      variant: v.name,
      imgUrl: [],
      sizes: v.sizes.map((s) => ({ size: s.size, stock: s.stock, sold: 0 })),
    }));
    const fields = {
      productName: p.name,
      brand: p.brand,
      cat: p.cat,
      subCat: p.subCat,
      color: p.variants[0]?.name ?? '',
      tags: [],
    };
    return {
      row: {
        id: randomUUID(),
        slug,
        ...fields,
        priceCents: p.priceCents,
        comparePriceCents: p.comparePriceCents,
        disabled: p.disabled,
        ...p.dimensions,
        ...searchColumns(fields, variants),
      },
      variants,
    };
  });
  return { productUpdates, stockUpdates: plan.stockUpdates, newProducts };
}
