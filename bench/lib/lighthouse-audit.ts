import lighthouse from 'lighthouse';

type Audit = {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
};

export interface AuditFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  /** Lighthouse's CPU benchmark of this run: it moves with the machine's load and the browser. */
  benchmarkIndex: number;
}

/**
 * One Lighthouse run (mobile defaults) on a page, in the Chromium listening on `port`. A run whose
 * trace Lighthouse could not record (it says "Please run Lighthouse again") is run again, twice at
 * most.
 */
export async function auditPage(port: number, url: string, attempt = 1): Promise<AuditFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  if (result.lhr.runtimeError) {
    if (attempt < 3) return auditPage(port, url, attempt + 1);
    throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
  const { categories, audits, environment } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const value = (key: string) => (audits[key] as Audit | undefined)?.numericValue ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    // Lighthouse's own tally of every script the page loaded, as transferred (compressed).
    scriptBytes:
      (audits['resource-summary'] as Audit | undefined)?.details?.items?.find(
        (i) => i.resourceType === 'script',
      )?.transferSize ?? 0,
    benchmarkIndex: environment.benchmarkIndex,
  };
}
