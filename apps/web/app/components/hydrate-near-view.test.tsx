// @vitest-environment happy-dom
import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
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
  }
  disconnect() {
    this.elements = [];
  }
  static comeNear() {
    for (const observer of FakeObserver.all)
      if (observer.elements.length) observer.report([{ isIntersecting: true }]);
  }
}

/** Labels of the counters that have hydrated (their effects ran). */
let hydrated: string[] = [];

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    hydrated.push(label);
  }, [label]);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A fresh copy of the module, since it keeps whether the first hydration is over. */
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

beforeEach(() => {
  FakeObserver.all = [];
  hydrated = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('HydrateNearView', () => {
  it('renders its part on the server like any other', async () => {
    const { HydrateNearView } = await serverModule();
    const html = renderToString(
      <HydrateNearView>
        <Counter label="Abajo" />
      </HydrateNearView>,
    );
    expect(html).toContain('Abajo');
  });

  async function hydratedPage() {
    const server = await serverModule();
    const { HydrateNearView, endFirstHydration } = await freshModule();
    const pageWith = (Part: typeof HydrateNearView) => (
      <main>
        <Counter label="Arriba" />
        <Part>
          <Counter label="Abajo" />
        </Part>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(pageWith(server.HydrateNearView));
    document.body.append(container);
    const [top, below] = container.querySelectorAll('button');
    await act(async () => {
      hydrateRoot(container, pageWith(HydrateNearView));
    });
    // What the root's first effect does in the shop (root.tsx).
    endFirstHydration();
    return { container, top: top!, below: below! };
  }

  it('leaves the server HTML in place until the part comes near, then hydrates it', async () => {
    const { container, top, below } = await hydratedPage();
    expect(hydrated).toEqual(['Arriba']);
    await act(async () => top.click());
    expect(top.textContent).toBe('Arriba 1');
    expect(below.textContent).toBe('Abajo 0');

    await act(async () => FakeObserver.comeNear());
    expect(hydrated).toEqual(['Arriba', 'Abajo']);
    expect(container.querySelectorAll('button')[1]).toBe(below);
    await act(async () => below.click());
    expect(below.textContent).toBe('Abajo 1');
  });

  it('hydrates a part at once when it is used before it comes near, and keeps the click', async () => {
    const { below } = await hydratedPage();
    expect(hydrated).toEqual(['Arriba']);
    await act(async () => below.click());
    expect(hydrated).toEqual(['Arriba', 'Abajo']);
    expect(below.textContent).toBe('Abajo 1');
  });

  it('renders at once after the first hydration, as on a move to another page', async () => {
    const { HydrateNearView, endFirstHydration } = await freshModule();
    endFirstHydration();
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () =>
      createRoot(container).render(
        <HydrateNearView>
          <Counter label="Abajo" />
        </HydrateNearView>,
      ),
    );
    expect(container.textContent).toBe('Abajo 0');
    expect(FakeObserver.all).toHaveLength(0);
  });

  it('shows at once a part that the first load renders afresh, with no server HTML to keep', async () => {
    const { HydrateNearView } = await freshModule();
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () =>
      createRoot(container).render(
        <HydrateNearView>
          <Counter label="Abajo" />
        </HydrateNearView>,
      ),
    );
    expect(container.textContent).toBe('Abajo 0');
    expect(FakeObserver.all).toHaveLength(0);
  });
});
