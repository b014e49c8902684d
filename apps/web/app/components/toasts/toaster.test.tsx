// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, Toaster } from './index';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('announces a toast politely and removes it after 1000 ms by default', () => {
    render(<Toaster />);
    act(() => {
      showToast('Añadiste al carrito un producto');
    });
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Añadiste al carrito un producto')).toBeTruthy();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByText('Añadiste al carrito un producto')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Añadiste al carrito un producto')).toBeNull();
  });

  it('keeps a longer toast for the time asked', () => {
    render(<Toaster />);
    act(() => {
      showToast('Producto eliminado del carrito', { type: 'error', durationMs: 10000 });
    });
    act(() => vi.advanceTimersByTime(9000));
    expect(screen.getByText('Producto eliminado del carrito')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Producto eliminado del carrito')).toBeNull();
  });
});
