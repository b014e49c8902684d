// @vitest-environment happy-dom
import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** An IntersectionObserver the test moves by hand: `comeNear()` reports every element seen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  elements: Element[] = [];
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
    this.report([{ isIntersecting: false }]);
  }
  disconnect() {
    this.elements = [];
  }
  static comeNear() {
    for (const observer of FakeObserver.all)
      if (observer.elements.length) observer.report([{ isIntersecting: true }]);
  }
}

/** Labels of the counters that have hydrated or mounted (their effects ran). */
let mounted: string[] = [];

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    mounted.push(label);
  }, [label]);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A fresh copy of the module: it keeps, per part, whether the part has come near. */
async function freshModule() {
  vi.resetModules();
  return import('./hydrate-near-view');
}

/** The module as the server loads it: with no document. */
async function serverModule() {
  const { document: page } = globalThis;
  Reflect.deleteProperty(globalThis, 'document');
  try {
    return await freshModule();
  } finally {
    globalThis.document = page;
  }
}

type Module = Awaited<ReturnType<typeof freshModule>>;
/** A page with a part on the first screen and one below it. */
const pageWith = ({ HydrateNearView }: Module, belowLabel = 'Abajo', tick = 0) => (
  <main data-tick={tick}>
    <Counter label="Arriba" />
    <HydrateNearView>
      <Counter label={belowLabel} />
    </HydrateNearView>
  </main>
);

/** The server's HTML of the page, hydrated in the browser as the shop does on a first load. */
async function hydratedPage() {
  const server = await serverModule();
  const browser = await freshModule();
  const container = document.createElement('div');
  container.innerHTML = renderToString(pageWith(server));
  document.body.append(container);
  const [top, below] = container.querySelectorAll('button');
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, pageWith(browser));
  });
  const render = (label: string, tick: number) =>
    act(async () => root.render(pageWith(browser, label, tick)));
  return { container, top: top!, below: below!, render };
}

beforeEach(() => {
  FakeObserver.all = [];
  mounted = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('HydrateNearView', () => {
  it('renders its part on the server like any other', async () => {
    const html = renderToString(pageWith(await serverModule()));
    expect(html).toContain('Abajo');
  });

  it('leaves the server HTML in place until the part comes near, then hydrates it', async () => {
    const { container, top, below } = await hydratedPage();
    expect(mounted).toEqual(['Arriba']);
    await act(async () => top.click());
    expect(top.textContent).toBe('Arriba 1');
    expect(below.textContent).toBe('Abajo 0');

    await act(async () => FakeObserver.comeNear());
    expect(mounted).toEqual(['Arriba', 'Abajo']);
    expect(container.querySelectorAll('button')[1]).toBe(below);
    await act(async () => below.click());
    expect(below.textContent).toBe('Abajo 1');
  });

  it('hydrates a part at once when it is clicked before it comes near, and keeps the click', async () => {
    const { below } = await hydratedPage();
    await act(async () => below.click());
    expect(mounted).toEqual(['Arriba', 'Abajo']);
    expect(below.textContent).toBe('Abajo 1');
  });

  it('keeps a part waiting when the page renders again with the same props', async () => {
    const { below, render } = await hydratedPage();
    await render('Abajo', 1);
    await render('Abajo', 2);
    expect(mounted).toEqual(['Arriba']);
    expect(below.textContent).toBe('Abajo 0');
  });

  it('hydrates a waiting part, with its new props, when they change', async () => {
    const { container, render } = await hydratedPage();
    await render('Más abajo', 1);
    expect(mounted.at(-1)).toBe('Más abajo');
    expect(container.querySelectorAll('button')[1]!.textContent).toBe('Más abajo 0');
  });

  it('renders at once a part the browser renders itself, as after a move to another page', async () => {
    const browser = await freshModule();
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(container).render(pageWith(browser)));
    expect(container.textContent).toBe('Arriba 0Abajo 0');
    expect(FakeObserver.all).toHaveLength(0);
  });
});
