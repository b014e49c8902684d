/**
 * A small workflow runner in the manner of Medusa's workflows: named steps run in order, and a
 * failed step makes the steps before it give back what they took, in reverse order, each exactly
 * once. Steps marked `inTransaction` next to each other share one database transaction: if one
 * of them fails the rollback gives back what they took there. Once they have committed, a later
 * failure runs their compensations explicitly, together in one new transaction.
 */
import type { DbExecutor, DbTransaction } from '../../db/client.js';

export interface WorkflowStep<C> {
  readonly name: string;
  readonly inTransaction?: boolean;
  run(context: C, db: DbExecutor): Promise<void>;
  /** Gives back what `run` took. Called at most once, only after `run` succeeded. */
  compensate?(context: C, tx: DbTransaction): Promise<void>;
}

export interface WorkflowDatabase {
  db: DbExecutor;
  transaction<T>(work: (tx: DbTransaction) => Promise<T>): Promise<T>;
}

/** Steps in runs: each transactional run is one group, every other step a group of its own. */
function groups<C>(steps: readonly WorkflowStep<C>[]): WorkflowStep<C>[][] {
  const result: WorkflowStep<C>[][] = [];
  for (const step of steps) {
    const last = result.at(-1);
    if (step.inTransaction && last?.[0]?.inTransaction) last.push(step);
    else result.push([step]);
  }
  return result;
}

/**
 * Runs the steps on `context`. On failure the error of the failed step is thrown again as it
 * was, after the compensations; `onStepFailed` hears which step it was.
 */
export async function runWorkflow<C>(
  steps: readonly WorkflowStep<C>[],
  context: C,
  database: WorkflowDatabase,
  onStepFailed?: (step: string, error: unknown) => void,
): Promise<C> {
  const done: WorkflowStep<C>[] = [];
  for (const group of groups(steps)) {
    let current = group[0]?.name ?? '';
    try {
      if (group[0]?.inTransaction) {
        await database.transaction(async (tx) => {
          for (const step of group) {
            current = step.name;
            await step.run(context, tx);
          }
        });
      } else {
        for (const step of group) {
          current = step.name;
          await step.run(context, database.db);
        }
      }
    } catch (error) {
      onStepFailed?.(current, error);
      const toUndo = done.filter((step) => step.compensate).reverse();
      if (toUndo.length) {
        await database.transaction(async (tx) => {
          for (const step of toUndo) await step.compensate?.(context, tx);
        });
      }
      throw error;
    }
    done.push(...group);
  }
  return context;
}
