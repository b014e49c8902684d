import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../test/harness.js';
import { buildWebForTest } from '../test/web-build.js';

/**
 * Issue 13 part 5 on every route there is: a path or query with a NUL byte, a malformed percent
 * escape or an over-long segment gets a 4xx (the storefront's 404 page for pages, Spanish
 * `{ error, message }` under /api), never a 500. The routes are read from the app itself (the
 * React Router build made from apps/web/app/routes.ts, Fastify's route table), so a new route
 * is covered without anyone remembering to add it.
 */

const HOSTILE_SEGMENTS = ['a%00b', '%E0%A4%A', '%', 'a'.repeat(400)];
const HOSTILE_QUERIES = ['?q=a%00b', '?q=%E0%A4%A', '?%=1', '?q=%ED%A0%80'];
/** Odd but well-formed values: nothing refuses them up front, so the route must answer sanely. */
const ODD_SEGMENTS = [
  '%20',
  'a'.repeat(300),
  '%C3%B1and%C3%BA',
  '..%2F..%2Fetc',
  '-1',
  '9'.repeat(30),
];

type Route = { path: string; methods: string[] };

/**
 * Fastify's route table, read from printRoutes' tree: one node a line, four columns a level,
 * the methods of a route in brackets after its part of the path.
 */
function routeTable(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const parts: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    parts.length = (node[1] ?? '').length / 4;
    // Routes that share a node under different parameter names print them all (`:id|:orderNumber`).
    parts.push((node[2] ?? '').replace(/(:\w+)(\|:\w+)+/g, '$1'));
    if (node[3]) routes.push({ path: parts.join(''), methods: node[3].split(', ') });
  }
  return routes;
}

/** Each page route's whole path (`/producto/:slug`), parents' parts included. */
function pagePaths(build: ServerBuild): string[] {
  const pathOf = (id: string | undefined): string[] => {
    const route = id === undefined ? undefined : build.routes[id];
    if (!route) return [];
    return [...pathOf(route.parentId), ...(route.path ? [route.path] : [])];
  };
  return Object.values(build.routes)
    .filter((route) => route && (route.path !== undefined || route.index))
    .map((route) => `/${pathOf(route!.id).join('/')}`.replace(/\/+/g, '/'));
}

/** Every dynamic part (`:name`, `*`) of a path given `value`. */
const fill = (path: string, value: string) => path.replace(/:\w+\??|\*/g, value);
const isDynamic = (path: string) => /:\w|\*/.test(path);

/** Spanish words, and none of Fastify's or Node's English defaults. */
function isSpanish(message: string): boolean {
  return (
    /[áéíóúñ¿¡]|\b(la|el|no|de|un|una|es|debe|ruta)\b/i.test(message) &&
    !/\b(the|is not|must be|not found|invalid|route|exceeded)\b/i.test(message)
  );
}

describe('hostile addresses on every page and API route', () => {
  let shop: TestShop;
  let web: Awaited<ReturnType<typeof buildWebForTest>>;
  let pages: string[];
  let api: Route[];
  let address = 0;
  const nextAddress = () => `10.88.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`;

  beforeAll(async () => {
    web = await buildWebForTest();
    shop = await createTestShop('pglite', { webBuildDir: web.dir });
    const build = (await import(
      /* @vite-ignore */ pathToFileURL(join(web.dir, 'server', 'index.js')).href
    )) as ServerBuild;
    pages = [...new Set(pagePaths(build))];
    api = routeTable(shop.app).filter((route) => route.path.startsWith('/api'));
  }, 240_000);
  afterAll(async () => {
    await shop?.close();
    await web?.remove();
  });

  it('knows the routes it tries', async () => {
    expect(pages).toEqual(expect.arrayContaining(['/', '/producto/:slug', '/catalogo', '/*']));
    expect(pages.length).toBeGreaterThan(30);
    // The route table read from printRoutes holds every documented call.
    const doc = (await shop.app.inject('/api/docs/json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api'));
    expect(documented.length).toBeGreaterThan(40);
    for (const [path, methods] of documented) {
      const anyName = (p: string) => p.replace(/:\w+|\{\w+\}/g, ':');
      const route = api.find((r) => anyName(r.path) === anyName(path));
      expect(route, path).toBeDefined();
      for (const method of Object.keys(methods)) {
        expect(route?.methods, `${method} ${path}`).toContain(method.toUpperCase());
      }
    }
  });

  it("answers a hostile page address with the storefront's 404 page", async () => {
    for (const page of pages) {
      const addresses = [
        ...(isDynamic(page) ? HOSTILE_SEGMENTS.map((value) => fill(page, value)) : []),
        ...HOSTILE_QUERIES.map((query) => fill(page, 'x') + query),
      ];
      for (const url of addresses) {
        const res = await shop.app.inject({ url, remoteAddress: nextAddress() });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.body, url).toContain('Página no encontrada');
      }
    }
  });

  it('answers odd but well-formed page addresses without a 500', async () => {
    const failed: string[] = [];
    for (const page of pages.filter(isDynamic)) {
      for (const value of ODD_SEGMENTS) {
        const url = fill(page, value);
        const res = await shop.app.inject({ url, remoteAddress: nextAddress() });
        if (res.statusCode >= 500) failed.push(`${res.statusCode} ${url.slice(0, 80)}`);
      }
    }
    expect(failed).toEqual([]);
  });

  it('answers a hostile API address with 4xx and a Spanish { error, message }', async () => {
    for (const route of api) {
      const addresses = [
        ...(isDynamic(route.path) ? HOSTILE_SEGMENTS.map((value) => fill(route.path, value)) : []),
        ...HOSTILE_QUERIES.map((query) => fill(route.path, 'x') + query),
      ];
      for (const method of route.methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
        for (const url of addresses) {
          const res = await shop.app.inject({
            method: method as 'GET',
            url,
            remoteAddress: nextAddress(),
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
          });
          const call = `${method} ${url.slice(0, 120)}`;
          expect(res.statusCode, call).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, call).toBeLessThan(500);
          const body = res.json<{ error: unknown; message: unknown }>();
          expect(body, call).toMatchObject({
            error: expect.any(String),
            message: expect.any(String),
          });
          expect(isSpanish(String(body.message)), `${call}: ${String(body.message)}`).toBe(true);
        }
      }
    }
  });

  it('answers odd but well-formed API path values without a 500, as a shopper and an admin', async () => {
    const failed: string[] = [];
    for (const route of api.filter((r) => isDynamic(r.path))) {
      for (const method of route.methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
        for (const value of ODD_SEGMENTS) {
          for (const headers of [{}, shop.adminHeaders]) {
            const url = fill(route.path, value);
            const res = await shop.app.inject({
              method: method as 'GET',
              url,
              headers,
              remoteAddress: nextAddress(),
              ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
            });
            const who = 'authorization' in headers ? ' (admin)' : '';
            if (res.statusCode >= 500) {
              failed.push(`${res.statusCode} ${method} ${url.slice(0, 80)}${who}`);
            }
          }
        }
      }
    }
    expect(failed).toEqual([]);
  });
});
