/**
 * The bulk runner (issue 44): a run is a list of records and one action; a job works through
 * them in order, each record in its own transaction through its module's usual service, so a
 * refused record stays as it was and the others go on. Each record's outcome (done, or refused
 * and why) is written as it finishes: the owner's page polls the run and shows its progress.
 * Generic over the area: orders now, products later.
 */
import type { BulkArea, BulkRunAnswer } from '@shop/domain';
import { ApiError, notFound } from '../../http/errors.js';
import type { BulkRepo, NewBulkItem } from './repo.js';

export const BULK_RUN_JOB = 'bulk_run';

/** Records a job works before handing the rest to a fresh job: each stays well within its lease. */
const BATCH = 50;

const RUN_NOT_FOUND = 'No existe esa acción masiva.';
const UNEXPECTED =
  'No se pudo aplicar por un error inesperado: no cambió nada; probá de nuevo con este registro.';

/** Who asked: the history of each record names them. */
export type BulkBy = { userId: string | null; username: string };

/**
 * Applies the action to one record in its own transaction and answers what to report of it
 * (a tracking code, a new status). Throwing an ApiError refuses the record with its message.
 */
export type BulkApply = (
  ref: string,
  params: Record<string, unknown>,
  by: BulkBy,
) => Promise<Record<string, unknown> | void>;

type JobPayload = { runId: string; by: BulkBy };
type Log = { error: (obj: object, msg: string) => void };

export function createBulkService(options: {
  repo: BulkRepo;
  /** Each area's actions. */
  actions: Partial<Record<BulkArea, Record<string, BulkApply>>>;
  /** Told after a run was queued, so the worker starts it now. */
  onJobsQueued?: () => void;
  log?: Log;
}) {
  const { repo } = options;

  const applyOf = (area: string, action: string) =>
    options.actions[area as BulkArea]?.[action] ?? null;

  return {
    /** A new run of `action` on `items`; answers its id at once, the job does the work. */
    async start(
      area: BulkArea,
      action: string,
      params: Record<string, unknown>,
      items: readonly NewBulkItem[],
      by: BulkBy,
    ): Promise<string> {
      if (!applyOf(area, action)) throw new ApiError(400, 'unknown_action', 'Elegí una acción.');
      if (!items.length) throw new ApiError(422, 'empty_selection', 'Elegí al menos un registro.');
      const runId = await repo.create(
        { area, action, params, requestedBy: by.userId },
        items,
        (id) => ({ kind: BULK_RUN_JOB, payload: { runId: id, by } satisfies JobPayload }),
      );
      options.onJobsQueued?.();
      return runId;
    },

    /** The job: the next batch of the run's records, then a job for the rest or the run's end. */
    async runJob(payload: unknown): Promise<void> {
      const { runId, by } = payload as JobPayload;
      const found = await repo.find(runId);
      if (!found || found.run.finishedAt) return;
      const { run } = found;
      const apply = applyOf(run.area, run.action);
      const batch = await repo.pending(runId, BATCH);
      for (const item of batch) {
        if (!apply) {
          await repo.finish(runId, item.position, { outcome: 'refused', reason: UNEXPECTED });
          continue;
        }
        try {
          const result = await apply(item.ref, run.params, by);
          await repo.finish(runId, item.position, { outcome: 'done', result: result ?? {} });
        } catch (error) {
          if (error instanceof ApiError && error.statusCode < 500) {
            await repo.finish(runId, item.position, { outcome: 'refused', reason: error.message });
          } else {
            options.log?.error({ err: error, runId, ref: item.ref }, 'bulk item failed');
            await repo.finish(runId, item.position, { outcome: 'refused', reason: UNEXPECTED });
          }
        }
      }
      if (batch.length === BATCH) {
        await repo.enqueue({ kind: BULK_RUN_JOB, payload });
        options.onJobsQueued?.();
      } else {
        await repo.close(runId);
      }
    },

    /** The job failed for good (the database kept failing): the rest is reported refused. */
    async giveUp(payload: unknown): Promise<void> {
      const { runId } = payload as JobPayload;
      await repo.refuseRest(runId, UNEXPECTED);
      await repo.close(runId);
    },

    /** GET /api/admin/bulk/:id: progress and each record's outcome. */
    async get(runId: string): Promise<BulkRunAnswer> {
      const found = await repo.find(runId);
      if (!found) throw notFound(RUN_NOT_FOUND);
      const { run, items } = found;
      const count = (outcome: string) => items.filter((item) => item.outcome === outcome).length;
      return {
        id: run.id,
        area: run.area as BulkArea,
        action: run.action,
        createdAt: new Date(run.createdAt).toISOString(),
        finishedAt: run.finishedAt ? new Date(run.finishedAt).toISOString() : null,
        total: items.length,
        done: count('done'),
        refused: count('refused'),
        items: items.map((item) => ({
          ref: item.ref,
          label: item.label,
          outcome: item.outcome,
          reason: item.reason,
          result: item.result,
        })),
      };
    },
  };
}

export type BulkService = ReturnType<typeof createBulkService>;
