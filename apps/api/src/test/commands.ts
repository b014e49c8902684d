/**
 * The shop's commands (its entry point, seed, backup, restore) run as child processes from
 * source, as an operator would run them, for tests of what they print and how they end.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export const COMMANDS = {
  shop: 'apps/api/src/main.ts',
  seed: 'apps/api/src/seed/cli.ts',
  backup: 'apps/api/src/backup/backup-cli.ts',
  restore: 'apps/api/src/backup/restore-cli.ts',
} as const;

export type CommandResult = { code: number | null; output: string; ms: number };

/**
 * Runs a command to its end (killed after `timeoutMs`) with the environment of a test: no demo
 * data, no web build, JSON logs, on 127.0.0.1.
 */
export function runCommand(
  command: keyof typeof COMMANDS,
  options: { args?: string[]; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<CommandResult> {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', COMMANDS[command], ...(options.args ?? [])],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        SEED_DEMO_DATA: 'false',
        WEB_BUILD_DIR: '/nonexistent',
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started });
    }),
  );
}

/** The lines a command printed, without Node's own warnings (deprecations and the like). */
export function printedLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\(node:\d+\)|^\(Use `node --trace/.test(line));
}
