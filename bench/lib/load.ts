import autocannon from 'autocannon';

export type LoadFigures = {
  url: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/** One autocannon run after a short warm-up; latency figures in milliseconds. */
export async function measure(
  url: string,
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    url,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
