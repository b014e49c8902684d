import {
  isPromotionRunning,
  offersGift,
  PERCENT_OFF_TYPE,
  promotionSchema,
  promotionState,
  type NewPromotion,
  type PercentOffSale,
  type PromotionUpdate,
  type PromotionAnswer,
} from '@shop/domain';
import { ApiError, notFound, staleWrite } from '../../http/errors.js';
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
    productIds: p.productIds,
    giftCategories: p.giftCategories,
    giftSubcategories: p.giftSubcategories,
    startDate: p.startDate,
    endDate: p.endDate,
    percentOff: p.percentOff,
    brands: p.brands,
    badge: p.badge,
    disabled: p.disabled,
    video_youtube: p.videoYoutube,
    usageRecord: p.usageDates.map((dateUsed) => ({ dateUsed })),
    createdAt: p.createdAt.toISOString(),
    version: p.version,
  };
}

export type PromotionDto = ReturnType<typeof toPromotionDto>;

/** A promotion runs from its start date through its end date, in the shop's own time zone. */
export const isPromotionActive = (p: PromotionRecord, today = shopToday()) =>
  isPromotionRunning(p, today);

/** Accepts 'YYYY-MM-DD' or a full ISO timestamp; keeps the calendar day. */
const calendarDay = (value: string) => value.slice(0, 10);

/** The stored columns of a whole, valid promotion: gift and "% OFF" fields only for their kind. */
function columnsOf(input: NewPromotion): Omit<NewPromotionRow, 'slug'> {
  const gift = offersGift(input.type);
  const percent = input.type === PERCENT_OFF_TYPE;
  return {
    title: input.title,
    description: input.description ?? '',
    img: input.img ?? '',
    type: input.type,
    categories: input.categories,
    subcategories: input.subcategories ?? [],
    productIds: input.productIds ?? [],
    giftCategories: gift ? (input.giftCategories ?? []) : [],
    giftSubcategories: gift ? (input.giftSubcategories ?? []) : [],
    startDate: input.startDate ? calendarDay(input.startDate) : null,
    endDate: calendarDay(input.endDate),
    percentOff: percent ? input.percentOff : null,
    brands: percent ? input.brands : [],
    disabled: input.disabled ?? false,
    videoYoutube: input.video_youtube || null,
  };
}

/** The promotion an edit leaves: the record with the sent fields over it, checked as a new one. */
function editedPromotion(record: PromotionRecord, input: PromotionUpdate): NewPromotion {
  const { version: _version, ...sent } = input;
  const merged = {
    title: record.title,
    description: record.description,
    img: record.img,
    type: record.type,
    categories: record.categories,
    subcategories: record.subcategories,
    productIds: record.productIds,
    giftCategories: record.giftCategories,
    giftSubcategories: record.giftSubcategories,
    startDate: record.startDate,
    endDate: record.endDate,
    percentOff: record.percentOff,
    brands: record.brands,
    video_youtube: record.videoYoutube,
    disabled: record.disabled,
    ...Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)),
  };
  const checked = promotionSchema.safeParse(merged);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new ApiError(
      400,
      'validation_error',
      issue?.message ?? 'Los datos de la promoción no son válidos',
      issue?.path.join('.') || undefined,
    );
  }
  return checked.data;
}

/**
 * The running "% OFF" promotions are kept this long: every checkout prices by them, and on a sale
 * day reading them was a query per order. A write through this instance forgets them at once;
 * another instance's write shows within this time (decision 0035, addendum).
 */
export const RUNNING_SALES_KEPT_MS = 1000;

export function createPromotionService(repo: PromotionRepo) {
  let keptSales: { today: string; at: number; sales: Promise<PercentOffSale[]> } | undefined;
  /** After every write: the next checkout reads the promotions again. */
  const written = <T>(result: T): T => {
    keptSales = undefined;
    return result;
  };

  async function readRunningSales(today: string): Promise<PercentOffSale[]> {
    const records = await repo.listOfType(PERCENT_OFF_TYPE);
    return records
      .filter((p) => isPromotionRunning(p, today) && p.percentOff !== null)
      .map((p) => ({
        id: p.id,
        title: p.title,
        percentOff: p.percentOff ?? 0,
        categories: p.categories,
        subcategories: p.subcategories,
        brands: p.brands,
        productIds: p.productIds,
      }));
  }

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
      const row: NewPromotionRow = { slug: '', ...columnsOf(input) };
      const id = written(
        await insertWithFreeSlug(input.title, 'promocion', repo.slugsLike, (slug) =>
          repo.insert({ ...row, slug }),
        ),
      );
      return toPromotionDto(await getRecord(id, true));
    },

    /** Any field, type and categories too; its uses ('Veces usado') stay with it. */
    async update(id: string, input: PromotionUpdate) {
      const record = await getRecord(id, true);
      const patch = columnsOf(editedPromotion(record, input));
      const result = written(await repo.update(record.id, patch, input.version));
      if (result === 'stale') throw staleWrite('promotion');
      if (result === 'missing') throw notFound('No encontramos esa promoción.');
      return toPromotionDto(await getRecord(record.id, true));
    },

    /** The "% OFF" promotions shoppers are priced by today (the checkout's), kept a moment. */
    runningSales(today = shopToday()): Promise<PercentOffSale[]> {
      const now = performance.now();
      if (keptSales?.today !== today || now - keptSales.at >= RUNNING_SALES_KEPT_MS) {
        const sales = readRunningSales(today);
        keptSales = { today, at: now, sales };
        // A failed read is not kept: the next checkout tries again.
        sales.catch(() => {
          if (keptSales?.sales === sales) keptSales = undefined;
        });
      }
      return keptSales.sales;
    },

    /**
     * The promotion the products list's 'Agregar a promoción…' adds to (404 when unknown), and
     * why every product is refused: an ended one covers nothing any more.
     */
    async bulkTarget(id: string) {
      const record = await getRecord(id, true);
      const ended = promotionState(record, shopToday()) === 'No Activo';
      return {
        id: record.id,
        title: record.title,
        refusal: ended
          ? `La promoción "${record.title}" terminó el ${record.endDate.split('-').reverse().join('/')}: cambiá su fecha de caducidad para sumarle productos.`
          : null,
      };
    },

    /** Names one product in the promotion, in its own write (the version bumped). */
    addProduct: async (id: string, productId: string) =>
      written(await repo.addProduct(id, productId)),

    async remove(id: string, version?: number) {
      const record = await getRecord(id, true);
      if (written(await repo.remove(record.id, version)) === 'stale') throw staleWrite('promotion');
    },
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;
