import type { FastifyRequest } from 'fastify';

/** A route's query schema (zod), as far as the cache uses it. */
type QuerySchema = {
  safeParse(query: unknown): { success: boolean; data?: Record<string, unknown> };
};

/** What each route assumes for the parameters left out (its zod defaults), by schema. */
const defaultsBySchema = new WeakMap<QuerySchema, Record<string, unknown>>();

function defaultsOf(schema: QuerySchema): Record<string, unknown> {
  let defaults = defaultsBySchema.get(schema);
  if (!defaults) {
    const parsed = schema.safeParse({});
    defaults = (parsed.success && parsed.data) || {};
    defaultsBySchema.set(schema, defaults);
  }
  return defaults;
}

/**
 * The key of a shopper's read: its route, its path parameters as the router decoded them, and
 * the values its route makes of the query parameters it understands, in one order. Unknown
 * parameters (`?x=1`, `?x=2`…) and other spellings of one answer (`/api/%70roducts`,
 * `limit=012`, `limit=12.0`, a default given or left out) share one kept answer instead of each
 * costing a fresh one. Undefined when the route refuses the query: validation answers that.
 */
export function cacheKey(request: FastifyRequest): string | undefined {
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  const path = (request.routeOptions.url ?? '/').replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const schema = request.routeOptions.schema?.querystring as QuerySchema | undefined;
  if (!schema) return path;
  const parsed = schema.safeParse(request.query);
  if (!parsed.success || !parsed.data) return undefined;
  const cutDown = request.routeOptions.config?.publicCacheQuery;
  const query = cutDown ? cutDown(parsed.data) : parsed.data;
  const defaults = defaultsOf(schema);
  const normalized = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = JSON.stringify(query[name]);
    if (value !== undefined && value !== JSON.stringify(defaults[name])) {
      normalized.append(name, value);
    }
  }
  return normalized.size > 0 ? `${path}?${normalized.toString()}` : path;
}
