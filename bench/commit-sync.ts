/**
 * What syncing each commit costs the embedded database itself (decision 0033): single-row
 * commits on PGlite in a folder under bench/.out, synced (the shop's setting) and not
 * (`PGLITE_FSYNC=off`), alternated three times in one process. Prints only; bench:orders
 * measures the same through the shop.
 *
 *   npm run bench:commit-sync -w @shop/bench
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createPglite } from '../apps/api/src/db/pglite-options.js';
import { machineLine } from './lib/results.js';
import { repoRoot } from './lib/servers.js';

const COMMITS = Number(process.env.BENCH_COMMITS ?? 1000);

async function commitsPerSecond(sync: boolean): Promise<{ perSecond: number; p99: number }> {
  const folder = join(repoRoot, 'bench', '.out', `commit-sync-${sync ? 'on' : 'off'}`);
  rmSync(folder, { recursive: true, force: true });
  const database = await createPglite(folder, {}, sync);
  try {
    await database.exec('create table t (id serial primary key, body text)');
    const times: number[] = [];
    const started = performance.now();
    for (let i = 0; i < COMMITS; i++) {
      const before = performance.now();
      await database.query('insert into t (body) values ($1)', [`pedido ${i}`]);
      times.push(performance.now() - before);
    }
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    return { perSecond: COMMITS / seconds, p99: times[Math.floor(times.length * 0.99)] ?? 0 };
  } finally {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

console.log(machineLine());
for (let round = 1; round <= 3; round++) {
  for (const sync of [false, true]) {
    const { perSecond, p99 } = await commitsPerSecond(sync);
    console.log(
      `round ${round}, ${sync ? 'synced  ' : 'unsynced'}: ${perSecond.toFixed(0)} commits/s, p99 ${p99.toFixed(2)} ms`,
    );
  }
}
