// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutStacks } from './react-dom-sentinels';

const nodeRequire = createRequire(import.meta.url);
/** A file of a package's own, past its `exports` map. */
const packageFile = (name: string, file: string) =>
  join(dirname(nodeRequire.resolve(`${name}/package.json`)), file);
const source = readFileSync(packageFile('react-dom', 'cjs/react-dom-client.production.js'), 'utf8');

type ReactProduction = typeof import('react');
type ClientProduction = typeof import('react-dom/client');

/** The production React DOM client as the browser gets it, patched, with its production peers. */
function loadPatchedClient(): { React: ReactProduction; client: ClientProduction } {
  const React = nodeRequire(packageFile('react', 'cjs/react.production.js')) as ReactProduction;
  const peers: Record<string, unknown> = {
    react: React,
    scheduler: nodeRequire(packageFile('scheduler', 'cjs/scheduler.production.js')),
    'react-dom': nodeRequire(packageFile('react-dom', 'cjs/react-dom.production.js')),
  };
  const module = { exports: {} as ClientProduction };
  const evaluate = new Function('module', 'exports', 'require', withoutStacks(source));
  evaluate(module, module.exports, (name: string) => peers[name] ?? nodeRequire(name));
  return { React, client: module.exports };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('React DOM made without stacks on its module-level errors', () => {
  it('makes all five markers with the stackless maker, which keeps message and type', () => {
    const patched = withoutStacks(source);
    expect(patched.match(/= errorWithoutStack\(formatProdErrorMessage\(\d+\)\)/g)).toHaveLength(5);
    expect(patched).not.toContain('SuspenseException = Error(');
    const make = new Function(`${patched.slice(patched.lastIndexOf('function errorWithoutStack'))}
      return errorWithoutStack;`)() as (message: string) => Error;
    const marker = make('marcador');
    expect(marker).toBeInstanceOf(Error);
    expect(String(marker)).toBe('Error: marcador');
    expect(Object.hasOwn(marker, 'stack')).toBe(false);
  });

  it('still suspends and shows the content once the data arrives (the Suspense marker)', async () => {
    const { React, client } = loadPatchedClient();
    let resolve!: (text: string) => void;
    const data = new Promise<string>((r) => (resolve = r));
    const Shows = () => React.createElement('p', null, React.use(data));
    const container = document.createElement('div');
    client
      .createRoot(container)
      .render(
        React.createElement(React.Suspense, { fallback: 'Cargando' }, React.createElement(Shows)),
      );
    await until(() => container.textContent === 'Cargando');
    resolve('Botines');
    await until(() => container.textContent === 'Botines');
  });

  it('still recovers from a hydration mismatch by rendering on the client (the mismatch marker)', async () => {
    const { React, client } = loadPatchedClient();
    const container = document.createElement('div');
    container.innerHTML = '<p>del servidor</p>';
    const recoverable: unknown[] = [];
    client.hydrateRoot(container, React.createElement('p', null, 'del navegador'), {
      onRecoverableError: (error) => recoverable.push(error),
    });
    await until(() => container.textContent === 'del navegador');
    expect(recoverable).toHaveLength(1);
  });

  it('fails the build, naming the marker, when a React DOM upgrade no longer has one', () => {
    const upgraded = source.replace('SuspenseException = Error(', 'SuspenseException = new Error(');
    expect(() => withoutStacks(upgraded)).toThrow(
      /expected "SuspenseException = Error\(formatProdErrorMessage\(460\)\)" once .* found 0/,
    );
  });
});
