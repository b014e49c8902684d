/** Bulk runs and their items: the run's record, what is left to do, and the report. */
import { sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { enqueueJobs, type NewJob } from '../jobs/enqueue.js';

/** One record of a new run; `reason` set: refused before any work (an unknown order number). */
export type NewBulkItem = { ref: string; label: string; reason?: string; result?: object };

export type BulkRunRow = {
  id: string;
  area: string;
  action: string;
  params: Record<string, unknown>;
  createdAt: Date;
  finishedAt: Date | null;
};

export type BulkItemRow = {
  position: number;
  ref: string;
  label: string;
  outcome: 'pending' | 'done' | 'refused';
  reason: string;
  result: Record<string, unknown> | null;
};

const ITEM = sql`position, ref, label, outcome, reason, result`;

export function createBulkRepo(db: Db) {
  return {
    /** The run, its items and the job that works them, in one transaction: all or nothing. */
    async create(
      run: { area: string; action: string; params: object; requestedBy: string | null },
      items: readonly NewBulkItem[],
      job: (runId: string) => NewJob,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [created] = await queryRows<{ id: string }>(
          tx,
          sql`insert into bulk_runs (area, action, params, requested_by)
              values (${run.area}, ${run.action}, ${JSON.stringify(run.params)}::jsonb,
                      ${run.requestedBy}::uuid)
              returning id`,
        );
        if (!created) throw new Error('bulk run not created');
        const rows = items.map((item, position) => ({
          position,
          ref: item.ref,
          label: item.label,
          outcome: item.reason ? 'refused' : 'pending',
          reason: item.reason ?? '',
          result: item.result ?? null,
        }));
        await tx.execute(
          sql`insert into bulk_run_items (run_id, position, ref, label, outcome, reason, result,
                                          finished_at)
              select ${created.id}::uuid, position, ref, label, outcome, reason, result,
                     case when outcome = 'pending' then null else now() end
              from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
                as item(position int, ref text, label text, outcome text, reason text, result jsonb)`,
        );
        await enqueueJobs(tx, [job(created.id)]);
        return created.id;
      });
    },

    /** The next items still to do, in the selection's order. */
    async pending(runId: string, limit: number): Promise<BulkItemRow[]> {
      return queryRows<BulkItemRow>(
        db,
        sql`select ${ITEM} from bulk_run_items
            where run_id = ${runId}::uuid and outcome = 'pending'
            order by position limit ${limit}`,
      );
    },

    /**
     * Writes one item's outcome, once: a job tried again after a crash does not overwrite what
     * an earlier attempt reported.
     */
    async finish(
      runId: string,
      position: number,
      outcome: { outcome: 'done' | 'refused'; reason?: string; result?: object },
      executor: DbExecutor = db,
    ): Promise<void> {
      await executor.execute(
        sql`update bulk_run_items
            set outcome = ${outcome.outcome}, reason = ${outcome.reason ?? ''},
                result = ${outcome.result ? JSON.stringify(outcome.result) : null}::jsonb,
                finished_at = now()
            where run_id = ${runId}::uuid and position = ${position} and outcome = 'pending'`,
      );
    },

    /** Every item left pending is refused with `reason` (the job gave up). */
    async refuseRest(runId: string, reason: string): Promise<void> {
      await db.execute(
        sql`update bulk_run_items set outcome = 'refused', reason = ${reason}, finished_at = now()
            where run_id = ${runId}::uuid and outcome = 'pending'`,
      );
    },

    async close(runId: string): Promise<void> {
      await db.execute(
        sql`update bulk_runs set finished_at = now()
            where id = ${runId}::uuid and finished_at is null`,
      );
    },

    /** Adds a job (the run's next batch). */
    async enqueue(job: NewJob): Promise<void> {
      await enqueueJobs(db, [job]);
    },

    async find(runId: string): Promise<{ run: BulkRunRow; items: BulkItemRow[] } | undefined> {
      const [run] = await queryRows<BulkRunRow>(
        db,
        sql`select id, area, action, params, created_at as "createdAt",
                   finished_at as "finishedAt"
            from bulk_runs where id = ${runId}::uuid`,
      );
      if (!run) return undefined;
      const items = await queryRows<BulkItemRow>(
        db,
        sql`select ${ITEM} from bulk_run_items where run_id = ${runId}::uuid order by position`,
      );
      return { run, items };
    },
  };
}

export type BulkRepo = ReturnType<typeof createBulkRepo>;
