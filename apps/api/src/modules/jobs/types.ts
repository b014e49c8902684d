/** What other modules may know of stored jobs, without reaching into the queue's repo. */
import type { NewJob } from './enqueue.js';

/** A stored job as its owner module reads it back (the e-mail outbox lists its e-mails). */
export type JobRecord = {
  id: number;
  kind: string;
  payload: unknown;
  status: 'pending' | 'done' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  finishedAt: Date | null;
};

/** The jobs of one kind a module owns: read them, hurry a pending one, add a copy. */
export type JobsOfKind = {
  /** Newest first. */
  listByKind(kind: string, limit: number): Promise<JobRecord[]>;
  findOfKind(kind: string, id: number): Promise<JobRecord | undefined>;
  /** A pending job waiting for its retry runs at the next pass instead. */
  runSoon(id: number): Promise<void>;
  add(job: NewJob): Promise<number>;
};
