/** The owner's desk as the API answers it (GET /api/admin/dashboard). */
import { z } from 'zod';

const figureSchema = z.object({ amount: z.number(), orders: z.number() });

/** A paid-sales figure beside the same figure for the period just before. */
export const salesPeriodSchema = figureSchema.extend({ previous: figureSchema });
export type SalesPeriod = z.infer<typeof salesPeriodSchema>;

const countByKeySchema = figureSchema.extend({ key: z.string() });

/** One size of an enabled product at or under the low-stock threshold. */
export const lowStockSizeSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  variant: z.string(),
  size: z.string(),
  stock: z.number(),
});
export type LowStockSizeAnswer = z.infer<typeof lowStockSizeSchema>;

/** How many sizes GET /api/admin/stock/low lists at most. */
export const LOW_STOCK_LIST_LIMIT = 5000;

/** Amounts in pesos, days in Argentina's calendar. */
export const dashboardAnswerSchema = z.object({
  generatedAt: z.string(),
  days: z.number(),
  sales: z.object({
    today: salesPeriodSchema,
    last7: salesPeriodSchema,
    last30: salesPeriodSchema,
  }),
  averageOrder: z.number(),
  daily: z.array(figureSchema.extend({ day: z.string() })),
  ordersByStatus: z.array(countByKeySchema),
  paymentMethods: z.array(countByKeySchema),
  topProducts: z.array(
    z.object({ id: z.string(), name: z.string(), units: z.number(), amount: z.number() }),
  ),
  unpaidTransfers: z.object({
    total: z.number(),
    orders: z.array(
      z.object({
        id: z.string(),
        order_number: z.number(),
        name: z.string(),
        email: z.string(),
        amount: z.number(),
        createdAt: z.string(),
      }),
    ),
  }),
  lowStock: z.object({
    threshold: z.number(),
    /** Every size at or under the threshold, sold out included. */
    total: z.number(),
    /** Of those, the sizes with no stock left. */
    soldOut: z.number(),
    sizes: z.array(lowStockSizeSchema),
  }),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;

/** GET /api/admin/stock/low: every size at or under the threshold, fewest first. */
export const lowStockAnswerSchema = z.object({
  threshold: z.number(),
  sizes: z.array(lowStockSizeSchema),
  /** More sizes than the answer holds: the list stops at the first LOW_STOCK_LIST_LIMIT. */
  truncated: z.boolean(),
});
export type LowStockAnswer = z.infer<typeof lowStockAnswerSchema>;

/** One row of a catalogue import's dry run (POST /api/admin/products/import/preview). */
export const catalogueImportRowSchema = z.object({
  row: z.number(),
  action: z.enum(['crear', 'actualizar', 'sin cambios', 'error']),
  productId: z.string().nullable(),
  name: z.string(),
  colour: z.string(),
  size: z.string(),
  changes: z.array(z.string()),
  errors: z.array(z.string()),
});

/** What an import would do (dry run) or did (applied); `fileHash` names the file checked. */
export const catalogueImportAnswerSchema = z.object({
  fileHash: z.string(),
  applied: z.boolean(),
  counts: z.object({
    create: z.number(),
    update: z.number(),
    unchanged: z.number(),
    errors: z.number(),
  }),
  rows: z.array(catalogueImportRowSchema),
  /** New products, created Desactivado, and what each needs before it can be sold. */
  needs: z.array(z.object({ name: z.string(), missing: z.array(z.string()) })),
});
export type CatalogueImportAnswer = z.infer<typeof catalogueImportAnswerSchema>;
