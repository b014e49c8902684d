// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_TERMS } from '../../lib/shop-terms';
import { Hero, HERO_AUTOPLAY_MS, heroSlides } from './hero';

const HERO_SLIDES = heroSlides(DEFAULT_SHOP_TERMS);

function renderHero() {
  const router = createMemoryRouter([{ path: '/', element: <Hero /> }]);
  return render(<RouterProvider router={router} />);
}

function currentTitle(): string | null {
  const current = screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') !== 'true');
  return current?.querySelector('h2')?.textContent ?? null;
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

describe('Hero', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('has 4 slides and autoplays every 9000 ms, wrapping around', () => {
    expect(HERO_AUTOPLAY_MS).toBe(9000);
    expect(HERO_SLIDES).toHaveLength(4);
    renderHero();
    expect(currentTitle()).toBe(HERO_SLIDES[0]!.title);

    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS - 1));
    expect(currentTitle()).toBe(HERO_SLIDES[0]!.title);
    act(() => vi.advanceTimersByTime(1));
    expect(currentTitle()).toBe(HERO_SLIDES[1]!.title);

    for (const next of [2, 3, 0]) {
      act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
      expect(currentTitle()).toBe(HERO_SLIDES[next]!.title);
    }
  });

  it('draws a slide only once it has come up, and keeps it drawn afterwards', () => {
    const { container } = renderHero();
    // The number of drawings in each slide's art box.
    const artOf = (index: number) =>
      container.querySelectorAll('[role="group"]')[index]!.firstElementChild!.childElementCount;
    expect([0, 1, 2, 3].map(artOf)).toEqual([1, 0, 0, 0]);
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect([0, 1, 2, 3].map(artOf)).toEqual([1, 1, 0, 0]);
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    const { container } = renderHero();
    const hero = container.querySelector('section')!;
    fireEvent.mouseEnter(hero);
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS * 2));
    expect(currentTitle()).toBe(HERO_SLIDES[0]!.title);

    fireEvent.mouseLeave(hero);
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(currentTitle()).toBe(HERO_SLIDES[1]!.title);
  });

  it('restarts the 9000 ms count when the shopper changes slide', () => {
    renderHero();
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }));
    expect(currentTitle()).toBe(HERO_SLIDES[1]!.title);
    fireEvent.blur(screen.getByRole('button', { name: 'Diapositiva siguiente' }));

    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS - 1));
    expect(currentTitle()).toBe(HERO_SLIDES[1]!.title);
    act(() => vi.advanceTimersByTime(1));
    expect(currentTitle()).toBe(HERO_SLIDES[2]!.title);

    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva anterior' }));
    fireEvent.click(screen.getByRole('button', { name: /Ir a la diapositiva 4/ }));
    expect(currentTitle()).toBe(HERO_SLIDES[3]!.title);
  });

  it('does not autoplay for shoppers who prefer reduced motion', () => {
    mockReducedMotion(true);
    renderHero();
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS * 3));
    expect(currentTitle()).toBe(HERO_SLIDES[0]!.title);
  });
});
