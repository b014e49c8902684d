import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compileHints } from './plugins/compile-hints';
import { reactDomSentinels } from './plugins/react-dom-sentinels';

const STOREFRONT_CODE =
  /apps[\\/]web[\\/]app[\\/](lib|store|components)[\\/]|packages[\\/]domain[\\/]src[\\/]/;
/**
 * Back office, checkout, and whatever validates with zod. A group also takes everything its
 * modules import, so one of these in the shared chunk would bring zod to every page.
 */
const KEPT_APART =
  /[\\/](admin|checkout|schemas)[\\/]|zod-locale|template-|persisted-shop|cart-reconciliation-data/;

const DOMAIN_SOURCE = /packages[\\/]domain[\\/]src[\\/][^?]*\.ts$/;
const importsZod = new Map<string, boolean>();
/** A domain rule outside schemas/ that validates with zod (bulk actions, the sales report). */
function validatesWithZod(id: string): boolean {
  if (!DOMAIN_SOURCE.test(id)) return false;
  const file = id.split('?')[0]!;
  let found = importsZod.get(file);
  if (found === undefined) {
    found = /from 'zod'/.test(readFileSync(file, 'utf8'));
    importsZod.set(file, found);
  }
  return found;
}

/**
 * Fewer, larger chunks for the storefront: on a phone each request costs a round trip, and a
 * product page used to fetch over twenty small chunks. What every storefront page runs comes in
 * two halves of about 56 KB compressed that download side by side: React DOM, and the router with
 * the code the storefront's pages share (decision 0026). zod is a chunk of its own, loaded only
 * where input is checked.
 */
const codeSplitting = {
  groups: [
    // zod and the browser's setting for it (lib/zod.ts) travel together.
    { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]app[\\/]lib[\\/]zod\.ts$/, priority: 30 },
    { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 25 },
    {
      name: 'shop',
      test: (id: string) =>
        /node_modules[\\/](react|react-router|cookie|set-cookie-parser|zustand)[\\/]/.test(id) ||
        (STOREFRONT_CODE.test(id) && !KEPT_APART.test(id) && !validatesWithZod(id)),
      minShareCount: 2,
      priority: 20,
    },
  ],
};

export default defineConfig({
  plugins: [reactRouter(), reactDomSentinels(), compileHints()],
  // The shared rules are bundled from source, so the web app needs no separate build of them.
  resolve: {
    alias: {
      '@shop/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)),
    },
  },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting } } } },
  },
});
