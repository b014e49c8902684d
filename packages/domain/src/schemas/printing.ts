/** POST /api/admin/orders/print: which orders, and whether as packing slips or labels. */
import { z } from 'zod';

/** Orders printed in one PDF at most: a busy shipping day, still a file a browser opens. */
export const MAX_PRINTED_ORDERS = 500;

export const PRINT_KINDS = ['slips', 'labels'] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

export const printOrdersSchema = z.object(
  {
    ids: z
      .array(
        z
          .string({ error: 'Cada pedido debe indicarse por su id' })
          .min(1, { error: 'Cada pedido debe indicarse por su id' })
          .max(100, { error: 'Cada pedido debe indicarse por su id' }),
        { error: 'Indicá los pedidos a imprimir en una lista (ids)' },
      )
      .min(1, { error: 'Elegí al menos un pedido para imprimir' })
      .max(MAX_PRINTED_ORDERS, {
        error: `Se pueden imprimir hasta ${MAX_PRINTED_ORDERS} pedidos por vez`,
      }),
    kind: z.enum(PRINT_KINDS, {
      error: 'Indicá qué imprimir: remitos (slips) o etiquetas (labels)',
    }),
  },
  { error: 'Indicá los pedidos y qué imprimir' },
);
export type PrintOrdersInput = z.input<typeof printOrdersSchema>;
