import { useEffect, useState, type RefObject } from 'react';

/**
 * Spread on what a shopper must read or tap beyond controls and prices (a total's whole panel,
 * the drawer's apply button): the floating buttons step aside while they would sit on it.
 */
export const KEEP_CLEAR = { 'data-floating-clear': '' } as const;

/** Controls a floating button must never cover, besides KEEP_CLEAR boxes. */
const KEEP_CLEAR_SELECTOR =
  '[data-floating-clear], a[href], button, input, select, textarea, summary, [role="button"], [tabindex="0"]';

/** '$89,999.00', '$45.000': an amount the shopper reads. */
const PRICE = /\$\s?\d/;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The boxes of controls and prices on the page, the floating stack's own left out. */
function keptBoxes(stack: HTMLElement): DOMRect[] {
  const boxes: DOMRect[] = [];
  for (const element of document.querySelectorAll(KEEP_CLEAR_SELECTOR)) {
    if (!stack.contains(element)) boxes.push(element.getBoundingClientRect());
  }
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    if (!PRICE.test(node.nodeValue ?? '') || stack.contains(node)) continue;
    range.selectNodeContents(node);
    boxes.push(...Array.from(range.getClientRects()));
  }
  return boxes.filter((box) => box.width > 0 && box.height > 0);
}

/**
 * Whether the floating buttons in `stack` sit on a control, a price or a KEEP_CLEAR box right
 * now, checked once per frame after a scroll, a resize, a change of the page or the end of a
 * transition.
 */
export function useCoversKeepClear(stack: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const own = stack.current;
      if (!own) return;
      const buttons = Array.from(own.children).map((child) => child.getBoundingClientRect());
      const kept = keptBoxes(own);
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
