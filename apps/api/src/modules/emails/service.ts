import type { Settings } from '@shop/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { enqueueJobs, type JobRepo } from '../jobs/repo.js';
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

const emailPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string(),
  orderNumber: z.number(),
});
type EmailPayload = z.output<typeof emailPayload>;

const STATUS_LABEL = { pending: 'pendiente', done: 'enviado', failed: 'error' } as const;

/**
 * The e-mail outbox: e-mails are jobs written in the same transaction as the change they tell
 * about, and sent by whichever instance has an SMTP server configured.
 */
export function createEmailService(repo: JobRepo) {
  /** The e-mails about one order, in one statement. */
  async function enqueue(
    tx: Db,
    orderNumber: number,
    mails: { to: string; template: string; content: MailContent }[],
  ) {
    await enqueueJobs(
      tx,
      mails.map(({ to, template, content }) => {
        const payload: EmailPayload = { to, template, orderNumber, ...content };
        return { kind: EMAIL_JOB, payload };
      }),
    );
  }

  return {
    /** GET /api/emails: the latest e-mails, newest first. */
    async list(limit = 200) {
      const rows = await repo.listByKind(EMAIL_JOB, limit);
      return rows.map((row) => {
        const payload = emailPayload.parse(row.payload);
        return {
          id: String(row.id),
          to: payload.to,
          subject: payload.subject,
          text: payload.text,
          html: payload.html,
          template: payload.template,
          orderNumber: payload.orderNumber,
          status: STATUS_LABEL[row.status],
          attempts: row.attempts,
          lastError: row.lastError,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.status === 'done' ? (row.finishedAt?.toISOString() ?? null) : null,
        };
      });
    },

    /** The job handler that sends one e-mail through the transport. */
    sender(transport: MailTransport): JobHandler {
      return async (payload) => {
        const mail = emailPayload.parse(payload);
        await transport.send({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      };
    },

    /**
     * A new order: the shopper's confirmation (with the bank details for a transfer) and, when
     * the shop has a contact e-mail, the shop's notice.
     */
    async orderCreated(tx: Db, order: MailOrder, settings: Settings, orderUrl: string) {
      const content =
        order.order_type === 'transferencia'
          ? transferOrderCreated(order, settings, orderUrl)
          : mercadoPagoOrderCreated(order, orderUrl);
      const shop = settings.contact.email.trim();
      await enqueue(tx, order.order_number, [
        { to: order.email, template: 'order_created', content },
        ...(shop
          ? [{ to: shop, template: 'shop_new_order', content: newOrderForShop(order) }]
          : []),
      ]);
    },

    paymentApproved: (tx: Db, order: MailOrder) =>
      enqueue(tx, order.order_number, [
        { to: order.email, template: 'payment_approved', content: paymentApproved(order) },
      ]),

    orderShipped: (tx: Db, order: MailOrder) =>
      enqueue(tx, order.order_number, [
        { to: order.email, template: 'order_shipped', content: orderShipped(order) },
      ]),

    orderCancelled: (tx: Db, order: MailOrder) =>
      enqueue(tx, order.order_number, [
        { to: order.email, template: 'order_cancelled', content: orderCancelled(order) },
      ]),
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
