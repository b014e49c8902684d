import { useEffect, useState, type RefObject } from 'react';

/**
 * Spread on what a shopper must read or tap (prices, totals, the drawer's apply button): the
 * floating buttons step aside while they would sit on it.
 */
export const KEEP_CLEAR = { 'data-floating-clear': '' } as const;

const KEEP_CLEAR_SELECTOR = '[data-floating-clear]';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Whether the floating buttons in `stack` sit on a KEEP_CLEAR element right now, checked once per
 * frame after a scroll, a resize, a change of the page or the end of a transition.
 */
export function useCoversKeepClear(stack: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const buttons = Array.from(stack.current?.children ?? []).map((child) =>
        child.getBoundingClientRect(),
      );
      const kept = Array.from(document.querySelectorAll(KEEP_CLEAR_SELECTOR)).map((element) =>
        element.getBoundingClientRect(),
      );
      setCovers(buttons.some((button) => kept.some((box) => overlaps(button, box))));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // A drawer sliding in moves boxes without a scroll or a change of the page.
    document.addEventListener('transitionend', schedule, true);
    document.addEventListener('animationend', schedule, true);
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, attributes: true });
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('transitionend', schedule, true);
      document.removeEventListener('animationend', schedule, true);
      changes.disconnect();
    };
  }, [stack]);

  return covers;
}
