import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, PHONE } from './support/browser.js';

describe('pages that do not exist', () => {
  let browser: Browser;
  const shop = inject('shopUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('answer 404 with "Página no encontrada" and a way home, on a phone too', async () => {
    for (const viewport of [undefined, PHONE]) {
      const { page, context, problems } = await openPage(browser, viewport);
      const response = await page.goto(`${shop}/esto-no-existe`);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { name: 'Página no encontrada' }).isVisible(),
      ).resolves.toBe(true);
      await page
        .getByRole('link', { name: /inicio/i })
        .first()
        .click();
      await page.waitForURL(`${shop}/`);
      // Chromium reports the page's own 404 status as a console error; nothing else may fail.
      expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
      await context.close();
    }
  });

  it('answer an unknown product with 404 too', async () => {
    const { page, context } = await openPage(browser);
    const response = await page.goto(`${shop}/producto/no-existe-este-producto`);
    expect(response?.status()).toBe(404);
    await context.close();
  });
});

describe('static assets', () => {
  const shop = inject('shopUrl');

  it('serves hashed scripts compressed and cached for a year; pages are not kept by browsers', async () => {
    const page = await fetch(`${shop}/`);
    expect(page.headers.get('cache-control') ?? '').toContain('max-age=0');
    // React DOM's chunk: the largest script every page loads (decision 0026).
    const script = /\/assets\/react-dom-[\w-]+\.js/.exec(await page.text())?.[0];
    expect(script).toBeDefined();
    const res = await fetch(shop + script, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
