import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));

/**
 * Builds the storefront as `npm run build` does, into a scratch folder (the build the shop
 * serves is left alone), for tests that render real pages in-process: pass `dir` as
 * `webBuildDir` to createTestShop. Takes about half a minute.
 */
export async function buildWebForTest(): Promise<{ dir: string; remove: () => Promise<void> }> {
  // Under apps/web so the server build resolves react, react-router… from its node_modules; in
  // node_modules/.cache so no linter, formatter or git ever sees it.
  const scratch = join(webRoot, 'node_modules', '.cache');
  await mkdir(scratch, { recursive: true });
  const dir = await mkdtemp(join(scratch, 'api-test-build-'));
  const previous = process.env.SHOP_WEB_BUILD_DIR;
  process.env.SHOP_WEB_BUILD_DIR = dir;
  try {
    const { createBuilder } = await import('vite');
    const builder = await createBuilder({ root: webRoot, mode: 'production', logLevel: 'error' });
    await builder.buildApp();
  } finally {
    if (previous === undefined) delete process.env.SHOP_WEB_BUILD_DIR;
    else process.env.SHOP_WEB_BUILD_DIR = previous;
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
