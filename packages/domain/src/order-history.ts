/**
 * The order's history typed per event (issue 43): each event type with the details it keeps, in
 * the manner of Vendure's OrderHistoryEntryData. Two maps: what the API writes now (a writer whose
 * details do not fit fails to compile) and what a stored row may hold, older rows included (a
 * field an older writer did not keep is optional there, never assumed).
 */
import type { AlertDetails, AlertKind, AlertResolution } from './alerts.js';
import type { OrderStatus } from './catalogue.js';
import type { OrderEventAnswer } from './schemas/order-answers.js';
import type { OrderActor, OrderEventType } from './order-status.js';

/** The back-office user who made the change; absent when the shop itself did, or none was known. */
type ByAdmin = { adminUser?: string };

/** Where the news of a payment came from: its notice, the expiry's re-check, the owner's sync… */
export type PaymentSource =
  'notice' | 'expiry_check' | 'scheduled_check' | 'admin_sync' | 'admin_cancel' | 'result_page';

/** One field of the order's contact or address the admin changed, in the owner's words. */
export type AddressChange = { field: string; from: string; to: string };

/** One line whose size the admin changed (`from` absent: the line had none). */
export type SizeChange = { lineId: string; name: string; from?: string | undefined; to: string };

/** What an alert's event keeps of it: AlertDetails as a plain object type. */
export type AlertFacts = { [K in keyof AlertDetails]: AlertDetails[K] };

/**
 * Why a status changed, besides who changed it: every way the API moves an order. The admin's
 * move (PUT /api/order/:id); a checkout whose payment never opened, withdrawn without a word to
 * the shopper; the provider's payment; an alert resolved by re-opening or accepting the payment;
 * the refund that gave everything back.
 */
export type StatusChangeDetails =
  | ByAdmin
  | { reason: string; notify: false }
  | { paymentId: string; paymentStatus: string }
  | ({ paymentId: string; alertId: number } & ByAdmin)
  | ({ refunded: true } & ByAdmin);

/** A status change as stored: any of the above, and `reopened` of the first payment rules. */
export type StoredStatusChangeDetails = ByAdmin & {
  reason?: string;
  /** False: the shopper was not told (a checkout whose payment never opened). */
  notify?: false;
  paymentId?: string;
  paymentStatus?: string;
  alertId?: number;
  refunded?: true;
  /** Written by the first payment rules when a late payment re-opened a cancelled order. */
  reopened?: true;
};

/** MiCorreo's parcel as imported. */
export type ShipmentParcel = { weight: number; height: number; width: number; length: number };

/** Every event type the API writes has its details (only 'payment_flagged' is no longer written). */
type EveryWrittenType<M extends Record<Exclude<OrderEventType, 'payment_flagged'>, object>> = M;

/** Each event type with the details the API writes now. */
export type OrderEventDetails = EveryWrittenType<{
  /** `announce`: the shopper's transfer order is announced by e-mail at once. */
  created: { announce?: boolean };
  /** `retry`: the checkout of 'Reintentar pago' (no second 'Recibimos tu pedido'). */
  checkout_opened: { preferenceId: string; retry?: true };
  status_changed: StatusChangeDetails;
  items_edited: { changes: SizeChange[] } & ByAdmin;
  address_edited: { changes: AddressChange[] } & ByAdmin;
  comment_changed: { comment: string } & ByAdmin;
  tracking_number_set: { trackId: string } & ByAdmin;
  shipment_requested: ByAdmin;
  shipment_imported: {
    /** MiCorreo's own timestamp; null when it already had the order. */
    createdAt: string | null;
    alreadyImported: boolean;
    parcel: ShipmentParcel;
    declaredValue: number;
    deliveryType: 'D' | 'S';
    productType: string;
    agency: string | null;
  };
  /** `status`: MiCorreo's HTTP status; null when our own check refused it. */
  shipment_refused: { message: string; status: number | null };
  shipment_failed: { message: string };
  /** One MiCorreo event: its code, its own date text and that date read (ISO, or null). */
  tracking_event: {
    code: string;
    date: string;
    at: string | null;
    branch: string;
    status: string;
    sign: string;
  };
  email_sent: { template: string; to: string; subject: string };
  /** `refunded`: pesos given back at the provider so far, as text (the notice's identity). */
  payment_notice_received: {
    paymentId: string;
    paymentStatus: string;
    statusDetail: string;
    refunded: string;
    amount: number;
    currency: string;
    source: PaymentSource;
  };
  /** Amounts in pesos and in cents; `paymentId`: the Mercado Pago payment given back. */
  refund_requested: {
    refundKey: string;
    amount: number;
    amountCents: number;
    note: string;
    paymentId: string;
  } & ByAdmin;
  refund: {
    refundKey: string;
    amount: number;
    amountCents: number;
    note: string;
    providerRefundId: string | null;
    /** Null: a transfer's refund, recorded by hand. */
    paymentId: string | null;
  } & ByAdmin;
  refund_refused: { refundKey: string; amountCents: number; message: string };
  alert_raised: { alertId: number; kind: AlertKind } & AlertFacts;
  alert_resolved: {
    alertId: number;
    kind: AlertKind;
    resolution: AlertResolution;
    adminUser: string;
  };
}>;

