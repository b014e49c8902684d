import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppConfig } from '../config.js';
import { pageNonce } from '../http/security-headers.js';
import { createPageServer, type RenderedPage } from './pages.js';

/**
 * Serves the built React app on the same origin as the API: hashed assets from disk, every
 * other non-/api path rendered on the server by React Router. Loaders reach the API in-process.
 */
export async function registerWeb(app: FastifyInstance, config: AppConfig) {
  const buildDir = config.webBuildDir;
  const serverEntry = buildDir && join(buildDir, 'server', 'index.js');
  if (!buildDir || !serverEntry || !existsSync(serverEntry)) {
    app.log.warn(`web build not found at ${buildDir}: serving the API only (run npm run build)`);
    return;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');

  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    wildcard: false,
    index: false,
    // The web build writes .br/.gz copies next to each asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    // Otherwise `send` writes its own "max-age=0" over the header set below.
    cacheControl: false,
    setHeaders(res, path) {
      if (path.includes(`${join('client', 'assets')}`)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'public, max-age=3600');
      }
    },
  });

  const servePage = createPageServer({
    cache: app.publicCache,
    log: app.log,
    render: async (request) =>
      readPage(
        await handle(toWebRequest(request), {
          api: (path: string, init?: ApiInit) => callApi(app, path, init),
          cspNonce: pageNonce(request),
          publicUrl: config.publicUrl,
        }),
      ),
  });

  await app.register(async (web) => {
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        if (request.url.startsWith('/api/') || request.url === '/api') {
          return reply.status(404).send({
            error: 'not_found',
            message: `No existe la ruta ${request.method} ${request.url.split('?')[0]}.`,
          });
        }
        return servePage(request, reply);
      },
    });
  });
}

type ApiInit = { method?: string; headers?: Record<string, string>; body?: string };

async function callApi(app: FastifyInstance, path: string, init: ApiInit = {}) {
  const response = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: path,
    headers: { 'content-type': 'application/json', ...init.headers },
    payload: init.body,
  });
  return { status: response.statusCode, json: async () => response.json() as unknown };
}

function toWebRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? (request.body as Buffer) : undefined,
  });
}

async function readPage(response: Response): Promise<RenderedPage> {
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-type') headers[name] = value;
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'text/html; charset=utf-8',
    headers,
    cookies: response.headers.getSetCookie(),
    body: Buffer.from(await response.arrayBuffer()),
  };
}
