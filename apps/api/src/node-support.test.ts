import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } }>;
};
const supportedNode = (
  JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } }
).engines.node;

describe('installed packages', () => {
  it('all run on the oldest Node the shop supports (package.json engines)', () => {
    const oldest = semver.minVersion(supportedNode)!.version;
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(oldest, entry.engines!.node!))
      .map(([path, entry]) => `${path}@${entry.version} needs node ${entry.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
