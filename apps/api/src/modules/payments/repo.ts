import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { simulatedPayments, simulatedPreferences } from '../../db/schema.js';
import { enqueueJobs } from '../jobs/enqueue.js';

export type SimulatedPreferenceRow = typeof simulatedPreferences.$inferSelect;

export function createPaymentRepo(db: Db) {
  return {
    /**
     * Records a notification and queues its processing, in one transaction. A key seen before
     * (a repeated delivery) records and queues nothing: undefined.
     */
    async acceptNotification(
      notification: { key: string; topic: string; resourceId: string; action: string },
      job: { kind: string; payload: unknown },
    ): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const inserted = await queryRows<{ key: string }>(
          tx,
          sql`insert into payment_notifications (notification_key, topic, resource_id, action)
              values (${notification.key}, ${notification.topic}, ${notification.resourceId}, ${notification.action})
              on conflict (notification_key) do nothing
              returning notification_key as key`,
        );
        if (!inserted.length) return undefined;
        const [id] = await enqueueJobs(tx, [job]);
        return id;
      });
    },

    /**
     * A result page's payment_id is read once: answers true the first time this payment id is
     * seen, false after (the page reloaded, shared or replayed).
     */
    async markReturnChecked(paymentId: string): Promise<boolean> {
      const inserted = await queryRows<{ key: string }>(
        db,
        sql`insert into payment_notifications (notification_key, topic, resource_id)
            values (${`return:${paymentId}`}, 'return', ${paymentId})
            on conflict (notification_key) do nothing
            returning notification_key as key`,
      );
      return inserted.length > 0;
    },

    async insertPreference(row: typeof simulatedPreferences.$inferInsert): Promise<void> {
      await db.insert(simulatedPreferences).values(row);
    },

    async findPreference(id: string): Promise<SimulatedPreferenceRow | undefined> {
      const [row] = await db
        .select()
        .from(simulatedPreferences)
        .where(eq(simulatedPreferences.id, id));
      return row;
    },

    /** Stores a payment; `build` receives the id the sequence gave it. */
    async insertPayment(
      preferenceId: string,
      build: (id: number) => Record<string, unknown>,
    ): Promise<Record<string, unknown>> {
      return db.transaction(async (tx) => {
        const [next] = await queryRows<{ id: number }>(
          tx,
          sql`select nextval('simulated_payment_id_seq') as id`,
        );
        const id = Number(next?.id);
        const payment = build(id);
        await tx.insert(simulatedPayments).values({ id, preferenceId, payment });
        return payment;
      });
    },

    /** The payments made for one order, oldest first (the simulator's payment search). */
    async findPaymentsByReference(externalReference: string): Promise<Record<string, unknown>[]> {
      const rows = await db
        .select()
        .from(simulatedPayments)
        .where(sql`${simulatedPayments.payment}->>'external_reference' = ${externalReference}`)
        .orderBy(simulatedPayments.id);
      return rows.map((row) => row.payment as Record<string, unknown>);
    },

    /**
     * Changes a stored payment under its row lock: `change` gets the payment as stored and
     * answers the new payment and a result. Undefined: no such payment.
     */
    async changePayment<T>(
      id: number,
      change: (payment: Record<string, unknown>) => { payment: Record<string, unknown>; result: T },
    ): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(simulatedPayments)
          .where(eq(simulatedPayments.id, id))
          .for('update');
        if (!row) return undefined;
        const { payment, result } = change(row.payment as Record<string, unknown>);
        await tx.update(simulatedPayments).set({ payment }).where(eq(simulatedPayments.id, id));
        return result;
      });
    },

    async findPayment(id: number): Promise<Record<string, unknown> | undefined> {
      const [row] = await db.select().from(simulatedPayments).where(eq(simulatedPayments.id, id));
      return row?.payment as Record<string, unknown> | undefined;
    },
  };
}

export type PaymentRepo = ReturnType<typeof createPaymentRepo>;
