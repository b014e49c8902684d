import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { enqueueJobs, type NewJob } from './enqueue.js';
import type { JobRecord } from './types.js';

export type ClaimedJob = { id: number; kind: string; payload: unknown; attempts: number };

const CLAIMED = sql`id, kind, payload, attempts`;
const RECORD = sql`id, kind, payload, status, attempts, last_error as "lastError",
  created_at as "createdAt", finished_at as "finishedAt"`;

function toRecord(row: JobRecord): JobRecord {
  return {
    ...row,
    id: Number(row.id),
    createdAt: new Date(row.createdAt),
    finishedAt: row.finishedAt === null ? null : new Date(row.finishedAt),
  };
}

export function createJobRepo(db: Db) {
  return {
    /**
     * Takes up to `limit` due jobs of these kinds for `leaseMs`. SKIP LOCKED lets several
     * instances claim at once without waiting on or taking each other's rows; the lease keeps a
     * claimed job from being claimed again until it is finished or its instance died.
     */
    async claimDue(kinds: string[], limit: number, leaseMs: number): Promise<ClaimedJob[]> {
      if (!kinds.length) return [];
      return queryRows<ClaimedJob>(
        db,
        sql`update jobs set locked_until = now() + ${leaseMs}::integer * interval '1 millisecond',
              attempts = attempts + 1
            where id in (
              select id from jobs
              where status = 'pending' and kind in ${kinds} and run_at <= now()
                and (locked_until is null or locked_until < now())
              order by run_at, id limit ${limit}
              for update skip locked)
            returning ${CLAIMED}`,
      );
    },

    /** Claims one given job, when it is still pending and nobody holds it. */
    async claim(id: number, leaseMs: number): Promise<ClaimedJob | undefined> {
      const rows = await queryRows<ClaimedJob>(
        db,
        sql`update jobs set locked_until = now() + ${leaseMs}::integer * interval '1 millisecond',
              attempts = attempts + 1
            where id = (
              select id from jobs where id = ${id} and status = 'pending'
                and (locked_until is null or locked_until < now())
              for update skip locked)
            returning ${CLAIMED}`,
      );
      return rows[0];
    },

    /** Done; `payload`, when given, replaces the stored one. */
    async complete(id: number, payload?: unknown): Promise<void> {
      const kept = payload === undefined ? sql`payload` : sql`${JSON.stringify(payload)}::jsonb`;
      await db.execute(
        sql`update jobs set status = 'done', finished_at = now(), locked_until = null, last_error = null,
              payload = ${kept}
            where id = ${id}`,
      );
    },

    /** Back to the queue after a failure, to run again at `runAt`. */
    async retryLater(id: number, error: string, runAt: Date): Promise<void> {
      await db.execute(
        sql`update jobs set run_at = ${runAt}, locked_until = null, last_error = ${error}
            where id = ${id}`,
      );
    },

    async fail(id: number, error: string): Promise<void> {
      await db.execute(
        sql`update jobs set status = 'failed', finished_at = now(), locked_until = null,
              last_error = ${error}
            where id = ${id}`,
      );
    },

    /**
     * Deletes up to `limit` jobs that were done more than `olderThanMs` ago, except those of
     * `keptKinds`; answers how many it deleted. Failed jobs stay, to be looked into.
     */
    async deleteDone(olderThanMs: number, keptKinds: string[], limit: number): Promise<number> {
      const kept = keptKinds.length ? sql`and kind not in ${keptKinds}` : sql``;
      const rows = await queryRows<{ id: number }>(
        db,
        sql`delete from jobs where id in (
              select id from jobs
              where status = 'done'
                and finished_at < now() - ${olderThanMs}::integer * interval '1 millisecond'
                ${kept}
              limit ${limit}
              for update skip locked)
            returning id`,
      );
      return rows.length;
    },

    /** Newest first. */
    async listByKind(kind: string, limit: number): Promise<JobRecord[]> {
      const rows = await queryRows<JobRecord>(
        db,
        sql`select ${RECORD} from jobs where kind = ${kind} order by id desc limit ${limit}`,
      );
      return rows.map(toRecord);
    },

    async findOfKind(kind: string, id: number): Promise<JobRecord | undefined> {
      const rows = await queryRows<JobRecord>(
        db,
        sql`select ${RECORD} from jobs where kind = ${kind} and id = ${id}`,
      );
      return rows.map(toRecord)[0];
    },

    /** A pending job waiting for its retry runs at the next pass instead. */
    async runSoon(id: number): Promise<void> {
      await db.execute(sql`update jobs set run_at = now() where id = ${id} and status = 'pending'`);
    },

    async add(job: NewJob): Promise<number> {
      const [id] = await enqueueJobs(db, [job]);
      return id!;
    },
  };
}

export type JobRepo = ReturnType<typeof createJobRepo>;
