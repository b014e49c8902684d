import type { Settings } from '@shop/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { enqueueJob, enqueueJobs, type JobRepo } from '../jobs/repo.js';
import type { JobHandler } from '../jobs/queue.js';
import {
  mercadoPagoOrderCreated,
  newOrderForShop,
  orderCancelled,
  orderShipped,
  paymentApproved,
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
  'order_shipped',
  'order_cancelled',
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
  orderNumber: z.number(),
});
type DeferredPayload = z.output<typeof deferredPayload>;

const emailPayload = z.union([renderedPayload, deferredPayload]);
type EmailPayload = z.output<typeof emailPayload>;

/** The e-mail of a new order before the order has its id and number. */
export type NewOrderMail = { kind: string; payload: { to: string; template: Template } };

/** The order an e-mail is about, when the e-mail is queued. */
type OrderRef = { id: string; order_number: number; email: string };

/** An order an e-mail is about, as the e-mail shows it, and the link to its page. */
export type MailView = { order: MailOrder; orderUrl: string };

/** Where e-mails read what they tell: the orders (by id) and the store settings, when sent. */
export type MailSource = {
  orders(ids: string[]): Promise<Map<string, MailView>>;
  settings(): Promise<Settings>;
};

const STATUS_LABEL = { pending: 'pendiente', done: 'enviado', failed: 'error' } as const;

function render(
  template: Template,
  { order, orderUrl }: MailView,
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
    case 'order_shipped':
      return orderShipped(order);
    case 'order_cancelled':
      return orderCancelled(order);
  }
}

const isDeferred = (payload: EmailPayload): payload is DeferredPayload => 'orderId' in payload;

/**
 * The e-mail outbox: e-mails are jobs written in the same transaction as the change they tell
 * about, and sent by whichever instance has an SMTP server configured. Writing an e-mail's text
 * waits until it is sent (or shown in the outbox), so placing an order stays cheap; once sent,
 * the e-mail is kept as it went out.
 */
export function createEmailService(repo: JobRepo, source: MailSource) {
  /** The shopper's confirmation and, when the shop has a contact e-mail, the shop's notice. */
  function newOrderMails(email: string, settings: Settings): NewOrderMail[] {
    const shop = settings.contact.email.trim();
    const mails: NewOrderMail['payload'][] = [{ to: email, template: 'order_created' }];
    if (shop) mails.push({ to: shop, template: 'shop_new_order' });
    return mails.map((payload) => ({ kind: EMAIL_JOB, payload }));
  }

  /** E-mails about an existing order, in one statement. */
  async function enqueue(tx: Db, order: OrderRef, mails: { to: string; template: Template }[]) {
    await enqueueJobs(
      tx,
      mails.map((mail) => {
        const payload: DeferredPayload = {
          ...mail,
          orderId: order.id,
          orderNumber: order.order_number,
        };
        return { kind: EMAIL_JOB, payload };
      }),
    );
  }

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
        orderNumber: payload.orderNumber,
        ...render(payload.template, view, settings),
      };
    });
  }

  return {
    /** GET /api/emails: the latest e-mails, newest first. */
    async list(limit = 200) {
      const rows = await repo.listByKind(EMAIL_JOB, limit);
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
    },

    /** The job handler that writes and sends one e-mail; the job keeps what was sent. */
    sender(transport: MailTransport): JobHandler {
      return async (payload) => {
        const [mail] = await renderAll([emailPayload.parse(payload)]);
        if (!mail) throw new Error('e-mail not written');
        await transport.send({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        return { payload: mail };
      };
    },

    /** An e-mail written now, about no order (the low-stock digest). */
    queueWritten: (tx: Db, to: string, template: string, content: MailContent) =>
      enqueueJob(tx, {
        kind: EMAIL_JOB,
        payload: { to, template, orderNumber: null, ...content } satisfies RenderedPayload,
      }),

    /** The jobs of a new order's e-mails, inserted with the order (see OrderRepo.insert). */
    newOrderJobs: newOrderMails,

    /** A new order whose checkout was opened later (Mercado Pago). */
    orderCreated: (tx: Db, order: OrderRef, settings: Settings) =>
      enqueue(
        tx,
        order,
        newOrderMails(order.email, settings).map((job) => job.payload),
      ),

    paymentApproved: (tx: Db, order: OrderRef) =>
      enqueue(tx, order, [{ to: order.email, template: 'payment_approved' }]),

    orderShipped: (tx: Db, order: OrderRef) =>
      enqueue(tx, order, [{ to: order.email, template: 'order_shipped' }]),

    orderCancelled: (tx: Db, order: OrderRef) =>
      enqueue(tx, order, [{ to: order.email, template: 'order_cancelled' }]),
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
