/**
 * Stock history (issue 45): every change of a size's stock is one movement, written by the
 * database's trigger with the reason its writer names, so the movements always add up to the stock.
 */

export const STOCK_REASONS = [
  'initial',
  'order',
  'cancellation',
  'refund',
  'import',
  'edit',
  'adjustment',
  'receipt',
] as const;

export type StockReason = (typeof STOCK_REASONS)[number];

/** How the history screen names each reason. */
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  initial: 'Stock inicial',
  order: 'Venta',
  cancellation: 'Cancelación',
  refund: 'Reintegro',
  import: 'Importación',
  edit: 'Edición del producto',
  adjustment: 'Ajuste',
  receipt: 'Ingreso de mercadería',
};

export const stockReasonLabel = (reason: string): string =>
  (STOCK_REASON_LABELS as Record<string, string>)[reason] ?? reason;

/** The refusal of a change that would leave a size below 0. */
export const negativeStockMessage = (name: string, size: string, stock: number) =>
  `El stock de ${name} (talle ${size}) no puede quedar por debajo de 0: hay ${stock}.`;
