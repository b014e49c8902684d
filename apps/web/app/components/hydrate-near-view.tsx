import { memo, Suspense, use, useId, useState, type ReactElement, type ReactNode } from 'react';

/** How far below the screen a part starts to hydrate, so it is ready before it is seen. */
const NEAR = '600px';

type Wait = { promise: Promise<void>; resolve: () => void };
/** Per part: the wait for its server HTML to come near, until it has (or is used). */
const waits = new Map<string, Wait | 'near'>();

function open(id: string): void {
  const known = waits.get(id);
  waits.set(id, 'near');
  if (known && known !== 'near') known.resolve();
}

/**
 * A part touched before it comes near opens during the event: React then hydrates it at once,
 * before it dispatches the event (it drops events for parts it cannot hydrate yet).
 */
const USES = ['pointerdown', 'click', 'focusin', 'input'] as const;
let listening = false;
function openWhenUsed(): void {
  if (listening) return;
  listening = true;
  for (const type of USES) {
    document.addEventListener(
      type,
      (event) => {
        const part = event.target instanceof Element && event.target.closest('[data-near-view]');
        if (part) open(part.getAttribute('data-near-view') ?? '');
      },
      { capture: true },
    );
  }
}

/**
 * The wait for this part's server HTML to come near the screen, or null when there is nothing
 * to wait for: on the server, once it has come near or been used, or when the part has no server
 * HTML (it is rendered in the browser, whose ids differ from the server's).
 */
function waitUntilNear(id: string): Promise<void> | null {
  if (typeof document === 'undefined') return null;
  const known = waits.get(id);
  if (known) return known === 'near' ? null : known.promise;
  const element = document.querySelector(`[data-near-view="${CSS.escape(id)}"]`);
  if (!element || typeof IntersectionObserver !== 'function') return null;
  openWhenUsed();
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  waits.set(id, { promise, resolve });
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      open(id);
    },
    { rootMargin: `${NEAR} 0px` },
  );
  observer.observe(element);
  return promise;
}

/** A wait already over, in the form React reads without suspending. */
const NO_WAIT = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

function WaitUntilNear({ id, children }: { id: string; children: ReactNode }) {
  use(waitUntilNear(id) ?? NO_WAIT);
  return children;
}

function NearViewPart({ children, className }: { children: ReactElement; className?: string }) {
  const id = useId();
  // Rendered again, so with other props (see the memo below): React hydrates a waiting part
  // for that at once, with the new props.
  const [first] = useState(children);
  if (children !== first) open(id);
  return (
    <div data-near-view={id} className={className}>
      <Suspense fallback={null}>
        <WaitUntilNear id={id}>{children}</WaitUntilNear>
      </Suspense>
    </div>
  );
}

/** One element of the same type with the same props, compared one level deep. */
function sameElement(a: ReactElement, b: ReactElement): boolean {
  if (a.type !== b.type || a.key !== b.key) return false;
  const before = a.props as Record<string, unknown>;
  const after = b.props as Record<string, unknown>;
  const keys = Object.keys(after);
  return (
    keys.length === Object.keys(before).length && keys.every((k) => Object.is(before[k], after[k]))
  );
}

/**
 * A part of the page below the first screen that the first load leaves as the server sent it
 * (links, images and text work) and hydrates when it comes near the screen, so a phone's first
 * seconds go to what is on screen. A click on it before then hydrates it at once (React replays
 * the click). In the browser after the first load, and on the server, it renders at once.
 *
 * Its child is one element, such as `<ProductCard product={product} />`. A parent that renders
 * again with the same props leaves a waiting part waiting: React would hydrate it at once for
 * any change of its props.
 */
export const HydrateNearView = memo(
  NearViewPart,
  (before, after) =>
    before.className === after.className && sameElement(before.children, after.children),
);
