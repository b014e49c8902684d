import {
  AWAITING_PAYMENT,
  ORDER_STATUS,
  PAID,
  type AlertDetails,
  type AlertKind,
  type EmailDelivery,
  type NewOrderEvent,
  type OutboxEmail,
  type Settings,
} from '@shop/domain';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { enqueueJobs, type NewJob } from '../jobs/enqueue.js';
import type { JobRecord, JobsOfKind } from '../jobs/types.js';
import type { JobHandler } from '../jobs/queue.js';
import {
  alertForShop,
  mercadoPagoOrderCreated,
  newOrderForShop,
  orderCancelled,
  orderShipped,
  paymentAlertForShop,
  paymentApproved,
  paymentRejected,
  transferOrderCreated,
  type MailContent,
  type MailOrder,
} from './templates.js';
import type { MailTransport } from './transport.js';

export const EMAIL_JOB = 'email';

const TEMPLATES = [
  'order_created',
  'shop_new_order',
  'payment_approved',
  'payment_rejected',
  'order_shipped',
  'order_cancelled',
  'shop_payment_alert',
] as const;
type Template = (typeof TEMPLATES)[number];

/** An e-mail as it was (or will be) sent. */
const renderedPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string(),
  /** Null for e-mails about no order (the low-stock digest). */
  orderNumber: z.number().nullable(),
});
type RenderedPayload = z.output<typeof renderedPayload>;

/** An e-mail still to be written: from its order, when it is sent. */
const deferredPayload = z.object({
  to: z.string(),
  template: z.enum(TEMPLATES),
  orderId: z.string(),
  /** Written by earlier versions; the number is read from the order when the e-mail is. */
  orderNumber: z.number().optional(),
});
type DeferredPayload = z.output<typeof deferredPayload>;

const emailPayload = z.union([renderedPayload, deferredPayload]);
type EmailPayload = z.output<typeof emailPayload>;

/** The order an e-mail is about, when the e-mail is queued (a new one has no number yet). */
type OrderRef = { id: string; email: string };

type Mail = { to: string; template: Template };

/** The shopper's confirmation and, when the shop has a contact e-mail, the shop's notice. */
function newOrderMails(email: string, settings: Settings): Mail[] {
  const shop = settings.contact.email.trim();
  const mails: Mail[] = [{ to: email, template: 'order_created' }];
  if (shop) mails.push({ to: shop, template: 'shop_new_order' });
  return mails;
}

/**
 * The e-mails an order event asks for: a transfer order is announced when it is created, a
 * Mercado Pago one once its checkout is opened; the shopper hears about payment, shipping and
 * cancellation (unless the event says not to: a checkout that never opened). Shipping and
 * cancellation are told once: an admin who moves an order back and forth (cancel, re-approve,
 * cancel) does not tell the shopper again what they already know.
 */
function mailsFor(
  event: NewOrderEvent,
  email: string,
  settings: Settings,
  reached: ReadonlySet<string>,
): Mail[] {
  switch (event.type) {
    case 'created':
      return event.actor === 'shopper' && event.details.announce === true
        ? newOrderMails(email, settings)
        : [];
    case 'checkout_opened':
      return event.details.retry === true ? [] : newOrderMails(email, settings);
    case 'status_changed': {
      const { fromStatus: from, toStatus: to, details } = event;
      if ('notify' in details && details.notify === false) return [];
      if (to === null || to === from) return [];
      // A payment approved late re-opens a cancelled order: the shopper hears it is paid.
      // A paid order the owner re-opens from its alert (decision 0031): the shopper hears it too.
      const reopened =
        from === ORDER_STATUS.cancelled &&
        (event.actor === 'payment_provider' || 'alertId' in details);
      if (PAID.includes(to) && from !== null && (AWAITING_PAYMENT.includes(from) || reopened)) {
        return [{ to: email, template: 'payment_approved' }];
      }
      // Every refused card is news: the shopper may retry after each one.
      if (to === ORDER_STATUS.cardRejected) return [{ to: email, template: 'payment_rejected' }];
      if (reached.has(to)) return [];
      if (to === ORDER_STATUS.shipped) return [{ to: email, template: 'order_shipped' }];
      if (to === ORDER_STATUS.cancelled) return [{ to: email, template: 'order_cancelled' }];
      return [];
    }
    default:
      return [];
  }
}

/**
 * An alert of the "Atención" list, e-mailed to the shop's contact address (decision 0031); none
 * without one. Written now: the alert's own words, with the back office's link.
 */
export function shopAlertJobs(
  alert: { kind: AlertKind; details: AlertDetails },
  settings: Settings,
  publicUrl: string,
): NewJob[] {
  const shop = settings.contact.email.trim();
  if (!shop) return [];
  const content = alertForShop(alert, `${publicUrl}/admin`);
  const payload: RenderedPayload = {
    to: shop,
    template: 'shop_alert',
    orderNumber: alert.details.orderNumber ?? null,
    ...content,
  };
  return [{ kind: EMAIL_JOB, payload }];
}

/** An order event's e-mails as jobs of the outbox, written when sent. */
export function emailJobsFor(
  event: NewOrderEvent,
  order: OrderRef,
  settings: Settings,
  reached: ReadonlySet<string>,
): NewJob[] {
  return mailsFor(event, order.email, settings, reached).map((mail) => {
    const payload: DeferredPayload = {
      ...mail,
      orderId: order.id,
    };
    return { kind: EMAIL_JOB, payload };
  });
}

/** An order an e-mail is about, as the e-mail shows it, and the link to its page. */
export type MailView = {
  order: MailOrder;
  orderUrl: string;
  /** The order on /seguimiento-de-ordenes, signed. */
  trackingUrl: string;
};