/** The event types the API writes now ('payment_flagged' only remains in older rows). */
export type WrittenOrderEventType = keyof OrderEventDetails;

/** Each event type with the details a stored row may hold, older rows included. */
export type StoredOrderEventDetails = Omit<
  OrderEventDetails,
  'status_changed' | 'items_edited' | 'payment_notice_received' | 'refund_requested' | 'refund'
> & {
  status_changed: StoredStatusChangeDetails;
  /** Rows before the changes were kept hold the lines as they became (`items`) instead. */
  items_edited: {
    changes?: SizeChange[];
    items?: { lineId: string; size: string; quantity: number }[];
  } & ByAdmin;
  /** The first notices kept neither the amount nor what was given back. */
  payment_notice_received: Omit<
    OrderEventDetails['payment_notice_received'],
    'amount' | 'currency' | 'refunded'
  > & { amount?: number; currency?: string; refunded?: string };
  /** Refunds asked for before alerts (decision 0031) did not name the payment. */
  refund_requested: Omit<OrderEventDetails['refund_requested'], 'paymentId'> & {
    paymentId?: string;
  };
  refund: Omit<OrderEventDetails['refund'], 'paymentId'> & { paymentId?: string | null };
  /** A payment the owner had to look at, before alerts (decision 0031) replaced it. */
  payment_flagged: {
    paymentId: string;
    /** The flag's title (PAYMENT_ALERTS). */
    alert: string;
    amount?: number;
    currency?: string;
    paymentStatus?: string;
    statusDetail?: string;
    refundedAmount?: number;
    /** The order had already shipped. */
    review?: boolean;
    stockReturned?: boolean;
  };
};

type EventOf<Details, T extends keyof Details> = {
  type: T;
  actor: OrderActor;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus | null;
  details: Details[T];
};

/** A line of the order's history as a writer gives it: its type decides its details. */
export type NewOrderEvent<T extends WrittenOrderEventType = WrittenOrderEventType> = {
  [K in T]: EventOf<OrderEventDetails, K>;
}[T];

/** A new event without its statuses: the writer adds the order's own (an event that moves nothing). */
export type OrderEventBody<T extends WrittenOrderEventType = WrittenOrderEventType> = {
  [K in T]: Omit<EventOf<OrderEventDetails, K>, 'fromStatus' | 'toStatus'>;
}[T];

/** A stored line of the order's history: narrow on `type` to read its details. */
export type StoredOrderEvent<T extends OrderEventType = OrderEventType> = {
  [K in T]: EventOf<StoredOrderEventDetails, K>;
}[T];

/** Any stored event's details (the order_events.details column). */
export type AnyOrderEventDetails = StoredOrderEventDetails[OrderEventType];

/** A stored line as GET /api/order/:id answers it, typed per event. */
export type OrderEventView = StoredOrderEvent & { createdAt: string };

/**
 * A row (or answer) of the history as the typed union. The API is the only writer of the table
 * and writes NewOrderEvent; this is where that is taken as read.
 */
export function storedOrderEvent<R extends { type: OrderEventType; details: unknown }>(
  row: R,
): Omit<R, 'type' | 'details'> & StoredOrderEvent {
  return row as unknown as Omit<R, 'type' | 'details'> & StoredOrderEvent;
}

/** The history's answer line (GET /api/order/:id, its events) typed per event. */
export const orderEventView = (answer: OrderEventAnswer): OrderEventView =>
  storedOrderEvent(answer);

/** The back-office user an event names ('' when none: the shop itself, or an older row). */
export function eventAdminUser(event: Pick<StoredOrderEvent, 'details'>): string {
  const { details } = event;
  return 'adminUser' in details && typeof details.adminUser === 'string' ? details.adminUser : '';
}
