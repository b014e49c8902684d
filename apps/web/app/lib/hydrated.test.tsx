// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { markHydrated, useHydrated } from './hydrated';

function Where({ renders }: { renders: boolean[] }) {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'navegador' : 'servidor'}</p>;
}

describe('useHydrated', () => {
  it('hydrates with the server text, then switches without a mismatch', async () => {
    const html = renderToString(<Where renders={[]} />);
    expect(html).toContain('servidor');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const renders: boolean[] = [];
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Where renders={renders} />, { onRecoverableError: recoverable });
    });
    expect(renders[0]).toBe(false);
    expect(container.textContent).toBe('navegador');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('starts true in a component mounted after the page came alive', () => {
    markHydrated();
    const renders: boolean[] = [];
    const { container } = render(<Where renders={renders} />);
    expect(renders).toEqual([true]);
    expect(container.textContent).toBe('navegador');
  });
});
