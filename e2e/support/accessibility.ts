import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe's serious and critical findings on the page, one line each with where they are. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
