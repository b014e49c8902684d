import type { JobRepo, ClaimedJob } from './repo.js';

/** Runs one job; an answered `payload` replaces the stored one (e.g. the e-mail as it was sent). */
export type JobHandler = (
  payload: unknown,
  job: { id: number; attempts: number },
) => Promise<{ payload: unknown } | void>;

/**
 * What happens to a kind's jobs once `maxAttempts` have failed. By default they are marked
 * failed and left in the table to be looked into.
 */
export type JobPolicy = {
  /**
   * Never marked failed: money, stock or a shipment hangs on the job (an order's expiry, a
   * payment notice, the tracking chain, which ends by itself). Past `maxAttempts` it keeps
   * retrying every `maxBackoffMs` (an hour), logged as an error each time.
   */
  retryForever?: boolean;
  /**
   * Called once when the job is given up, with its last error: writes the failure where the
   * owner sees it. If it throws, the job is not given up but retried later.
   */
  onGiveUp?: (payload: unknown, error: unknown) => Promise<void>;
};

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type JobQueueOptions = {
  /** How often the worker looks for due jobs. */
  pollMs?: number;
  /** How long a claimed job stays reserved for the instance working on it. */
  leaseMs?: number;
  /** After this many failed attempts a job is marked failed (unless its policy says otherwise). */
  maxAttempts?: number;
  /** Delay before the first retry; doubles each attempt up to `maxBackoffMs`. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** Kinds whose done jobs are records kept for good (the e-mails: they are the outbox). */
  keepDone?: string[];
  log?: Log;
};

const BATCH = 10;
/**
 * Done jobs of other kinds are deleted after this long: every order leaves some behind, and a
 * week is enough to look into what a job did.
 */
const DONE_RETENTION_MS = 7 * 24 * 60 * 60_000;
/** Deleting them scans the table, so it is done once an hour, from the worker's pass. */
const PRUNE_EVERY_MS = 60 * 60_000;
/** At most this many rows a delete, so a pass stays short; a larger backlog takes more passes. */
const PRUNE_BATCH = 1000;

/**
 * Runs the jobs of the kinds that have a handler here. Kinds without one (e-mails when no SMTP
 * server is configured) wait in the table for an instance that can do them.
 */
export function createJobQueue(repo: JobRepo, options: JobQueueOptions = {}) {
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const baseBackoffMs = options.baseBackoffMs ?? 30_000;
  const maxBackoffMs = options.maxBackoffMs ?? 60 * 60_000;
  const keepDone = options.keepDone ?? [];
  const handlers = new Map<string, JobHandler>();
  const policies = new Map<string, JobPolicy>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  /** Set by stop(): the pass in progress ends after its batch instead of draining the backlog. */
  let halting = false;
  let pendingWake = false;
  /** When the worker next deletes old done jobs; its first pass does. */
  let nextPruneAt = 0;

  async function run(job: ClaimedJob): Promise<boolean> {
    const handler = handlers.get(job.kind);
    const id = Number(job.id);
    if (!handler) return false;
    try {
      const result = await handler(job.payload, { id, attempts: job.attempts });
      await repo.complete(id, result?.payload);
      return true;
    } catch (error) {
      await failed(job, error);
      return false;
    }
  }

  /** A failed attempt: retried later with backoff, or given up when the kind's policy allows. */
  async function failed(job: ClaimedJob, error: unknown) {
    const id = Number(job.id);
    const message = error instanceof Error ? error.message : String(error);
    const policy = policies.get(job.kind) ?? {};
    const exhausted = job.attempts >= maxAttempts;
    const retryLater = async () => {
      const delay = Math.min(baseBackoffMs * 2 ** (job.attempts - 1), maxBackoffMs);
      await repo.retryLater(id, message, new Date(Date.now() + delay));
    };
    if (!exhausted || policy.retryForever) {
      if (exhausted) {
        options.log?.error(
          { jobId: id, kind: job.kind, err: error },
          'job still failing, will retry',
        );
      } else {
        options.log?.warn({ jobId: id, kind: job.kind, err: error }, 'job failed, will retry');
      }
      return retryLater();
    }
    try {
      await policy.onGiveUp?.(job.payload, error);
    } catch (recordError) {
      // The owner would not see it: keep the job, so its failure is recorded on a later pass.
      options.log?.error(
        { jobId: id, kind: job.kind, err: recordError },
        'job give-up not recorded',
      );
      return retryLater();
    }
    options.log?.error({ jobId: id, kind: job.kind, err: error }, 'job failed for good');
    await repo.fail(id, message);
  }

  /** Claims and runs due jobs until none are left; answers how many ran (done or not). */
  async function runDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await repo.claimDue([...handlers.keys()], BATCH, leaseMs);
      for (const job of claimed) await run(job);
      total += claimed.length;
      if (claimed.length < BATCH || halting) return total;
    }
  }

  async function pruneWhenDue() {
    if (halting || performance.now() < nextPruneAt) return;
    const deleted = await repo.deleteDone(DONE_RETENTION_MS, keepDone, PRUNE_BATCH);
    // A full batch means more are waiting: the next pass goes on with them.
    if (deleted < PRUNE_BATCH) nextPruneAt = performance.now() + PRUNE_EVERY_MS;
  }

  function tick() {
    timer = undefined;
    running = running
      .then(runDue)
      .then(pruneWhenDue)
      .catch((error: unknown) => options.log?.error({ err: error }, 'job worker pass failed'))
      .finally(() => {
        if (stopped) return;
        if (pendingWake) {
          pendingWake = false;
          tick();
        } else {
          timer = setTimeout(tick, pollMs);
        }
      });
  }

  return {
    /** The handler for one kind of job (registered by the module that owns that work). */
    handle(kind: string, handler: JobHandler, policy: JobPolicy = {}) {
      handlers.set(kind, handler);
      policies.set(kind, policy);
    },

    /** Runs one job now, if it is still pending and no other instance holds it. */
    async runNow(id: number): Promise<boolean> {
      const job = await repo.claim(id, leaseMs);
      return job ? run(job) : false;
    },

    runDue,

    /** Asks the worker for a pass now (e.g. right after e-mails were queued). */
    wake() {
      if (stopped) return;
      if (timer) {
        clearTimeout(timer);
        tick();
      } else {
        pendingWake = true;
      }
    },

    start() {
      if (!stopped) return;
      stopped = false;
      halting = false;
      timer = setTimeout(tick, 0);
    },

    /** Stops polling and waits for the batch in progress (at most 10 jobs) to finish. */
    async stop() {
      stopped = true;
      halting = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
