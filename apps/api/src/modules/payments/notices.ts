import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '../../http/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { PaymentDeps } from './deps.js';
import { toReport } from './reconciliation.js';
import { verifyNotificationSignature } from './signature.js';

export const PAYMENT_NOTIFICATION_JOB = 'payment_notification';

/** Without MP_WEBHOOK_SECRET the simulator signs with a key derived from the app's secret. */
export function webhookSecretOf(config: { mpWebhookSecret?: string; jwtSecret: string }): string {
  return (
    config.mpWebhookSecret ??
    createHmac('sha256', config.jwtSecret).update('mercadopago-webhook').digest('hex')
  );
}

const notificationBody = z
  .object({
    id: z.union([z.string(), z.number()]).optional(),
    type: z.string().optional(),
    action: z.string().optional(),
    data: z.object({ id: z.union([z.string(), z.number()]).optional() }).optional(),
  })
  .catch({});

const notificationJob = z.object({ paymentId: z.string() });

/** Mercado Pago's notices: checked and recorded at the webhook, applied by a job after it. */
export function createNoticeIntake(
  options: Pick<
    PaymentDeps,
    'orders' | 'gateway' | 'repo' | 'queue' | 'webhookSecret' | 'log' | 'onRefusedNotice'
  >,
) {
  const { orders, gateway, queue } = options;
  /** Notices being processed after their webhook was answered. */
  const inFlight = new Set<Promise<unknown>>();

  /** Runs a queued job after the answer: a failure stays in the queue, retried with backoff. */
  function runInBackground(jobId: number) {
    const run: Promise<unknown> = queue
      .runNow(jobId)
      .catch((error: unknown) => options.log?.warn({ err: error, jobId }, 'payment job failed'))
      .finally(() => inFlight.delete(run));
    inFlight.add(run);
  }

  return {
    /**
     * POST /api/webhook: only a correctly signed notification counts. Each is recorded by its id
     * (a repeat changes nothing) together with a job that reads the payment and moves the order;
     * the answer goes out at once, the job runs after it and, if that fails, later from the
     * queue with backoff.
     */
    async receiveNotification(input: {
      query: Record<string, unknown>;
      xSignature?: string | undefined;
      xRequestId?: string | undefined;
      body: unknown;
    }): Promise<{ received: true }> {
      const dataId =
        typeof input.query['data.id'] === 'string' ? input.query['data.id'] : undefined;
      const valid = verifyNotificationSignature({
        xSignature: input.xSignature,
        xRequestId: input.xRequestId,
        dataId,
        secret: options.webhookSecret,
      });
      if (!valid) {
        await options.onRefusedNotice?.();
        throw new ApiError(401, 'invalid_signature', 'La firma de la notificación no es válida.');
      }
      const body = notificationBody.parse(input.body);
      const topic = typeof input.query.type === 'string' ? input.query.type : (body.type ?? '');
      // Other topics (merchant orders, chargebacks…) are acknowledged and left alone.
      if (topic !== 'payment' || !dataId) return { received: true };
      const key = String(body.id ?? input.xRequestId ?? `${dataId}:${body.action ?? ''}`);
      const jobId = await options.repo.acceptNotification(
        { key, topic, resourceId: dataId, action: body.action ?? '' },
        { kind: PAYMENT_NOTIFICATION_JOB, payload: { paymentId: dataId } },
      );
      if (jobId !== undefined) runInBackground(jobId);
      return { received: true };
    },

    /** Waits for the notices still being processed after their answer (tests, shutdown). */
    async settled(): Promise<void> {
      while (inFlight.size) await Promise.all([...inFlight]);
    },

    /** The job: read the payment from the provider (never trust the notice) and apply it. */
    async processNotification(payload: unknown): Promise<void> {
      const { paymentId } = notificationJob.parse(payload);
      const payment = await gateway.getPayment(paymentId);
      if (!payment?.externalReference || !isUuid(payment.externalReference)) {
        options.log?.warn({ paymentId }, 'payment notification for no order of this shop');
        return;
      }
      await orders.applyPayment(payment.externalReference, toReport(payment), 'notice');
    },
  };
}
