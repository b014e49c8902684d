import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createReadyAnswer } from './ready-answer.js';

function quietLog(errors: string[]): FastifyBaseLogger {
  const log = {
    error: (_details: unknown, message: string) => errors.push(message),
    debug: () => undefined,
  };
  return log as unknown as FastifyBaseLogger;
}

describe('a ready answer', () => {
  it('stops: waits for the build under way, starts none after, and says nothing of a refused one', async () => {
    const errors: string[] = [];
    let builds = 0;
    let finishBuild: (value: string) => void = () => undefined;
    let failBuild: (error: Error) => void = () => undefined;
    const answer = createReadyAnswer<string>({
      name: '/api/products',
      refreshMs: 0,
      log: quietLog(errors),
      build: () =>
        new Promise<string>((resolve, reject) => {
          builds++;
          finishBuild = resolve;
          failBuild = reject;
        }),
    });
    answer.start();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(builds).toBe(1);
    finishBuild('primera');
    expect(await answer.current()).toBe('primera');

    // A write asks for a rebuild; shutdown begins while it runs and refuses its request.
    answer.invalidate();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(builds).toBe(2);
    let stopped = false;
    const stopping = answer.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(stopped).toBe(false);
    failBuild(new Error('Fastify has already been closed and cannot be reopened'));
    await stopping;

    answer.invalidate();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(builds).toBe(2);
    expect(errors).toEqual([]);
    // Readers are not kept waiting by a stopped answer: they get the last one made.
    expect(await answer.current()).toBe('primera');
  });

  it('logs a build that fails while it runs', async () => {
    const errors: string[] = [];
    const answer = createReadyAnswer<string>({
      name: '/api/products',
      refreshMs: 0,
      log: quietLog(errors),
      build: async () => {
        throw new Error('database down');
      },
    });
    answer.start();
    await answer.current();
    expect(errors).toEqual(['answer rebuild failed']);
    await answer.stop();
  });

  it('rebuilds shortly after a change made elsewhere, serving the current answer meanwhile, once', async () => {
    let builds = 0;
    const answer = createReadyAnswer<string>({
      name: '/api/products',
      refreshMs: 0,
      log: quietLog([]),
      build: async () => `versión ${++builds}`,
    });
    // Changes read while the app is still being built (the demo seed's) wait for its start.
    answer.refreshSoon();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(builds).toBe(0);
    answer.start();
    expect(await answer.current()).toBe('versión 1');

    answer.refreshSoon();
    answer.refreshSoon();
    expect(await answer.current()).toBe('versión 1');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(builds).toBe(2);
    expect(await answer.current()).toBe('versión 2');

    // A local write right after the change: its rebuild covers both.
    answer.refreshSoon();
    answer.invalidate();
    expect(await answer.current()).toBe('versión 3');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(builds).toBe(3);
    await answer.stop();
  });

  it('rebuilds at once after the wall clock is set back (an NTP correction)', async () => {
    let builds = 0;
    const answer = createReadyAnswer<string>({
      name: '/api/products',
      refreshMs: 0,
      log: quietLog([]),
      build: async () => `versión ${++builds}`,
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 3_600_000);
      answer.start();
      expect(await answer.current()).toBe('versión 1');
    } finally {
      vi.useRealTimers();
    }
    // The clock is an hour behind the last build now: a write's rebuild must not wait for it.
    answer.invalidate();
    const late = new Promise((resolve) => setTimeout(() => resolve('sin respuesta'), 1000));
    expect(await Promise.race([answer.current(), late])).toBe('versión 2');
    await answer.stop();
  });

  it('is not rebuilt for changes while nobody reads it: the next reader asks for one rebuild and gets it', async () => {
    let builds = 0;
    const answer = createReadyAnswer<string>({
      name: '/api/products',
      refreshMs: 0,
      log: quietLog([]),
      build: async () => `versión ${++builds}`,
      wantedForMs: 150,
    });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    answer.start();
    expect(await answer.current()).toBe('versión 1');

    // Read just now: a change made elsewhere is rebuilt with no reader waiting.
    answer.refreshSoon();
    await pause(130);
    expect(builds).toBe(2);

    // Nobody read it for longer than it stays wanted: a burst of writes and changes made
    // elsewhere builds nothing, and the reader after them gets one rebuild covering them all.
    await pause(200);
    for (let change = 0; change < 50; change++) {
      answer.refreshSoon();
      answer.invalidate();
    }
    await pause(200);
    expect(builds).toBe(2);
    expect(await answer.current()).toBe('versión 3');
    expect(builds).toBe(3);
    await answer.stop();
  });
});
