import autocannon from 'autocannon';

export type LoadFigures = {
  url: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/** What every current browser sends; the shop answers its cached reads compressed. */
export const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  accept: 'application/json',
};

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The value `share` of the way up `sorted` (ascending); 0 when it is empty. */
export function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.floor(sorted.length * share)] ?? 0;
}

/** A 5 s warm-up, then three runs of `seconds`: the medians of their figures. */
async function medianOfThreeRuns(
  options: autocannon.Options & { url: string },
  seconds: number,
): Promise<LoadFigures> {
  await autocannon({ ...options, duration: 5 });
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await autocannon({ ...options, duration: seconds }));
  return {
    url: options.url,
    requestsPerSecond: median(runs.map((r) => r.requests.average)),
    p50: median(runs.map((r) => r.latency.p50)),
    p99: median(runs.map((r) => r.latency.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/**
 * A 5 s warm-up (the server's JIT and caches), then three runs; the figures are the medians of
 * the three, so one noisy run on a shared 2-core machine neither flatters nor sinks a route.
 * Latencies in milliseconds. With `paths`, each request asks for the next of them on `url`'s
 * server, so a run spreads over many pages.
 */
export async function measure(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = BROWSER_HEADERS,
  paths?: readonly string[],
): Promise<LoadFigures> {
  let next = 0;
  const requests = paths && [
    {
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        path: paths[next++ % paths.length],
      }),
    },
  ];
  const options = { url, connections, headers, ...(requests && { requests }) };
  return medianOfThreeRuns(options, seconds);
}

/**
 * Like measure, for POSTs: each request sends the next of `bodies` (as JSON), so a run spreads
 * over many different orders. `headers`, when given, adds headers of each request's own (a new
 * Idempotency-Key each, as the storefront sends).
 */
export async function measurePosts(
  url: string,
  connections: number,
  seconds: number,
  bodies: readonly unknown[],
  headers?: () => Record<string, string>,
): Promise<LoadFigures> {
  const payloads = bodies.map((body) => JSON.stringify(body));
  let next = 0;
  const options = {
    url,
    connections,
    requests: [
      {
        method: 'POST' as const,
        headers: { ...BROWSER_HEADERS, 'content-type': 'application/json' },
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          ...(headers ? { headers: { ...request.headers, ...headers() } } : {}),
          body: payloads[next++ % payloads.length],
        }),
      },
    ],
  };
  return medianOfThreeRuns(options, seconds);
}

/**
 * One request at a time on one kept-alive connection, timed to the microsecond (autocannon's
 * latencies are whole milliseconds, too coarse for answers under a millisecond): a 2 s warm-up,
 * then three runs, medians of their p50 and p99 in milliseconds with two decimals. Each request
 * asks `base` for the next of `paths`.
 */
export async function measureOneByOne(
  base: string,
  seconds: number,
  paths: readonly string[],
): Promise<LoadFigures> {
  let next = 0;
  let failures = 0;
  const target = () => base + paths[next++ % paths.length];
  async function run(ms: number) {
    const latencies: number[] = [];
    const until = performance.now() + ms;
    while (performance.now() < until) {
      const started = performance.now();
      const response = await fetch(target(), { headers: BROWSER_HEADERS });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!response.ok) failures++;
    }
    latencies.sort((a, b) => a - b);
    return {
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      perSecond: latencies.length / (ms / 1000),
    };
  }
  await run(2000);
  failures = 0;
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await run(seconds * 1000));
  const twoDecimals = (value: number) => Math.round(value * 100) / 100;
  return {
    url: base + (paths[0] ?? ''),
    requestsPerSecond: median(runs.map((r) => r.perSecond)),
    p50: twoDecimals(median(runs.map((r) => r.p50))),
    p99: twoDecimals(median(runs.map((r) => r.p99))),
    errors: 0,
    non2xx: failures,
  };
}
