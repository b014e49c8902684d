import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AlertDetails, AlertKind, AlertResolution } from '@shop/domain';
import type { Db, DbExecutor } from '../../db/client.js';
import { alerts, orders, refusedNotices } from '../../db/schema.js';

export type AlertRow = typeof alerts.$inferSelect;
export type NewAlert = {
  kind: AlertKind;
  orderId: string | null;
  /** What makes it one alert: a payment id, a tracking code, an hour; '' when the kind says all. */
  subject: string;
  details: AlertDetails;
};

/** The owner's attention list (decision 0031): alerts are opened once per subject, then resolved. */
export function createAlertRepo(db: Db) {
  return {
    db,

    /** Opens the alert unless one of the same kind, order and subject was ever opened: answers the new one. */
    async open(tx: DbExecutor, alert: NewAlert): Promise<AlertRow | undefined> {
      const [row] = await tx.insert(alerts).values(alert).onConflictDoNothing().returning();
      return row;
    },

    /** The kinds of the order's open alerts. */
    async openKinds(tx: DbExecutor, orderId: string): Promise<AlertKind[]> {
      const rows = await tx
        .select({ kind: alerts.kind })
        .from(alerts)
        .where(and(eq(alerts.orderId, orderId), isNull(alerts.resolvedAt)));
      return rows.map((row) => row.kind);
    },

    async openOfOrder(tx: DbExecutor, orderId: string): Promise<AlertRow[]> {
      return tx
        .select()
        .from(alerts)
        .where(and(eq(alerts.orderId, orderId), isNull(alerts.resolvedAt)))
        .orderBy(alerts.id);
    },

    /** Every open alert, newest first, with its order's number and status. */
    listOpen: () =>
      db
        .select({
          alert: alerts,
          orderNumber: orders.orderNumber,
          orderStatus: orders.status,
        })
        .from(alerts)
        .leftJoin(orders, eq(orders.id, alerts.orderId))
        .where(isNull(alerts.resolvedAt))
        .orderBy(desc(alerts.id)),

    async find(id: number): Promise<AlertRow | undefined> {
      const [row] = await db.select().from(alerts).where(eq(alerts.id, id));
      return row;
    },

    async lock(tx: DbExecutor, id: number): Promise<AlertRow | undefined> {
      const [row] = await tx.select().from(alerts).where(eq(alerts.id, id)).for('update');
      return row;
    },

    async resolve(
      tx: DbExecutor,
      id: number,
      resolution: { by: string; how: AlertResolution },
    ): Promise<AlertRow | undefined> {
      const [row] = await tx
        .update(alerts)
        .set({ resolvedAt: new Date(), resolvedBy: resolution.by, resolution: resolution.how })
        .where(and(eq(alerts.id, id), isNull(alerts.resolvedAt)))
        .returning();
      return row;
    },

    /** Resolves the order's open alerts of `kind` (a fixed tracking code closes its alert). */
    async resolveKind(
      tx: DbExecutor,
      orderId: string,
      kind: AlertKind,
      resolution: { by: string; how: AlertResolution },
    ): Promise<AlertRow[]> {
      return tx
        .update(alerts)
        .set({ resolvedAt: new Date(), resolvedBy: resolution.by, resolution: resolution.how })
        .where(and(eq(alerts.orderId, orderId), eq(alerts.kind, kind), isNull(alerts.resolvedAt)))
        .returning();
    },

    /** Records a notice refused for its signature: answers how many came in the last hour. */
    async recordRefusedNotice(now: Date): Promise<number> {
      const hourAgo = new Date(now.getTime() - 60 * 60_000);
      return db.transaction(async (tx) => {
        await tx.insert(refusedNotices).values({ receivedAt: now });
        await tx.delete(refusedNotices).where(sql`${refusedNotices.receivedAt} < ${hourAgo}`);
        const [row] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(refusedNotices)
          .where(gt(refusedNotices.receivedAt, hourAgo));
        return row?.count ?? 0;
      });
    },
  };
}

export type AlertRepo = ReturnType<typeof createAlertRepo>;
