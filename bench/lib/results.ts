import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const resultsFile = fileURLToPath(new URL('../RESULTS.md', import.meta.url));

export function machineLine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
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
