import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import type { JobHandler } from '../jobs/queue.js';
import { enqueueJobs } from '../jobs/enqueue.js';
import type { EmailService } from '../emails/service.js';
import { lowStockDigest } from '../emails/templates.js';
import type { SettingsService } from '../settings/service.js';
import type { ReportsRepo } from './repo.js';

export const LOW_STOCK_DIGEST_JOB = 'low_stock_digest';
/** The digest goes out at 08:00 in Argentina. */
const DIGEST_HOUR = 8;
/** Argentina keeps UTC−3 all year (no daylight saving since 2009). */
const ARGENTINA_OFFSET_MS = -3 * 60 * 60_000;
/** An e-mail lists at most this many sizes, fewest units first. */
const DIGEST_LIMIT = 500;

/** The first 08:00 in Argentina after `now`. */
export function nextDigestAt(now: Date): Date {
  const local = new Date(now.getTime() + ARGENTINA_OFFSET_MS);
  const todayAt = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate(),
    DIGEST_HOUR,
  );
  const next = todayAt - ARGENTINA_OFFSET_MS;
  return new Date(next > now.getTime() ? next : next + 24 * 60 * 60_000);
}

export interface LowStockDigestDeps {
  db: Db;
  repo: ReportsRepo;
  settings: Pick<SettingsService, 'get'>;
  emails: Pick<EmailService, 'queueWritten'>;
  now?: () => Date;
}

/**
 * The daily low-stock e-mail to the shop's contact address, as a job that queues the next day's
 * job when it runs: the e-mail and the next job are written together, so a retried run neither
 * skips a day nor schedules two.
 */
export function createLowStockDigest({
  db,
  repo,
  settings,
  emails,
  now = () => new Date(),
}: LowStockDigestDeps) {
  return {
    /** Queues the next digest unless one is already waiting (every instance calls it at start). */
    async ensureScheduled(): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${LOW_STOCK_DIGEST_JOB}, 0))`,
        );
        const waiting = await queryRows(
          tx,
          sql`select 1 from jobs where kind = ${LOW_STOCK_DIGEST_JOB} and status = 'pending'`,
        );
        if (waiting.length === 0)
          await enqueueJobs(tx, [
            { kind: LOW_STOCK_DIGEST_JOB, payload: {}, runAt: nextDigestAt(now()) },
          ]);
      });
    },

    /** The job: e-mails the sizes at or under the threshold (nothing when none), then the next. */
    handler: (async () => {
      const { lowStockThreshold, contact } = await settings.get();
      const to = contact.email.trim();
      const sizes = to ? await repo.lowStock(lowStockThreshold, DIGEST_LIMIT) : [];
      await db.transaction(async (tx) => {
        if (sizes.length > 0)
          await emails.queueWritten(
            tx,
            to,
            'low_stock_digest',
            lowStockDigest(
              sizes.map((s) => ({
                productName: s.product_name,
                variant: s.variant_name,
                size: s.size,
                stock: s.stock,
              })),
              lowStockThreshold,
            ),
          );
        await enqueueJobs(tx, [
          { kind: LOW_STOCK_DIGEST_JOB, payload: {}, runAt: nextDigestAt(now()) },
        ]);
      });
    }) satisfies JobHandler,
  };
}

export type LowStockDigest = ReturnType<typeof createLowStockDigest>;
