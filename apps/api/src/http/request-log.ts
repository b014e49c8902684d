import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.js';

/**
 * JSON lines (the default: files, process managers, log collectors), or, for a person at a
 * terminal, short coloured lines written by pino-pretty in its own thread.
 */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel' | 'logFormat'>,
): FastifyServerOptions['logger'] {
  if (config.logFormat !== 'pretty') return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: {
        colorize: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,reqId',
        singleLine: true,
      },
    },
  };
}

/** One line per answered request: `GET /catalogo 200 12 ms`. */
export function registerRequestLine(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`,
    );
    done();
  });
}
