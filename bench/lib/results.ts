import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const resultsFile = fileURLToPath(new URL('../RESULTS.md', import.meta.url));

export function machineLine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/** The load average when the bench began, before its own servers and load: other work's share. */
const loadAtStart = os.loadavg()[0] ?? 0;

/**
 * What else ran on the machine: the servers and the load generator always share its cores; the
 * 1-minute load average at the bench's start tells whether other work did too.
 */
export function sharingLine(): string {
  const others =
    loadAtStart < 1
      ? 'nothing else ran (load average ' + loadAtStart.toFixed(1) + ' at the start)'
      : `other work shared them too (load average ${loadAtStart.toFixed(1)} at the start)`;
  return `The servers and the load generator share the machine's cores; ${others}. Compare figures within one run.`;
}

/** Replaces (or appends) the section between this benchmark's markers in bench/RESULTS.md. */
export function writeSection(name: string, markdown: string): void {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${begin}\n${markdown.trim()}\n${end}`;
  const current = existsSync(resultsFile)
    ? readFileSync(resultsFile, 'utf8')
    : '# Benchmark results\n';
  const pattern = new RegExp(`${begin}[\\s\\S]*?${end}`);
  const next = pattern.test(current)
    ? current.replace(pattern, block)
    : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(resultsFile, next);
}
