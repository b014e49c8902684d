import { Suspense, use, useId, type ReactNode } from 'react';

/** How far below the screen a part starts to hydrate, so it is ready before it is seen. */
const NEAR = '600px';

let firstHydration = typeof document !== 'undefined';
const comingNear = new Map<string, Promise<void>>();

/**
 * Resolves when the server's copy of the part comes near the screen. A part with no server copy
 * (the root rendered afresh, whose ids differ from the server's) resolves at once.
 */
function nearView(id: string): Promise<void> {
  let promise = comingNear.get(id);
  if (promise) return promise;
  const element = document.querySelector(`[data-near-view="${CSS.escape(id)}"]`);
  promise =
    element && typeof IntersectionObserver === 'function'
      ? new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer.disconnect();
              resolve();
            },
            { rootMargin: `${NEAR} 0px` },
          );
          observer.observe(element);
        })
      : Promise.resolve();
  comingNear.set(id, promise);
  return promise;
}

function WaitUntilNear({ id, children }: { id: string; children: ReactNode }) {
  if (firstHydration) use(nearView(id));
  return children;
}

/**
 * A part of the page below the first screen that the first load leaves as the server sent it
 * (links and text work) and hydrates only when it comes near the screen, so a phone's first
 * seconds go to what is on screen. After the first load, and on the server, it renders at once.
 */
export function HydrateNearView({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div data-near-view={id} className={className}>
      <Suspense fallback={null}>
        <WaitUntilNear id={id}>{children}</WaitUntilNear>
      </Suspense>
    </div>
  );
}

/** Called once the root has hydrated: parts rendered from then on render without waiting. */
export function endFirstHydration(): void {
  firstHydration = false;
}
