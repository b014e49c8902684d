/**
 * Order statuses are named only in this package (ORDER_STATUS): a status written as a string
 * literal anywhere else fails here. Test files are not scanned (they assert SPEC.md's words).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from './order-status.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Source folders that must name statuses through the domain. */
const SCANNED = ['apps/api/src', 'apps/web/app', 'bench', 'e2e/support'];

/**
 * 'approved' and 'rejected' are also Mercado Pago's own payment statuses and the result pages'
 * kinds; as order statuses they are caught where a `status` is set to or compared with them.
 */
const SPANISH = Object.values(ORDER_STATUS).filter((s) => s !== 'approved' && s !== 'rejected');
const literal = (s: string) => new RegExp(`(['"\`])${s}\\1`);
const ORDER_STATUS_LINE = /\bstatus\s*(===|!==|:|=)\s*(['"`])(approved|rejected)\2/;
/** Mercado Pago's vocabulary (INTEGRATIONS.md 1.7), not the order's. */
const PAYMENT_PROVIDER_FILES = [
  'apps/api/src/modules/payments/',
  'apps/api/src/test/model-mercadopago.ts',
];

function sourceFiles(folder: string): string[] {
  const path = join(ROOT, folder);
  return readdirSync(path).flatMap((name) => {
    const full = join(path, name);
    const rel = relative(ROOT, full);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(full).isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [rel] : [];
  });
}

describe('order status literals', () => {
  it('appear only in packages/domain', () => {
    const found: string[] = [];
    for (const file of SCANNED.flatMap(sourceFiles)) {
      const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        const spanish = SPANISH.some((status) => literal(status).test(line));
        const english =
          ORDER_STATUS_LINE.test(line) &&
          !PAYMENT_PROVIDER_FILES.some((prefix) => file.startsWith(prefix));
        if (spanish || english) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('are caught when written', () => {
    expect(SPANISH.some((status) => literal(status).test("if (s === 'Enviado')"))).toBe(true);
    expect(ORDER_STATUS_LINE.test("order.status === 'rejected'")).toBe(true);
    expect(ORDER_STATUS_LINE.test("kind === 'rejected'")).toBe(false);
  });
});
