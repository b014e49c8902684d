/** Stock screens and the products list's bulk actions (issue 45): bodies and answers, for forms and API alike. */
import { z } from 'zod';
import { STOCK_REASONS } from '../stock.js';
import { readVersion } from './versions.js';

const note = z
  .string({ error: 'La nota debe ser un texto' })
  .trim()
  .max(200, 'La nota no puede superar los 200 caracteres')
  .default('');

const sizeRef = {
  variantId: z.number({ error: 'El color no es válido' }).int().min(0),
  size: z.string({ error: 'El talle es obligatorio' }).trim().min(1, 'El talle es obligatorio'),
};

/** A quick +/− on one size. */
export const stockAdjustSchema = z.object({
  ...sizeRef,
  delta: z
    .number({ error: 'El cambio debe ser un número entero' })
    .int('El cambio debe ser un número entero')
    .min(-100000, 'El cambio es demasiado grande')
    .max(100000, 'El cambio es demasiado grande')
    .refine((delta) => delta !== 0, 'El cambio no puede ser 0'),
  note,
});
export type StockAdjust = z.output<typeof stockAdjustSchema>;

/** "Ingreso de mercadería": several sizes of one product, in one transaction. */
export const stockReceiptSchema = z.object({
  lines: z
    .array(
      z.object({
        ...sizeRef,
        quantity: z
          .number({ error: 'La cantidad debe ser un número entero' })
          .int('La cantidad debe ser un número entero')
          .min(1, 'La cantidad debe ser al menos 1')
          .max(100000, 'La cantidad es demasiado grande'),
      }),
      { error: 'Las líneas deben ser una lista' },
    )
    .min(1, 'Cargá al menos un talle con cantidad')
    .max(500, 'Demasiados talles en un ingreso')
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, i) => {
        const key = JSON.stringify([line.variantId, line.size]);
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'size'],
            message: `El talle ${line.size} está repetido`,
          });
        }
        seen.add(key);
      });
    }),
  note,
});
export type StockReceipt = z.output<typeof stockReceiptSchema>;

const code = (label: string) =>
  z
    .string({ error: `${label} debe ser un texto` })
    .trim()
    .max(64, `${label} no puede superar los 64 caracteres`)
    .regex(/^[\w.\-/]*$/u, `${label} solo admite letras, números, guiones, puntos y barras`);

/** SKU and barcode of one size (empty clears them). */
export const sizeCodesSchema = z.object({
  ...sizeRef,
  sku: code('El SKU'),
  barcode: code('El código de barras'),
});
export type SizeCodes = z.output<typeof sizeCodesSchema>;

export const stockSizeAnswerSchema = z.object({
  variantId: z.number(),
  variant: z.string(),
  size: z.string(),
  stock: z.number(),
  sold: z.number(),
  sku: z.string(),
  barcode: z.string(),
});
export type StockSizeAnswer = z.infer<typeof stockSizeAnswerSchema>;

export const productStockAnswerSchema = z.object({
  id: z.string(),
  productName: z.string(),
  version: z.number(),
  sizes: z.array(stockSizeAnswerSchema),
});
export type ProductStockAnswer = z.infer<typeof productStockAnswerSchema>;

export const stockMovementAnswerSchema = z.object({
  id: z.number(),
  at: z.string(),
  delta: z.number(),
  stockAfter: z.number(),
  reason: z.enum(STOCK_REASONS),
  note: z.string(),
  /** The admin who made it, by e-mail; null for the shop's own moves (orders, expiry). */
  by: z.string().nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.number().nullable(),
});
export type StockMovementAnswer = z.infer<typeof stockMovementAnswerSchema>;

export const stockHistoryAnswerSchema = z.object({
  variantId: z.number(),
  size: z.string(),
  stock: z.number(),
  movements: z.array(stockMovementAnswerSchema),
  /** More movements exist before the oldest one shown. */
  truncated: z.boolean(),
});
export type StockHistoryAnswer = z.infer<typeof stockHistoryAnswerSchema>;

export const BULK_PRODUCT_ACTIONS = ['enable', 'disable', 'price', 'add_to_promotion'] as const;

export const bulkProductsSchema = z
  .object({
    action: z.enum(BULK_PRODUCT_ACTIONS, { error: 'La acción no es válida' }),
    items: z
      .array(z.object({ id: z.string().min(1).max(200), version: readVersion }), {
        error: 'Elegí al menos un producto',
      })
      .min(1, 'Elegí al menos un producto')
      .max(500, 'Elegí hasta 500 productos por vez'),
    price: z
      .object({
        kind: z.enum(['percent', 'amount'], { error: 'Elegí porcentaje o monto' }),
        value: z
          .number({ error: 'Ingresá un número' })
          .refine((value) => value !== 0, 'El cambio no puede ser 0'),
        round99: z.boolean().default(false),
      })
      .refine((price) => price.kind !== 'percent' || (price.value >= -90 && price.value <= 500), {
        message: 'El porcentaje debe estar entre -90 y 500',
        path: ['value'],
      })
      .optional(),
    promotionId: z.string().optional(),
  })
  .refine((body) => body.action !== 'price' || body.price !== undefined, {
    message: 'Falta el cambio de precio',
    path: ['price'],
  })
  .refine((body) => body.action !== 'add_to_promotion' || Boolean(body.promotionId), {
    message: 'Elegí una promoción',
    path: ['promotionId'],
  });
export type BulkProducts = z.output<typeof bulkProductsSchema>;

export const bulkProductsAnswerSchema = z.object({
  results: z.array(
    z.object({ id: z.string(), name: z.string(), ok: z.boolean(), message: z.string() }),
  ),
});
export type BulkProductsAnswer = z.infer<typeof bulkProductsAnswerSchema>;
