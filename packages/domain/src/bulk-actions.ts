/**
 * Bulk actions on a selection of orders (issue 44): which actions there are, what each accepts of
 * an order before it is tried (the order's own move still goes through the transition table),
 * the list of tracking codes the owner pastes, and the run's request and report.
 */
import { z } from 'zod';
import { orderStatusLabel, type OrderStatus } from './catalogue.js';
import { ORDER_STATUS, PAID } from './order-status.js';

export const BULK_AREAS = ['orders', 'products'] as const;
export type BulkArea = (typeof BULK_AREAS)[number];

export const BULK_ORDER_ACTIONS = [
  'transfer_received',
  'generate_shipments',
  'mark_shipped',
] as const;
export type BulkOrderAction = (typeof BULK_ORDER_ACTIONS)[number];

/** What the owner reads on the button and the report's title. */
export const BULK_ORDER_ACTION_LABELS: Record<BulkOrderAction, string> = {
  transfer_received: 'Transferencia recibida',
  generate_shipments: 'Generar envíos',
  mark_shipped: 'Marcar Enviado',
};

/** At most this many orders a run: a day's orders many times over, a report one can read. */
export const BULK_MAX_ORDERS = 1000;

/** What a bulk action needs to know of an order before trying it. */
export type BulkOrderView = {
  order_number: number;
  status: OrderStatus;
  payment_method: string;
  track_id: string;
};

/**
 * Why this action is not tried on this order (Spanish), or null. The order page lets the owner
 * set any status; a bulk action only makes the move its name says, from where it makes sense.
 */
export function bulkOrderRefusal(
  action: BulkOrderAction,
  order: BulkOrderView,
  trackingCode = '',
): string | null {
  const status = `está en "${orderStatusLabel(order.status)}"`;
  if (action === 'transfer_received') {
    if (order.payment_method !== 'transferencia') {
      return `El pedido #${order.order_number} no se paga por transferencia.`;
    }
    if (order.status !== ORDER_STATUS.awaitingPayment) {
      return `El pedido #${order.order_number} ${status}: solo se marca la transferencia recibida de un pedido en "${orderStatusLabel(ORDER_STATUS.awaitingPayment)}".`;
    }
    return null;
  }
  if (action === 'mark_shipped') {
    // Already gone (MiCorreo's code shipped it): done with that code, refused with another.
    if (order.status === ORDER_STATUS.shipped && order.track_id) {
      return trackingCode && trackingCode !== order.track_id
        ? `El pedido #${order.order_number} ya está Enviado con el código ${order.track_id}: cambiá el código desde su detalle.`
        : null;
    }
    if (!PAID.includes(order.status)) {
      return `El pedido #${order.order_number} ${status}: solo se marca Enviado un pedido pagado.`;
    }
    if (!trackingCode && !order.track_id) {
      return `Falta el código de seguimiento del pedido #${order.order_number}: generá el envío o pegá su código.`;
    }
    return null;
  }
  // 'Generar envío' keeps its own checks (paid, not imported yet, no hold) on the order's side.
  return null;
}

/** One order number and the tracking code to ship it with. */
export type TrackingCodeLine = { orderNumber: number; trackingCode: string };

const trackingCode = z
  .string()
  .trim()
  .min(1, 'Falta el código de seguimiento.')
  .max(60, 'El código de seguimiento tiene más de 60 caracteres.')
  .regex(/^[A-Za-z0-9-]+$/, 'El código de seguimiento lleva solo letras, números y guiones.');

export const trackingCodeLineSchema = z.object({
  orderNumber: z.number().int().positive('El número de pedido no es válido.'),
  trackingCode,
});

/** A header line of a spreadsheet's CSV ("pedido,codigo"): no digit in its first cell. */
const isHeader = (cells: string[]) => !/\d/.test(cells[0] ?? '');

/**
 * The owner's pasted list or CSV of "order number, tracking code", one order a line: comma,
 * semicolon, tab or spaces between them, "#" and quotes allowed, a header line skipped. Each line
 * it cannot read is an error saying which line and why; nothing is taken from a list with errors.
 */
