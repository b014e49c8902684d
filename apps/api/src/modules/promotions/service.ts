import {
  offersGift,
  type NewPromotion,
  type PromotionUpdate,
  type PromotionAnswer,
} from '@shop/domain';
import { notFound, staleWrite } from '../../http/errors.js';
import { shopToday } from '../../lib/dates.js';
import { insertWithFreeSlug } from '../../lib/slugs.js';
import type { NewPromotionRow, PromotionRecord, PromotionRepo } from './repo.js';

export function toPromotionDto(p: PromotionRecord): PromotionAnswer {
  return {
    id: p.id,
    _id: p.id,
    slug: p.slug,
    title: p.title,
    description: p.description,
    img: p.img,
    type: p.type,
    categories: p.categories,
    subcategories: p.subcategories,
    giftCategories: p.giftCategories,
    giftSubcategories: p.giftSubcategories,
    endDate: p.endDate,
    badge: p.badge,
    disabled: p.disabled,
    video_youtube: p.videoYoutube,
    usageRecord: p.usageDates.map((dateUsed) => ({ dateUsed })),
    createdAt: p.createdAt.toISOString(),
    version: p.version,
  };
}

export type PromotionDto = ReturnType<typeof toPromotionDto>;

/** A promotion runs through its end date, in the shop's own time zone. */
export const isPromotionActive = (p: { disabled: boolean; endDate: string }, today = shopToday()) =>
  !p.disabled && p.endDate >= today;

/** Accepts 'YYYY-MM-DD' or a full ISO timestamp; keeps the calendar day. */
const calendarDay = (value: string) => value.slice(0, 10);

export function createPromotionService(repo: PromotionRepo) {
  async function getRecord(idOrSlug: string, includeInactive: boolean) {
    const record = await repo.findByIdOrSlug(idOrSlug);
    if (!record || (!includeInactive && !isPromotionActive(record))) {
      throw notFound('No encontramos esa promoción o ya no está disponible.');
    }
    return record;
  }

  return {
    async list(includeInactive: boolean) {
      const today = shopToday();
      const records = await repo.list();
      const visible = includeInactive
        ? records
        : records.filter((p) => isPromotionActive(p, today));
      return { promotion: visible.map(toPromotionDto) };
    },

    async get(idOrSlug: string, includeInactive: boolean) {
      return toPromotionDto(await getRecord(idOrSlug, includeInactive));
    },

    async create(input: NewPromotion) {
      const gift = offersGift(input.type);
      const row: NewPromotionRow = {
        slug: '',
        title: input.title,
        description: input.description ?? '',
        img: input.img ?? '',
        type: input.type,
        categories: input.categories,
        subcategories: input.subcategories ?? [],
        giftCategories: gift ? (input.giftCategories ?? []) : [],
        giftSubcategories: gift ? (input.giftSubcategories ?? []) : [],
        endDate: calendarDay(input.endDate),
        disabled: input.disabled ?? false,
        videoYoutube: input.video_youtube || null,
      };
      const id = await insertWithFreeSlug(input.title, 'promocion', repo.slugsLike, (slug) =>
        repo.insert({ ...row, slug }),
      );
      return toPromotionDto(await getRecord(id, true));
    },

    async update(id: string, input: PromotionUpdate) {
      const patch: Partial<NewPromotionRow> = {};
      if (input.title !== undefined) patch.title = input.title;
      if (input.description !== undefined) patch.description = input.description;
      if (input.endDate !== undefined) patch.endDate = calendarDay(input.endDate);
      if (input.disabled !== undefined) patch.disabled = input.disabled;
      const record = await getRecord(id, true);
      if (Object.keys(patch).length || input.version !== undefined) {
        const result = await repo.update(record.id, patch, input.version);
        if (result === 'stale') throw staleWrite('promotion');
        if (result === 'missing') throw notFound('No encontramos esa promoción.');
      }
      return toPromotionDto(await getRecord(record.id, true));
    },

    async remove(id: string, version?: number) {
      const record = await getRecord(id, true);
      if ((await repo.remove(record.id, version)) === 'stale') throw staleWrite('promotion');
    },
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;
