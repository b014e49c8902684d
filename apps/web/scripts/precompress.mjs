// Writes .br and .gz copies of the built client files, so the server sends them compressed
// without compressing on every request (@fastify/static `preCompressed`). The argument names
// another build directory in apps/web (default `build`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL(`../${process.argv[2] ?? 'build'}/client/`, import.meta.url).pathname;
const compressible = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(name) && statSync(path).size > 512) {
      const bytes = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    }
  }
}

walk(root);
