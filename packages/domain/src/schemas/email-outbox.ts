/** The e-mail outbox as the API answers it (GET /api/emails, GET /api/emails/delivery). */
import { z } from 'zod';

/** An outbox e-mail's state, in the words the API answers (not an order's status). */
export const OUTBOX_EMAIL_STATUSES = ['pendiente', 'enviado', 'error'] as const;
export type OutboxEmailStatus = (typeof OUTBOX_EMAIL_STATUSES)[number];

/** How the admin's outbox names each state. */
export const OUTBOX_EMAIL_STATUS_LABELS: Record<OutboxEmailStatus, string> = {
  pendiente: 'Pendiente',
  enviado: 'Enviado',
  error: 'Error',
};

/** One e-mail of the outbox, newest first. */
export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Which message it is (order_created, shop_new_order…). */
  template: z.string(),
  orderNumber: z.number().nullable(),
  status: z.enum(OUTBOX_EMAIL_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

/** Whether this server sends e-mails (SMTP configured) or only keeps them in the outbox. */
export const emailDeliverySchema = z.object({ smtpConfigured: z.boolean() });
export type EmailDelivery = z.infer<typeof emailDeliverySchema>;
