import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export function healthRoutes(app: FastifyInstance, database: Database) {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], summary: 'Estado del servidor y de la base de datos' } },
    async (_request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok', database: { kind: database.kind, status: 'ok' } };
      } catch {
        return reply
          .status(503)
          .send({ status: 'error', database: { kind: database.kind, status: 'unreachable' } });
      }
    },
  );
}
