import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { compressedCopy, type CachedAnswer } from './cached-answer.js';
import type { PublicCache, PublicCacheOptions } from './public-cache.js';
import { createReadyAnswer, type ReadyAnswer } from './ready-answer.js';

/** Marks the in-process request that builds a ready answer (its value: this process's secret). */
const BUILD_HEADER = 'x-ready-answer-build';

/** A shopper's read kept made by the cache (ready-answer.ts): its key, as `cacheKey` makes it. */
export type ReadyAnswerRoute = {
  url: string;
  /** Rebuilt this often besides after writes (other instances' changes); 0: only after writes. */
  refreshMs: number;
  /** Calls back after each change made elsewhere (instead of rebuilding every `refreshMs`). */
  changes?: (changed: () => void) => void;
};

/**
 * The ready reads: each is built by an in-process request that carries this process's secret
 * header (so the cache lets it through), compressed once, rebuilt after every clear.
 */
export function registerReadyAnswers(
  app: FastifyInstance,
  cache: PublicCache,
  options: PublicCacheOptions & { ready?: readonly ReadyAnswerRoute[] },
) {
  const buildSecret = randomBytes(16).toString('hex');
  /** By key: every spelling of a ready read's address finds it (`cacheKey`). */
  const answers = new Map<string, ReadyAnswer<CachedAnswer>>();
  for (const route of options.ready ?? []) {
    const answer = createReadyAnswer<CachedAnswer>({
      name: route.url,
      refreshMs: route.refreshMs,
      log: app.log,
      async build() {
        const res = await app.inject({ url: route.url, headers: { [BUILD_HEADER]: buildSecret } });
        if (res.statusCode !== 200) throw new Error(`${route.url} answered ${res.statusCode}`);
        const answer: CachedAnswer = {
          body: res.rawPayload,
          copies: {},
          contentType: String(res.headers['content-type']),
          headers: {},
          scriptHashes: [],
          expiresAt: Number.POSITIVE_INFINITY,
        };
        // Both copies made with the build: these answers are the busiest there are.
        await Promise.all([compressedCopy(answer, 'br'), compressedCopy(answer, 'gzip')]);
        return answer;
      },
    });
    route.changes?.(() => answer.refreshSoon());
    answers.set(route.url, answer);
  }
  cache.onClear(() => {
    for (const answer of answers.values()) answer.invalidate();
  });
  app.addHook('onReady', async () => {
    for (const answer of answers.values()) answer.start();
  });
  // A build is an in-process request, refused once close() begins: stopped before.
  const stop = async () => {
    await Promise.all([...answers.values()].map((answer) => answer.stop()));
  };
  app.addHook('preClose', stop);
  return {
    isBuild: (request: FastifyRequest) => request.headers[BUILD_HEADER] === buildSecret,
    answerFor: (key: string) => answers.get(key),
    stop,
  };
}
