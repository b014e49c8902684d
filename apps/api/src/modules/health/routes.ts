import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { errorAnswers } from '../../http/answers.js';
import { z } from 'zod';

/** Whether the server and its database answer (for probes and the operator). */
const healthAnswer = z.object({
  status: z.enum(['ok', 'error']),
  database: z.object({ kind: z.string(), status: z.enum(['ok', 'unreachable']) }),
  /**
   * `memory`: shoppers' catalogue reads come from memory; `loading` until its first read ends;
   * `stale` while it may have missed changes (they read the database until it has caught up).
   */
  catalogue: z.enum(['memory', 'loading', 'stale', 'database']),
  /** Product pages kept rendered (web/kept-pages.ts); absent when they are not kept. */
  productPages: z.number().int().optional(),
});

export function healthRoutes(
  app: FastifyInstance,
  database: Database,
  memory: { ready: boolean; loadedOnce: boolean } | undefined,
  keptProductPages: () => number | undefined = () => undefined,
) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Estado del servidor y de la base de datos',
        response: { 200: healthAnswer, 503: healthAnswer, ...errorAnswers },
      },
    },
    async (_request, reply) => {
      const catalogue = !memory
        ? 'database'
        : memory.ready
          ? 'memory'
          : memory.loadedOnce
            ? 'stale'
            : 'loading';
      const productPages = keptProductPages();
      try {
        await database.db.execute(sql`select 1`);
        return {
          status: 'ok',
          database: { kind: database.kind, status: 'ok' },
          catalogue,
          productPages,
        };
      } catch {
        return reply.status(503).send({
          status: 'error',
          database: { kind: database.kind, status: 'unreachable' },
          catalogue,
          productPages,
        });
      }
    },
  );
}
