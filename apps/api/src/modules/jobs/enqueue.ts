/**
 * How other modules add jobs: inside their own transaction, so a job exists exactly when the
 * change that asked for it was committed (the outbox). The queue's own reads live in repo.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { queryPrepared } from '../../db/rows.js';

/** A job to add: what to do, with what, and not before when (now by default). */
export type NewJob = { kind: string; payload: unknown; runAt?: Date };

/**
 * The statement that adds jobs, answering their ids in the given order: one array parameter, so
 * one prepared text for any count, and it can close a statement that changes something else
 * (an order event and its e-mails in one round trip).
 */
export function insertJobs(list: readonly NewJob[]): SQL {
  const rows = list.map((job) => ({
    kind: job.kind,
    payload: job.payload,
    run_at: (job.runAt ?? new Date()).toISOString(),
  }));
  return sql`insert into jobs (kind, payload, run_at)
    select kind, payload, run_at
    from rows from (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as (kind text, payload jsonb, run_at timestamptz)) with ordinality
      as job(kind, payload, run_at, position)
    order by position
    returning id`;
}

/**
 * The one way to add jobs, in one statement. Takes the caller's transaction, so the jobs exist
 * exactly when the change that asked for them was committed (an order event and its e-mails, a
 * notification and its processing). Answers their ids in the given order.
 */
export async function enqueueJobs(db: DbExecutor, list: readonly NewJob[]): Promise<number[]> {
  if (!list.length) return [];
  const rows = await queryPrepared<{ id: string | number }>(db, insertJobs(list));
  return rows.map((row) => Number(row.id));
}
