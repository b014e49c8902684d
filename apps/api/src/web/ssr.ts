import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppConfig } from '../config.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/availability.js';
import { pageNonce } from '../http/security-headers.js';
import { productsShownIn } from '../http/shown-products.js';
import type { CatalogueMemory } from '../modules/products/catalogue-memory.js';
import { createKeptPages, type KeptPages } from './kept-pages.js';
import { createPageServer } from './pages.js';
import type { RenderedPage } from './rendered-page.js';

/** A kept product page is rendered afresh behind its view after this long (the footer's year…). */
const KEPT_PAGE_MAX_AGE_MS = 60 * 60 * 1000;
const QUIET_BEFORE_RENDERING_AHEAD_MS = 50;

/**
 * Serves the built React app on the same origin as the API: hashed assets from disk, every
 * other non-/api path rendered on the server by React Router. Loaders reach the API in-process.
 */
export async function registerWeb(
  app: FastifyInstance,
  config: AppConfig,
  memory?: CatalogueMemory,
): Promise<KeptPages | undefined> {
  const buildDir = config.webBuildDir;
  const serverEntry = buildDir && join(buildDir, 'server', 'index.js');
  if (!buildDir || !serverEntry || !existsSync(serverEntry)) {
    app.log.warn(`web build not found at ${buildDir}: serving the API only (run npm run build)`);
    return undefined;
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

  const kept =
    memory && app.publicCache.enabled ? keptPagesOf(app, config, memory, handle) : undefined;
  const servePage = createPageServer({
    cache: app.publicCache,
    kept,
    log: app.log,
    render: async (request) => {
      // A page whose data the database could not give is not a broken page: it says so in
      // Spanish, with 503 and Retry-After, and is kept nowhere (decision 0032).
      let unavailable = false;
      // What the page shows of the catalogue: a change of one of these products forgets it.
      const answers: string[] = [];
      try {
        const page = await readPage(
          await handle(toWebRequest(request), {
            api: async (path: string, init?: ApiInit) => {
              const answer = await callApi(app, path, init);
              if (answer.status === 503 && answer.text.includes('"database_unavailable"')) {
                unavailable = true;
              }
              answers.push(answer.text);
              return answer;
            },
            cspNonce: pageNonce(request),
            publicUrl: config.publicUrl,
          }),
        );
        return unavailable ? comeBackSoonPage() : { ...page, shows: productsShownIn(answers) };
      } catch (error) {
        if (unavailable || isDatabaseUnavailable(error)) return comeBackSoonPage();
        throw error;
      }
    },
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
  return kept;
}

/**
 * The product pages kept rendered (kept-pages.ts), each rendered as a shopper without cookies
 * gets it, ahead of views while no shopper's request is being answered.
 */
function keptPagesOf(
  app: FastifyInstance,
  config: AppConfig,
  memory: CatalogueMemory,
  handle: ReturnType<typeof createRequestHandler>,
): KeptPages | undefined {
  const maxBytes = (config.productPagesMb ?? 0) * 1024 * 1024;
  if (maxBytes <= 0) return undefined;
  // Another instance's settings change too: a page must not be rendered from a kept older answer.
  memory.onChange((changed) => {
    if (changed === 'settings') app.publicCache.clear();
  });
  let answering = 0;
  let lastAnswered = 0;
  app.server.on('request', (_request, response) => {
    answering++;
    response.once('close', () => {
      answering--;
      lastAnswered = Date.now();
    });
  });
  // A write that empties the public cache (a promotion's, say) or a new shop day may change what
  // a product page shows besides its product: its "% OFF" badge and price (decision 0039).
  let cleared = 0;
  app.publicCache.onClear(() => cleared++);
  const kept = createKeptPages({
    memory,
    shownVersion: () => cleared,
    maxBytes,
    maxAgeMs: KEPT_PAGE_MAX_AGE_MS,
    // A render holds the thread for milliseconds: only after a quiet moment, not between two
    // requests of a busy minute.
    busy: () => answering > 0 || Date.now() - lastAnswered < QUIET_BEFORE_RENDERING_AHEAD_MS,
    log: app.log,
    async render(path) {
      let productAnswer: string | undefined;
      const productCall = `/api/products/${path.slice('/producto/'.length)}`;
      const request = new Request(new URL(path, config.publicUrl), {
        headers: { accept: 'text/html' },
      });
      const page = await readPage(
        await handle(request, {
          api: async (apiPath: string, init?: ApiInit) => {
            const answer = await callApi(app, apiPath, init);
            if (apiPath === productCall) productAnswer = answer.text;
            return answer;
          },
          cspNonce: randomBytes(16).toString('base64'),
          publicUrl: config.publicUrl,
        }),
      );
      return { page, productAnswer };
    },
  });
  app.addHook('onReady', async () => kept.start());
  // A render calls the API in-process, refused once close() begins: stopped before.
  app.addHook('preClose', async () => kept.stop());
  return kept;
}

const COME_BACK_SOON = `<!doctype html>
<html lang="es-AR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Volvemos en un momento — Tienda deportiva</title></head>
<body>
<h1>Volvemos en un momento</h1>
<p>La tienda no puede mostrar esta página ahora mismo. Esperá unos segundos y volvé a cargarla: tu carrito sigue guardado.</p>
<p><a href="/">Ir al inicio</a></p>
</body>
</html>
`;

/** The storefront's page while the database is away: 503, come back in a few seconds. */
function comeBackSoonPage(): RenderedPage {
  return {
    status: 503,
    contentType: 'text/html; charset=utf-8',
    headers: {
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
      'cache-control': 'no-store',
    },
    cookies: [],
    body: Buffer.from(COME_BACK_SOON),
  };
}

type ApiInit = { method?: string; headers?: Record<string, string>; body?: string };

async function callApi(app: FastifyInstance, path: string, init: ApiInit = {}) {
  const response = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: path,
    headers: { 'content-type': 'application/json', ...init.headers },
    payload: init.body,
  });
  return {
    status: response.statusCode,
    text: response.payload,
    json: async () => response.json() as unknown,
  };
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
