import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot, runNode } from './servers.js';

const seedCli = join(repoRoot, 'apps', 'api', 'dist', 'seed', 'cli.js');
/** Written once a seed has ended, so a seed cut short is never measured as a whole catalogue. */
const SEEDED = 'bench catalogue, seeded';
const SEEDED_MARK = 'bench-seeded';

export type BenchCatalogue = {
  database: 'PGlite (embedded)' | 'PostgreSQL';
  /** Environment of a shop (and its seed) on that catalogue. */
  env: Record<string, string>;
};

/**
 * A generated catalogue of `size` products, made once and kept: on PostgreSQL when `server` (by
 * default DATABASE_URL) names one (database `bench_catalogue_<size>` is created there beside the
 * one named), else in PGlite under bench/.out/catalogue-<size>. A second run reuses it.
 */
export async function benchCatalogue(
  size: number,
  server = process.env.DATABASE_URL,
): Promise<BenchCatalogue> {
  const env: Record<string, string> = {
    SEED_DEMO_DATA: 'false',
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: 'bench-password',
    JOBS_ENABLED: 'false',
  };
  let fresh: boolean;
  if (server) {
    const name = `bench_catalogue_${size}`;
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    const found = await client.query(
      "select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1",
      [name],
    );
    // A seed cut short leaves a database without the note: made again from scratch.
    fresh = found.rows[0]?.note !== SEEDED;
    if (fresh) {
      await client.query(`drop database if exists ${name}`);
      await client.query(`create database ${name}`);
    }
    await client.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    env.DATABASE_POOL_SIZE = '20';
  } else {
    const dataDir = join(repoRoot, 'bench', '.out', `catalogue-${size}`);
    fresh = !existsSync(join(dataDir, SEEDED_MARK));
    if (fresh) rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    env.DATA_DIR = dataDir;
  }
  if (fresh) {
    console.log(`seeding ${size} products…`);
    const started = Date.now();
    await runNode(seedCli, ['--products', String(size)], env);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (server) {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`comment on database bench_catalogue_${size} is '${SEEDED}'`);
      await client.end();
    } else {
      writeFileSync(join(env.DATA_DIR!, SEEDED_MARK), `${new Date().toISOString()}\n`);
    }
  }
  return { database: server ? 'PostgreSQL' : 'PGlite (embedded)', env };
}
