import {
  fromCents,
  toCents,
  type CommissionUpdate,
  type NewCommission,
  type CommissionAnswer,
} from '@shop/domain';
import { notFound } from '../../http/errors.js';
import { insertWithFreeSlug } from '../../lib/slugs.js';
import type { CommissionRepo, CommissionRow, NewCommissionRow } from './repo.js';

type CommissionVariant = {
  id: number;
  variant: string;
  imgUrl: string[];
  sizes: { size: string; stock: number; sold: number }[];
};

export function toCommissionDto(c: CommissionRow): CommissionAnswer {
  const variants = c.variants as CommissionVariant[];
  return {
    id: c.id,
    _id: c.id,
    slug: c.slug,
    productName: c.productName,
    price: fromCents(c.priceCents),
    compare_price: c.comparePriceCents === null ? null : fromCents(c.comparePriceCents),
    brand: c.brand,
    cat: c.cat,
    sub_cat: c.subCat,
    image: variants[0]?.imgUrl[0] ?? '',
    description: c.description,
    variants,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
  };
}

function columnsOf(input: CommissionUpdate): Partial<NewCommissionRow> {
  const row: Partial<NewCommissionRow> = {};
  if (input.productName !== undefined) row.productName = input.productName;
  if (input.price !== undefined) row.priceCents = toCents(input.price);
  if (input.compare_price !== undefined)
    row.comparePriceCents = input.compare_price === null ? null : toCents(input.compare_price);
  if (input.brand !== undefined) row.brand = input.brand;
  if (input.cat !== undefined) row.cat = input.cat;
  if (input.sub_cat !== undefined) row.subCat = input.sub_cat || null;
  if (input.description !== undefined) row.description = input.description;
  if (input.status !== undefined) row.status = input.status;
  if (input.variants !== undefined) {
    row.variants = input.variants.map((v) => ({
      id: v.id,
      variant: v.variant,
      imgUrl: v.imgUrl,
      sizes: v.sizes.map((s) => ({ size: s.size, stock: s.stock ?? 0, sold: s.sold ?? 0 })),
    }));
  }
  return row;
}

export function createCommissionService(repo: CommissionRepo) {
  async function getRow(idOrSlug: string) {
    const row = await repo.findByIdOrSlug(idOrSlug);
    if (!row) throw notFound('No encontramos ese producto por encargo.');
    return row;
  }

  return {
    list: async () => (await repo.list()).map(toCommissionDto),
    get: async (idOrSlug: string) => toCommissionDto(await getRow(idOrSlug)),

    async create(input: NewCommission) {
      const columns = columnsOf(input);
      const row = await insertWithFreeSlug(input.productName, 'encargo', repo.slugsLike, (slug) =>
        repo.insert({
          ...columns,
          slug,
          productName: input.productName,
          priceCents: toCents(input.price),
          brand: input.brand,
          cat: input.cat,
          variants: columns.variants ?? [],
        }),
      );
      return toCommissionDto(row);
    },

    async update(id: string, input: CommissionUpdate) {
      const current = await getRow(id);
      const updated = await repo.update(current.id, columnsOf(input));
      if (!updated) throw notFound('No encontramos ese producto por encargo.');
      return toCommissionDto(updated);
    },

    async remove(id: string) {
      const current = await getRow(id);
      await repo.remove(current.id);
    },
  };
}

export type CommissionService = ReturnType<typeof createCommissionService>;
