/**
 * A small workflow runner in the manner of Medusa's workflows: named steps run in order, and a
 * failed step makes the steps before it give back what they took, in reverse order, each exactly
 * once, together in one transaction. A step that writes does it in one statement (the checkout's
 * place step), so a failed step has written nothing.
 */
import type { DbExecutor, DbTransaction } from '../../db/client.js';

export interface WorkflowStep<C> {
  readonly name: string;
  run(context: C, db: DbExecutor): Promise<void>;
  /** Gives back what `run` took. Called at most once, only after `run` succeeded. */
  compensate?(context: C, tx: DbTransaction): Promise<void>;
}

export interface WorkflowDatabase {
  db: DbExecutor;
  transaction<T>(work: (tx: DbTransaction) => Promise<T>): Promise<T>;
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
  for (const step of steps) {
    try {
      await step.run(context, database.db);
    } catch (error) {
      onStepFailed?.(step.name, error);
      const toUndo = done.filter((earlier) => earlier.compensate).reverse();
      if (toUndo.length) {
        await database.transaction(async (tx) => {
          for (const earlier of toUndo) await earlier.compensate?.(context, tx);
        });
      }
      throw error;
    }
    done.push(step);
  }
  return context;
}
