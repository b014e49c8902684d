import { describe, expect, it } from 'vitest';
import type { DbExecutor, DbTransaction } from '../../db/client.js';
import { runWorkflow, type WorkflowDatabase, type WorkflowStep } from './workflow.js';

/** A database stand-in that tells what was committed and what was rolled back. */
function fakeDatabase(log: string[]): WorkflowDatabase {
  return {
    db: {} as DbExecutor,
    async transaction(work) {
      log.push('begin');
      try {
        const result = await work({} as DbTransaction);
        log.push('commit');
        return result;
      } catch (error) {
        log.push('rollback');
        throw error;
      }
    },
  };
}

const NAMES = ['price', 'quote shipping', 'place', 'open payment'];
/** As in the checkout, only the steps that take something give something back. */
const TAKES = new Set(['place']);

function steps(log: string[], failing: string | null): WorkflowStep<object>[] {
  return NAMES.map((name) => ({
    name,
    async run() {
      log.push(`run ${name}`);
      if (name === failing) throw new Error(`${name} failed`);
    },
    ...(TAKES.has(name)
      ? {
          async compensate() {
            log.push(`undo ${name}`);
          },
        }
      : {}),
  }));
}

async function runFailing(failing: string | null) {
  const log: string[] = [];
  let failedStep: string | undefined;
  const result = await runWorkflow(steps(log, failing), {}, fakeDatabase(log), (step) => {
    failedStep = step;
  }).then(
    () => 'done',
    (error: Error) => error.message,
  );
  return { log, result, failedStep };
}

describe('the checkout workflow runner', () => {
  it('runs every step in order, without a transaction of its own', async () => {
    const { log, result } = await runFailing(null);
    expect(result).toBe('done');
    expect(log).toEqual(['run price', 'run quote shipping', 'run place', 'run open payment']);
  });

  it('a step failing before anything was taken: nothing is given back', async () => {
    for (const failing of ['price', 'quote shipping', 'place']) {
      const { log, result, failedStep } = await runFailing(failing);
      expect(result).toBe(`${failing} failed`);
      expect(failedStep).toBe(failing);
      expect(log.filter((line) => line.startsWith('undo'))).toEqual([]);
      expect(log).not.toContain('begin');
      expect(log.at(-1)).toBe(`run ${failing}`);
    }
  });

  it('open payment failing: place is given back once, in one transaction', async () => {
    const { log, result, failedStep } = await runFailing('open payment');
    expect(result).toBe('open payment failed');
    expect(failedStep).toBe('open payment');
    expect(log.slice(log.indexOf('run open payment'))).toEqual([
      'run open payment',
      'begin',
      'undo place',
      'commit',
    ]);
  });
});