/** Where e-mails read what they tell: the orders (by id) and the store settings, when sent. */
export type MailSource = {
  orders(ids: string[]): Promise<Map<string, MailView>>;
  settings(): Promise<Settings>;
};

const STATUS_LABEL = { pending: 'pendiente', done: 'enviado', failed: 'error' } as const;

const EMAIL_NOT_FOUND = 'No encontramos ese correo.';

function render(
  template: Template,
  { order, orderUrl, trackingUrl }: MailView,
  settings: Settings,
): MailContent {
  switch (template) {
    case 'order_created':
      return order.order_type === 'transferencia'
        ? transferOrderCreated(order, settings, orderUrl)
        : mercadoPagoOrderCreated(order, orderUrl);
    case 'shop_new_order':
      return newOrderForShop(order);
    case 'payment_approved':
      return paymentApproved(order);
    case 'payment_rejected':
      return paymentRejected(order, orderUrl);
    case 'order_shipped':
      return orderShipped(order, trackingUrl);
    case 'order_cancelled':
      return orderCancelled(order);
    // Only jobs queued before alerts (decision 0031) still carry this template.
    case 'shop_payment_alert':
      return paymentAlertForShop(order);
  }
}

const isDeferred = (payload: EmailPayload): payload is DeferredPayload => 'orderId' in payload;

/**
 * The e-mail outbox: e-mails are jobs written in the same transaction as the change they tell
 * about, and sent by whichever instance has an SMTP server configured. Writing an e-mail's text
 * waits until it is sent (or shown in the outbox), so placing an order stays cheap; once sent,
 * the e-mail is kept as it went out.
 */
export function createEmailService(
  repo: JobsOfKind,
  source: MailSource,
  options: {
    smtpConfigured: boolean;
    onQueued?: () => void;
    /** An e-mail about an order went out (the order's history records it). */
    onSent?: (
      orderId: string,
      mail: { template: string; to: string; subject: string },
    ) => Promise<void>;
  },
) {
  /** Writes the e-mails not written yet, reading their orders in one go. */
  async function renderAll(payloads: EmailPayload[]): Promise<RenderedPayload[]> {
    const deferred = payloads.filter(isDeferred);
    if (!deferred.length) return payloads as RenderedPayload[];
    const [views, settings] = await Promise.all([
      source.orders([...new Set(deferred.map((payload) => payload.orderId))]),
      source.settings(),
    ]);
    return payloads.map((payload) => {
      if (!isDeferred(payload)) return payload;
      const view = views.get(payload.orderId);
      if (!view)
        throw new Error(`order ${payload.orderId} of e-mail ${payload.template} not found`);
      return {
        to: payload.to,
        template: payload.template,
        orderNumber: view.order.order_number,
        ...render(payload.template, view, settings),
      };
    });
  }

  /** Outbox entries as the admin sees them, each e-mail written out. */
  async function entries(rows: JobRecord[]): Promise<OutboxEmail[]> {
    const mails = await renderAll(rows.map((row) => emailPayload.parse(row.payload)));
    return rows.map((row, index) => {
      const mail = mails[index] as RenderedPayload;
      return {
        id: String(row.id),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        template: mail.template,
        orderNumber: mail.orderNumber,
        status: STATUS_LABEL[row.status],
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.status === 'done' ? (row.finishedAt?.toISOString() ?? null) : null,
      };
    });
  }

  async function emailJob(id: number): Promise<JobRecord> {
    const row = await repo.findOfKind(EMAIL_JOB, id);
    if (!row) throw notFound(EMAIL_NOT_FOUND);
    return row;
  }

  return {
    /** GET /api/emails: the latest e-mails, newest first. */
    async list(limit = 200) {
      return entries(await repo.listByKind(EMAIL_JOB, limit));
    },

    /**
     * GET /api/emails/delivery: whether this server sends e-mails at all; without SMTP they only
     * wait in the outbox, and the admin is told so.
     */
    delivery: (): EmailDelivery => ({ smtpConfigured: options.smtpConfigured }),

    /**
     * POST /api/emails/:id/resend. A pending e-mail is sent at the next pass instead of waiting
     * for its retry; one sent or given up on is queued again as a copy (as it went out), so the
     * outbox keeps what happened to the first.
     */
    async resend(id: number) {
      const row = await emailJob(id);
      let queued = id;
      if (row.status === 'pending') await repo.runSoon(id);
      else queued = await repo.add({ kind: EMAIL_JOB, payload: row.payload });
      options.onQueued?.();
      const [mail] = await entries([await emailJob(queued)]);
      if (!mail) throw notFound(EMAIL_NOT_FOUND);
      return mail;
    },

    /** The job handler that writes and sends one e-mail; the job keeps what was sent. */
    sender(transport: MailTransport): JobHandler {
      return async (payload) => {
        const parsed = emailPayload.parse(payload);
        const [mail] = await renderAll([parsed]);
        if (!mail) throw new Error('e-mail not written');
        await transport.send({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        if (isDeferred(parsed)) {
          await options.onSent?.(parsed.orderId, {
            template: mail.template,
            to: mail.to,
            subject: mail.subject,
          });
        }
        return { payload: mail };
      };
    },

    /** An e-mail written now, about no order (the low-stock digest). */
    queueWritten: (tx: DbExecutor, to: string, template: string, content: MailContent) =>
      enqueueJobs(tx, [
        {
          kind: EMAIL_JOB,
          payload: { to, template, orderNumber: null, ...content } satisfies RenderedPayload,
        },
      ]),
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
