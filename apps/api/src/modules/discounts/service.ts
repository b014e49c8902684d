import {
  normalizeCouponCode,
  type Coupon,
  type CouponUpdate,
  type CouponAnswer,
} from '@shop/domain';
import { isUniqueViolation } from '../../db/errors.js';
import { conflict, notFound, staleWrite } from '../../http/errors.js';
import type { CouponRecord, CouponRepo } from './repo.js';

export function toCouponDto(c: CouponRecord): CouponAnswer {
  return {
    id: c.id,
    _id: c.id,
    code: c.code,
    description: c.description,
    percentage: c.percentage,
    remainingUses: c.remainingUses,
    usageRecord: c.usages.map((u) => ({ dateUsed: u.usedAt, orderId: u.orderId })),
    createdAt: c.createdAt.toISOString(),
    version: c.version,
  };
}

export function createDiscountService(repo: CouponRepo) {
  return {
    list: async () => ({ discounts: (await repo.list()).map(toCouponDto) }),

    async create(input: Coupon) {
      const code = normalizeCouponCode(input.code);
      try {
        await repo.insert({
          code,
          description: input.description ?? '',
          percentage: input.percentage,
          remainingUses: input.remainingUses,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(`Ya existe un cupón con el código ${code}.`);
        throw error;
      }
      const created = await repo.findByCode(code);
      if (!created) throw notFound('No encontramos ese cupón.');
      return toCouponDto(created);
    },

    async update(rawCode: string, input: CouponUpdate) {
      const code = normalizeCouponCode(rawCode);
      const patch: Parameters<CouponRepo['update']>[1] = {};
      if (input.percentage !== undefined) patch.percentage = input.percentage;
      if (input.description !== undefined) patch.description = input.description;
      // With the uses the page read, the owner's change is applied to the uses left now.
      const usesChange =
        input.remainingUses !== undefined && input.remainingUsesRead !== undefined
          ? input.remainingUses - input.remainingUsesRead
          : undefined;
      if (input.remainingUses !== undefined && usesChange === undefined) {
        patch.remainingUses = input.remainingUses;
      }
      if (Object.keys(patch).length || usesChange !== undefined || input.version !== undefined) {
        const result = await repo.update(code, patch, { version: input.version, usesChange });
        if (result === 'stale') throw staleWrite('coupon');
        if (result === 'missing') throw notFound('No encontramos ese cupón.');
      }
      const updated = await repo.findByCode(code);
      if (!updated) throw notFound('No encontramos ese cupón.');
      return toCouponDto(updated);
    },

    /** The checkout's check: tells whether the code can be used now. It never uses it up. */
    async check(rawCode: string): Promise<{ valid: boolean; discount: number }> {
      const coupon = await repo.findByCode(normalizeCouponCode(rawCode));
      if (!coupon || coupon.remainingUses < 1) return { valid: false, discount: 0 };
      return { valid: true, discount: coupon.percentage };
    },
  };
}

export type DiscountService = ReturnType<typeof createDiscountService>;
