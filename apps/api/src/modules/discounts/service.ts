import {
  couponRuleIssues,
  couponSchema,
  couponStateRefusal,
  couponStatus,
  fromCents,
  normalizeCouponCode,
  pricingCouponOf,
  toCents,
  type CouponAnswer,
  type CouponCheckAnswer,
  type CouponInput,
  type CouponTerms,
  type CouponUpdate,
} from '@shop/domain';
import { isUniqueViolation } from '../../db/errors.js';
import { ApiError, conflict, notFound, staleWrite } from '../../http/errors.js';
import { shopToday } from '../../lib/dates.js';
import { couponTermsOf, dayEnds, dayStarts, type CouponRecord, type CouponRepo } from './repo.js';

const NOT_FOUND = 'No encontramos ese cupón.';

export function toCouponDto(c: CouponRecord): CouponAnswer {
  const terms = couponTermsOf(c);
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
    kind: terms.kind,
    amount: c.amountCents === null ? null : fromCents(Number(c.amountCents)),
    minPurchase: fromCents(terms.minPurchaseCents),
    startsOn: terms.startsOn,
    endsOn: terms.endsOn,
    perCustomerLimit: terms.perCustomerLimit,
    categories: c.categories,
    subcategories: c.subcategories,
    paused: c.paused,
    status: couponStatus(terms, shopToday()),
  };
}

/** The columns of a coupon's rules, from the form's values (pesos, shop days). */
function ruleColumns(rules: {
  kind: CouponTerms['kind'];
  percentage?: number | null | undefined;
  amount: number | null;
  minPurchase: number;
  startsOn: string | null;
  endsOn: string | null;
  perCustomerLimit: number | null;
  categories: string[];
  subcategories: string[];
}) {
  return {
    kind: rules.kind,
    // The column is SPEC's percentage: 0 for the kinds that take none.
    percentage: rules.kind === 'percent' ? (rules.percentage ?? 0) : 0,
    amountCents: rules.kind === 'fixed' && rules.amount !== null ? toCents(rules.amount) : null,
    minPurchaseCents: toCents(rules.minPurchase),
    startsAt: rules.startsOn ? dayStarts(rules.startsOn) : null,
    endsAt: rules.endsOn ? dayEnds(rules.endsOn) : null,
    perCustomerLimit: rules.perCustomerLimit,
    categories: rules.categories,
    subcategories: rules.subcategories,
  };
}

export function createDiscountService(repo: CouponRepo) {
  async function found(code: string) {
    const coupon = await repo.findByCode(code);
    if (!coupon) throw notFound(NOT_FOUND);
    return coupon;
  }

  return {
    list: async () => ({ discounts: (await repo.list()).map(toCouponDto) }),

    async create(body: CouponInput) {
      const input = couponSchema.parse(body);
      const code = normalizeCouponCode(input.code);
      try {
        await repo.insert({
          code,
          description: input.description ?? '',
          remainingUses: input.remainingUses,
          ...ruleColumns(input),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(`Ya existe un cupón con el código ${code}.`);
        throw error;
      }
      return toCouponDto(await found(code));
    },

    /**
     * An edit of any field (the code is the id). The coupon as the edit leaves it must hold the
     * same rules a new one does, so each field is merged with the stored one and checked.
     */
    async update(rawCode: string, input: CouponUpdate) {
      const code = normalizeCouponCode(rawCode);
      const current = await found(code);
      const stored = toCouponDto(current);
      const merged = {
        kind: input.kind ?? stored.kind,
        percentage: input.percentage ?? stored.percentage,
        amount: input.amount === undefined ? stored.amount : input.amount,
        minPurchase: input.minPurchase ?? stored.minPurchase,
        startsOn: input.startsOn === undefined ? stored.startsOn : input.startsOn,
        endsOn: input.endsOn === undefined ? stored.endsOn : input.endsOn,
        perCustomerLimit:
          input.perCustomerLimit === undefined ? stored.perCustomerLimit : input.perCustomerLimit,
        categories: input.categories ?? stored.categories,
        subcategories: input.subcategories ?? stored.subcategories,
      };
      const [issue] = couponRuleIssues(merged);
      if (issue) throw new ApiError(400, 'validation_error', issue[1], issue[0]);
      const rulesSent = Object.keys(merged).some(
        (key) => input[key as keyof typeof merged] !== undefined,
      );
      const patch: Parameters<CouponRepo['update']>[1] = rulesSent ? ruleColumns(merged) : {};
      if (input.description !== undefined) patch.description = input.description;
      if (input.paused !== undefined) patch.paused = input.paused;
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
        if (result === 'missing') throw notFound(NOT_FOUND);
      }
      return toCouponDto(await found(code));
    },

    /**
     * Deleted: hidden and refused like an unknown code, its code free for a new coupon; its uses
     * stay, and the orders that used it still name it.
     */
    async remove(rawCode: string, version?: number) {
      const code = normalizeCouponCode(rawCode);
      const result = await repo.update(code, { deletedAt: new Date() }, { version });
      if (result === 'stale') throw staleWrite('coupon');
      if (result === 'missing') throw notFound(NOT_FOUND);
    },

    /**
     * The checkout's check: whether the code can be used now, and if not why (its dates, pause,
     * uses); with the cart's product ids, its terms say which of them it applies to. It never
     * uses it up; the customer's own uses are counted when the order is placed.
     */
    async check(rawCode: string, productIds: readonly string[] = []): Promise<CouponCheckAnswer> {
      const coupon = await repo.findByCode(normalizeCouponCode(rawCode));
      if (!coupon) return { valid: false, discount: 0 };
      const terms = couponTermsOf(coupon);
      const reason = couponStateRefusal(terms, shopToday());
      if (reason) return { valid: false, discount: 0, reason };
      const { appliesTo } = pricingCouponOf(terms, await repo.productScopes(productIds));
      return {
        valid: true,
        discount: terms.kind === 'percent' ? terms.percentage : 0,
        terms: {
          kind: terms.kind,
          percentage: terms.kind === 'percent' ? terms.percentage : 0,
          amount: fromCents(terms.amountCents),
          minPurchase: fromCents(terms.minPurchaseCents),
          categories: [...terms.categories],
          appliesTo: appliesTo === 'all' ? 'all' : [...appliesTo],
        },
      };
    },
  };
}

export type DiscountService = ReturnType<typeof createDiscountService>;
