/** Test helpers for the back office's components (used only by *.test.tsx). */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/**
 * happy-dom leaves out <select size> and <option defaultSelected>, which react-hook-form reads
 * to tell a select the user changed before the form was ready from an untouched one; without
 * them every registered select looks edited and loses its default value.
 */
function completeSelectElements() {
  if (typeof window === 'undefined') return;
  const select = window.HTMLSelectElement.prototype;
  if (!('size' in select)) {
    Object.defineProperty(select, 'size', {
      get(this: HTMLSelectElement) {
        return Number(this.getAttribute('size') ?? 0);
      },
    });
  }
  const option = window.HTMLOptionElement.prototype;
  if (!('defaultSelected' in option)) {
    Object.defineProperty(option, 'defaultSelected', {
      get(this: HTMLOptionElement) {
        return this.hasAttribute('selected');
      },
    });
  }
}
completeSelectElements();

/**
 * Renders `element` at /pagina inside a data router (useBlocker needs one), with /otra as a
 * second page to navigate to. Returns the router to inspect where the admin ended up.
 */
export function renderInRouter(element: ReactElement, extraPaths: string[] = []) {
  const router = createMemoryRouter(
    [
      { path: '/pagina', element },
      { path: '/otra', element: <p>Otra página</p> },
      ...extraPaths.map((path) => ({ path, element: <p>Página {path}</p> })),
    ],
    { initialEntries: ['/pagina'] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Replaces fetch with `answer`, recording every call (URL, method, parsed JSON body, headers).
 */
export function mockFetch(answer: (call: FetchCall) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FetchCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers as Record<string, string>) ?? {},
    };
    calls.push(call);
    return answer(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