export function parseTrackingCodes(
  text: string,
): { ok: true; lines: TrackingCodeLine[] } | { ok: false; errors: string[] } {
  const lines: TrackingCodeLine[] = [];
  const errors: string[] = [];
  const byOrder = new Map<number, number>();
  const byCode = new Map<string, number>();
  let first = true;
  text.split(/\r?\n/).forEach((raw, index) => {
    const lineNumber = index + 1;
    const cells = raw
      .split(/[,;\t]|\s+/)
      .map((cell) => cell.trim().replace(/^["']|["']$/g, ''))
      .filter(Boolean);
    if (!cells.length) return;
    const header = first && isHeader(cells);
    first = false;
    if (header) return;
    const where = `Línea ${lineNumber}`;
    if (cells.length > 2) {
      errors.push(`${where}: tiene más de dos datos; va el número de pedido y su código.`);
      return;
    }
    const numberText = (cells[0] ?? '').replace(/^#/, '');
    if (!/^\d{1,9}$/.test(numberText) || Number(numberText) === 0) {
      errors.push(`${where}: "${cells[0]}" no es un número de pedido.`);
      return;
    }
    const orderNumber = Number(numberText);
    const code = trackingCode.safeParse(cells[1] ?? '');
    if (!code.success) {
      errors.push(`${where}: ${code.error.issues[0]?.message ?? 'el código no es válido.'}`);
      return;
    }
    const sameOrder = byOrder.get(orderNumber);
    if (sameOrder !== undefined) {
      errors.push(`${where}: el pedido #${orderNumber} ya está en la línea ${sameOrder}.`);
      return;
    }
    const sameCode = byCode.get(code.data.toUpperCase());
    if (sameCode !== undefined) {
      errors.push(`${where}: el código ${code.data} ya está en la línea ${sameCode}.`);
      return;
    }
    byOrder.set(orderNumber, lineNumber);
    byCode.set(code.data.toUpperCase(), lineNumber);
    lines.push({ orderNumber, trackingCode: code.data });
  });
  if (errors.length) return { ok: false, errors };
  if (!lines.length) return { ok: false, errors: ['Pegá al menos una línea con pedido y código.'] };
  return { ok: true, lines };
}

/** The orders list's filter, as the CSV export takes it: "all matching" without listing ids. */
export const bulkOrderFilterSchema = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha debe tener el formato AAAA-MM-DD')
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha debe tener el formato AAAA-MM-DD')
    .optional(),
  statuses: z.array(z.string().max(40)).max(20).optional(),
  payment_method: z.enum(['transferencia', 'mercadopago']).optional(),
  payment_alert: z.boolean().optional(),
  q: z.string().max(200).optional(),
});
export type BulkOrderFilter = z.infer<typeof bulkOrderFilterSchema>;

const orderIds = z
  .array(z.string().min(1).max(100))
  .max(BULK_MAX_ORDERS, `Elegí hasta ${BULK_MAX_ORDERS} pedidos por vez.`);

/** POST /api/admin/bulk/orders: the action, the selection (ids or the list's filter), its data. */
export const bulkOrdersRequestSchema = z
  .object(
    {
      action: z.enum(BULK_ORDER_ACTIONS, { error: 'Elegí una acción.' }),
      ids: orderIds.optional(),
      filter: bulkOrderFilterSchema.optional(),
      /** mark_shipped: codes for orders (selected or not); others ship with their own code. */
      codes: z.array(trackingCodeLineSchema).max(BULK_MAX_ORDERS).optional(),
    },
    { error: 'El cuerpo debe ser un objeto JSON.' },
  )
  .refine((body) => body.ids?.length || body.filter || body.codes?.length, {
    message: 'Elegí al menos un pedido.',
    path: ['ids'],
  });
export type BulkOrdersRequest = z.infer<typeof bulkOrdersRequestSchema>;

/** POST /api/admin/bulk/orders/export: the selected orders' CSV. */
export const bulkOrdersExportSchema = z.object(
  { ids: orderIds.min(1, 'Elegí al menos un pedido.') },
  { error: 'El cuerpo debe ser un objeto JSON.' },
);

export const BULK_OUTCOMES = ['pending', 'done', 'refused'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

/** GET /api/admin/bulk/:id: the run's progress and what happened to each record. */
export const bulkRunAnswerSchema = z.object({
  id: z.string(),
  area: z.enum(BULK_AREAS),
  action: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  total: z.number().int(),
  done: z.number().int(),
  refused: z.number().int(),
  items: z.array(
    z.object({
      ref: z.string(),
      label: z.string(),
      outcome: z.enum(BULK_OUTCOMES),
      reason: z.string(),
      result: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export type BulkRunAnswer = z.infer<typeof bulkRunAnswerSchema>;
