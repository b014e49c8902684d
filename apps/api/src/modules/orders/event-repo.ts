/** The order's history as stored: appended with each change, read by the timeline and the rules. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  storedOrderEvent,
  type NewOrderEvent,
  type OrderEventDetails,
  type WrittenOrderEventType,
} from '@shop/domain';
import type { Db, DbExecutor } from '../../db/client.js';
import { queryPrepared } from '../../db/rows.js';
import { orderEvents } from '../../db/schema.js';
import { isUuid } from '../../lib/ids.js';
import { insertJobs, type NewJob } from '../jobs/enqueue.js';
import type { OrderEventRow } from './rows.js';

export function createOrderEventRepo(db: Db) {
  return {
    /**
     * One line of the order's history with the jobs it causes, in one statement of the
     * transaction of the change it tells about.
     */
    async appendEvent(
      tx: DbExecutor,
      orderId: string,
      event: NewOrderEvent,
      effects: readonly NewJob[],
    ): Promise<void> {
      const line = sql`insert into order_events (order_id, type, actor, from_status, to_status, details)
        values (${orderId}, ${event.type}, ${event.actor}, ${event.fromStatus}, ${event.toStatus},
          ${JSON.stringify(event.details ?? {})}::jsonb)`;
      await queryPrepared(
        tx,
        effects.length ? sql`with event as (${line}) ${insertJobs(effects)}` : line,
      );
    },

    /** Whether the order's history has an event of this type whose details hold `details`. */
    async hasEvent<T extends WrittenOrderEventType>(
      tx: DbExecutor,
      orderId: string,
      type: T,
      details: Partial<OrderEventDetails[T]>,
    ): Promise<boolean> {
      const [row] = await tx
        .select({ id: orderEvents.id })
        .from(orderEvents)
        .where(
          and(
            eq(orderEvents.orderId, orderId),
            eq(orderEvents.type, type),
            sql`${orderEvents.details} @> ${JSON.stringify(details)}::jsonb`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The statuses the order has been moved into before, from its history. */
    async statusesReached(tx: DbExecutor, orderId: string): Promise<Set<string>> {
      const rows = await tx
        .selectDistinct({ toStatus: orderEvents.toStatus })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'status_changed')));
      return new Set(rows.flatMap((row) => (row.toStatus ? [row.toStatus] : [])));
    },

    /** The tracking events already stored for the order, by code, MiCorreo's date and branch. */
    async trackingEventKeys(tx: DbExecutor, orderId: string): Promise<Set<string>> {
      const rows = await tx
        .select({ type: orderEvents.type, details: orderEvents.details })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'tracking_event')));
      return new Set(
        rows.flatMap((row) => {
          const event = storedOrderEvent(row);
          if (event.type !== 'tracking_event') return [];
          const { code, date, branch } = event.details;
          return [JSON.stringify([code, date, branch])];
        }),
      );
    },

    /**
     * The events the order's money is read from (its ledger: payments, refunds, moves), oldest
     * first, read in the transaction holding its row.
     */
    async moneyEvents(tx: DbExecutor, orderId: string): Promise<OrderEventRow[]> {
      return tx
        .select()
        .from(orderEvents)
        .where(
          and(
            eq(orderEvents.orderId, orderId),
            inArray(orderEvents.type, [
              'created',
              'status_changed',
              'payment_notice_received',
              'payment_flagged',
              'alert_raised',
              'refund_requested',
              'refund',
              'refund_refused',
            ]),
          ),
        )
        .orderBy(asc(orderEvents.id));
    },

    async events(orderId: string): Promise<OrderEventRow[]> {
      if (!isUuid(orderId)) return [];
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.id));
    },
  };
}
