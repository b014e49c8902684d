import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken } from './support/admin.js';
import { launchBrowser, openPage } from './support/browser.js';
import { storedImageUrl } from './support/stored-image.js';

const shop = inject('shopUrl');

/** Markup an attacker (or a careless paste) might put in a product's name and description. */
const NAME = 'Botín </script><script>window.__pwned = 1</script> "Élite" & <b>Pro</b>';
const DESCRIPTION = '<img src=x onerror="window.__pwned = 2"> Ideal para césped <i>natural</i>.';

describe('text that looks like HTML stays text', () => {
  let browser: Browser;
  let slug: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await adminToken();
    const res = await fetch(`${shop}/api/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        productName: NAME,
        price: 50000,
        compare_price: 60000,
        brand: 'Nike',
        cat: 'Botines',
        sub_cat: 'Futbol 11',
        description: DESCRIPTION,
        color: 'Negro',
        tags: ['Hombre'],
        variants: [
          {
            id: 1,
            variant: 'Negro <svg onload=alert(1)>',
            imgUrl: [await storedImageUrl(shop)],
            sizes: [{ size: '42', stock: 2, sold: 0 }],
          },
        ],
        dimensions: { weight: 900, height: 12, width: 20, length: 32 },
      }),
    });
    expect(res.status).toBe(201);
    slug = ((await res.json()) as { slug: string }).slug;
  });
  afterAll(() => browser.close());

  it('shows the product page with the name and description as written, running nothing', async () => {
    const html = await (await fetch(`${shop}/producto/${slug}`)).text();
    expect(html).not.toContain('<script>window.__pwned');
    expect(html).not.toContain('<img src=x');

    const { page, context } = await openPage(browser);
    await page.goto(`${shop}/producto/${slug}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(NAME);
    await page.getByText(DESCRIPTION).waitFor();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await context.close();
  });

  it('finds it by search and lists it as text in the catalogue', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${shop}/catalogo?search=${encodeURIComponent('Élite')}`, {
      waitUntil: 'networkidle',
    });
    await page.locator('article h3', { hasText: 'Élite' }).first().waitFor();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await context.close();
  });

  it('sends a content security policy with every page that lets exactly its own scripts run', async () => {
    for (const path of ['/', '/catalogo', `/producto/${slug}`, '/carrito', '/no-existe']) {
      // The second visit may be a page kept by the server, allowed by script hashes.
      for (const visit of [1, 2]) {
        const res = await fetch(shop + path);
        const csp = res.headers.get('content-security-policy') ?? '';
        const html = await res.text();
        expect(csp, `${path} #${visit}`).toContain("object-src 'none'");
        expect(csp, `${path} #${visit}`).toContain("frame-ancestors 'none'");
        const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
        expect(scriptSrc[0]).toBe("'self'");
        for (const [, attributes = '', content = ''] of html.matchAll(
          /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
        )) {
          if (!content || /type="application\/ld\+json"/.test(attributes)) continue;
          const nonce = /nonce="([^"]+)"/.exec(attributes)?.[1];
          const hash = createHash('sha256').update(content).digest('base64');
          const allowed =
            (nonce !== undefined && scriptSrc.includes(`'nonce-${nonce}'`)) ||
            scriptSrc.includes(`'sha256-${hash}'`);
          expect(allowed, `${path} #${visit}: ${content.slice(0, 60)}`).toBe(true);
        }
        expect(scriptSrc.some((source) => source.includes('unsafe'))).toBe(false);
      }
    }
  });

  it('breaks no rule of that policy while a page loads, zod included', async () => {
    const { context, page } = await openPage(browser);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportViolation: (text: string) => void })
          .reportViolation;
        report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
      });
    });
    // The catalogue checks its filters with zod; the product page and the cart use it too.
    for (const path of ['/catalogo?category=Botines', `/producto/${slug}`, '/carrito']) {
      await page.goto(shop + path, { waitUntil: 'networkidle' });
    }
    expect(violations).toEqual([]);
    await context.close();
  });
});
